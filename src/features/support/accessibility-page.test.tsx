import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { setupMockGateway } from '../../../mocks/node';
import { BRANDS, type DomainId } from '../../config/brands';
import { englishLeftOn, showSpanish } from '../../test/i18n';
import { portalTestConfig } from '../../test/portal-test-file';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

setupMockGateway();

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const LOADED = { timeout: 10_000 };

describe('the accessibility statement (/accessibility)', { timeout: 30_000 }, () => {
  it.each([1, 2, 5] as const)(
    "tells a visitor of brand %i the standard met, the known limits, and the brand's own contacts to report a barrier",
    async (domainId: DomainId) => {
      const brand = BRANDS[domainId];
      renderApp('/accessibility', { config: portalTestConfig({ domainId }) });
      await screen.findByRole('heading', { level: 1, name: 'Accessibility' }, LOADED);
      const main = screen.getByRole('main');

      const standard = within(main).getByRole('region', { name: 'The standard we meet' });
      expect(standard).toHaveTextContent('Web Content Accessibility Guidelines (WCAG) 2.2 at level AA');

      const limits = within(main).getByRole('region', { name: 'Known limits' });
      expect(limits).toHaveTextContent('holiday calendar');
      expect(limits).toHaveTextContent('may not be tagged for screen readers');

      const report = within(main).getByRole('region', { name: 'Report a barrier' });
      expect(report).toHaveTextContent(`Call ${brand.name} customer service`);
      expect(within(report).getByRole('link', { name: brand.contact.customerServicePhone })).toHaveAttribute(
        'href',
        `tel:+1${brand.contact.customerServicePhone.replace(/\D/g, '').slice(1)}`,
      );
      expect(within(report).getByRole('link', { name: brand.contact.customerServiceEmail })).toHaveAttribute(
        'href',
        `mailto:${brand.contact.customerServiceEmail}`,
      );
      expect(report).toHaveTextContent('TTY, dial 711.');
      expect(within(report).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
      // No other brand's contacts.
      for (const other of Object.values(BRANDS).filter((candidate) => candidate.domainId !== domainId)) {
        expect(main).not.toHaveTextContent(other.contact.customerServicePhone);
        expect(main).not.toHaveTextContent(other.contact.customerServiceEmail);
      }
      // The signed-out frame.
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    },
  );

  it('is shown in the signed-in shell to a member', async () => {
    await signInAs('rivera');
    renderApp('/accessibility', { config: portalTestConfig({ domainId: 1 }) });
    await screen.findByRole('heading', { level: 1, name: 'Accessibility' }, LOADED);
    expect(await screen.findByRole('navigation', { name: 'Main' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Report a barrier' })).toHaveTextContent(BRANDS[1].contact.customerServicePhone);
  });
});

describe("the footer's Accessibility link", { timeout: 30_000 }, () => {
  it.each([1, 2, 5] as const)('is in the footer of brand %i and opens the statement', async (domainId: DomainId) => {
    renderApp('/login', { config: portalTestConfig({ domainId }) });
    const footer = await screen.findByRole('contentinfo');
    const link = within(footer).getByRole('link', { name: 'Accessibility' });
    expect(link).toHaveAttribute('href', '/accessibility');

    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility' }, LOADED)).toBeInTheDocument();
  });

  it('is in the footer of signed-in pages too', async () => {
    await signInAs('rivera');
    renderApp('/accessibility', { config: portalTestConfig({ domainId: 1 }) });
    await screen.findByRole('navigation', { name: 'Main' }, LOADED);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
  });
});

describe('the accessibility statement in Spanish', { timeout: 30_000 }, () => {
  it("reads in Spanish, with the brand's contacts to report a barrier, and no English message left", async () => {
    await showSpanish('support');
    const brand = BRANDS[1];
    const { container } = renderApp('/accessibility', { config: portalTestConfig({ domainId: 1 }) });
    await screen.findByRole('heading', { level: 1, name: 'Accesibilidad' }, LOADED);
    const report = screen.getByRole('region', { name: 'Informe una barrera' });
    expect(report).toHaveTextContent(`Llame al Servicio al Cliente de ${brand.name}: ${brand.contact.customerServicePhone}`);
    expect(report).toHaveTextContent(`Correo electrónico: ${brand.contact.customerServiceEmail}`);
    expect(screen.getByRole('region', { name: 'El estándar que cumplimos' })).toHaveTextContent('(WCAG) 2.2 en el nivel AA');
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
