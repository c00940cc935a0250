import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { englishLeftOn, showSpanish } from '../../test/i18n';
import { renderPage } from '../../test/render-page';
import { signInAs } from '../../test/sign-in';
import { portalTestConfig, setupPortalTestFile } from '../../test/portal-test-file';

const server = setupPortalTestFile();

const WAIT = { timeout: 5000 };
const JOURNEY_TIMEOUT_MS = 20_000;

/** Brand 1, with the shell's accreditation feed served by the mock gateway (its own address is not mocked). */
const config = portalTestConfig();

function recordQueries(path: string): string[] {
  const queries: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === `/api${path}`) queries.push(url.search);
  });
  return queries;
}

async function openPharmacy(username: string) {
  await signInAs(username);
  renderPage('/pharmacy-benefits', { config });
  await screen.findByRole('heading', { level: 1, name: 'Pharmacy benefits' }, WAIT);
}

describe('the pharmacy benefit manager area', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("shows the manager from program 37's details, what members do there, its link and the subscriber's drug costs", async () => {
    const summaries = recordQueries('/benefits/pharmacy');
    await openPharmacy('rivera');

    const manager = await screen.findByRole('region', { name: 'Pharmacy benefit manager' }, WAIT);
    expect(manager).toHaveTextContent('Refills, mail order and drug prices.');
    expect(within(manager).getByRole('link', { name: 'Call Pharmacy benefit manager at 1-888-555-0137' })).toHaveAttribute(
      'href',
      'tel:+18885550137',
    );

    const tasks = screen.getByRole('region', { name: 'What you can do there' });
    expect(within(tasks).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Find a pharmacy',
      'Mail order',
      'Drug prices',
    ]);
    const website = within(tasks).getByRole('link', { name: 'Go to the Pharmacy benefit manager website (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://rx.plan.example/member');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');

    const coverage = screen.getByRole('region', { name: 'Your pharmacy coverage' });
    const table = await within(coverage).findByRole('table', { name: 'What you pay for a prescription, by drug tier' }, WAIT);
    expect(within(coverage).getByText('Cascade Rx Services')).toBeInTheDocument();
    const generic = within(table).getByRole('row', { name: /^Generic/ });
    expect(within(generic).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$10', '$20']);
    expect(coverage).toHaveTextContent('A 90-day supply is available by mail order.');
    expect(summaries).toEqual(['?suffix=0']);
  });

  it("asks for a dependent's own pharmacy summary (alexrivera)", async () => {
    const summaries = recordQueries('/benefits/pharmacy');
    await openPharmacy('alexrivera');
    await screen.findByRole('table', { name: 'What you pay for a prescription, by drug tier' }, WAIT);
    expect(summaries).toEqual(['?suffix=1']);
  });

  it("says so when the member's programs have no pharmacy benefit manager", async () => {
    const summaries = recordQueries('/benefits/pharmacy');
    await openPharmacy('handoff');
    expect(await screen.findByText("Your plan doesn't include a pharmacy benefit manager program", undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Benefits' })).toHaveAttribute('href', '/benefits');
    expect(summaries).toEqual([]);
  });
});

describe('the pharmacy benefit manager area in Spanish', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('reads in Spanish; the program as the gateway names it stays as sent', async () => {
    await signInAs('rivera');
    await showSpanish('claims-eobs');
    const { container } = renderPage('/pharmacy-benefits', { config });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beneficios de farmacia' }, WAIT)).toBeInTheDocument();
    const tasks = await screen.findByRole('region', { name: 'Lo que puede hacer allí' }, WAIT);
    expect(within(tasks).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Buscar una farmacia',
      'Pedido por correo',
      'Precios de medicamentos',
    ]);
    const coverage = screen.getByRole('region', { name: 'Su cobertura de farmacia' });
    expect(await within(coverage).findByRole('table', { name: 'Lo que usted paga por una receta, según el nivel del medicamento' }, WAIT)).toBeInTheDocument();
    // The program's title is the gateway's words ('Pharmacy benefit manager'), shown as sent.
    expect(await englishLeftOn(container, { ignore: ['Pharmacy benefit manager'] })).toEqual([]);
  });
});
