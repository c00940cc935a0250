import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { setupMockGateway } from '../../../mocks/node';
import { firstOfMonth, lastOfMonth } from '../../../mocks/personas/dates';
import { failOperation } from '../../../mocks/scenarios';
import { formatDate } from '../../shared/lib/format';
import { englishLeftOn, showSpanish } from '../../test/i18n';
import { renderPage } from '../../test/render-page';
import { signInAs } from '../../test/sign-in';

 
setupMockGateway();

/** The page waits for the account, the family and the primary care reads; the machine may be busy. */
const LOADED = { timeout: 10_000 };
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
/** 'December 28, 2026': the portal's one date style in English. */
const WRITTEN_OUT = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/;

describe('the primary care page', () => {
  it("shows each family member's provider, or none, and who can select one", { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    renderPage('/find-care/primary-care');

    expect(await screen.findByRole('heading', { level: 1, name: 'Primary care' })).toBeVisible();
    const jordan = await screen.findByRole('region', { name: 'Jordan Rivera' }, LOADED);
    const alex = screen.getByRole('region', { name: 'Alex Rivera' });
    const sam = screen.getByRole('region', { name: 'Sam Rivera' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Jordan Rivera',
      'Alex Rivera',
      'Sam Rivera',
    ]);

    expect(within(jordan).getByRole('heading', { level: 3, name: 'Current primary care provider' })).toBeVisible();
    expect(within(jordan).getByText('Maya Okafor, MD')).toBeVisible();
    expect(within(jordan).getByText('Active since January 1, 2024')).toBeVisible();
    expect(within(jordan).getByText('925 NW Hoyt St')).toBeVisible();
    expect(within(jordan).getByRole('link', { name: '(503) 555-0190' })).toHaveAttribute('href', 'tel:+15035550190');
    // The directory's details come from the provider lookup.
    expect(await within(jordan).findByText('Family medicine', undefined, LOADED)).toBeVisible();
    expect(within(jordan).getByText('English, Igbo')).toBeVisible();

    expect(within(alex).getByText('Daniel Whitaker, DO')).toBeVisible();
    expect(within(sam).getByText('No primary care provider selected')).toBeVisible();
    expect(within(sam).queryByRole('heading', { name: 'Current primary care provider' })).not.toBeInTheDocument();

    for (const [region, name, suffix] of [
      [jordan, 'Jordan Rivera', 0],
      [alex, 'Alex Rivera', 1],
      [sam, 'Sam Rivera', 2],
    ] as const) {
      expect(within(region).getByRole('link', { name: `Select primary care for ${name}` })).toHaveAttribute(
        'href',
        `/find-care/primary-care/${suffix}`,
      );
      expect(
        within(region).getByText(`A new primary care provider can start on ${longDate(firstOfMonth(1))} or ${longDate(firstOfMonth(2))}.`),
      ).toBeVisible();
    }
  });

  it("shows today's provider and the one chosen for next month, both dates in the same style (haddad)", { timeout: 30_000 }, async () => {
    await signInAs('haddad');
    renderPage('/find-care/primary-care');

    // Nora keeps Thomas Nguyen through the end of this month; Maya Okafor starts on the first of next month.
    const nora = await screen.findByRole('region', { name: 'Nora Haddad' }, LOADED);
    const current = within(nora).getByRole('heading', { level: 3, name: 'Current primary care provider' }).parentElement!;
    expect(within(current).getByText('Thomas Nguyen, MD')).toBeVisible();
    expect(within(current).getByText(`Ending ${longDate(lastOfMonth(0))}`)).toBeVisible();
    const upcoming = within(nora).getByRole('heading', { level: 3, name: 'New primary care provider' }).parentElement!;
    expect(within(upcoming).getByText('Maya Okafor, MD')).toBeVisible();
    expect(within(upcoming).getByText(`Starts ${longDate(firstOfMonth(1))}`)).toBeVisible();

    // Both rows write their date one way: the portal's written-out style, not 'Ending 12/31/2026'.
    const ending = within(current).getByText(/^Ending /).textContent!.replace(/^Ending /, '');
    const starts = within(upcoming).getByText(/^Starts /).textContent!.replace(/^Starts /, '');
    expect(ending).toMatch(WRITTEN_OUT);
    expect(starts).toMatch(WRITTEN_OUT);
    expect([ending, starts]).toEqual([formatDate(lastOfMonth(0)), formatDate(firstOfMonth(1))]);

    // Leo has no provider today: only the one he starts with next month, and no 'none selected'.
    const leo = screen.getByRole('region', { name: 'Leo Haddad' });
    expect(within(leo).queryByRole('heading', { name: 'Current primary care provider' })).not.toBeInTheDocument();
    expect(within(leo).queryByText('No primary care provider selected')).not.toBeInTheDocument();
    expect(within(leo).getByRole('heading', { level: 3, name: 'New primary care provider' })).toBeVisible();
    expect(within(leo).getByText('Grace Oyelaran, MD')).toBeVisible();
    expect(within(leo).getByText(`Starts ${longDate(firstOfMonth(1))}`)).toBeVisible();
  });

  it('shows a past provider who is no longer listed by the name it knows, with the end and its reason', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('alexrivera');
    renderPage('/find-care/primary-care');

    const alex = await screen.findByRole('region', { name: 'Alex Rivera' }, LOADED);
    expect(screen.queryByRole('region', { name: 'Jordan Rivera' })).not.toBeInTheDocument();
    // The visible text starts the accessible name (WCAG 2.5.3), the member's name follows for screen readers.
    const past = within(alex).getByText('Past primary care providers (1)');
    expect(past).not.toHaveAttribute('aria-label');
    expect(past).toHaveAccessibleName('Past primary care providers (1) for Alex Rivera');
    expect(within(past).getByText('for Alex Rivera')).toHaveClass('visually-hidden');
    await user.click(past);

    expect(within(alex).getByText('Robert Haines, MD')).toBeVisible();
    expect(within(alex).getByText('January 1, 2024 - February 29, 2024')).toBeVisible();
    expect(within(alex).getByText('Reason: Provider retired')).toBeVisible();
    expect(within(alex).getByText('5050 NE Hoyt St')).toBeVisible();
    // GET pcp/provider answers 404 for him: the placeholder keeps his name, and the page says he is not listed.
    expect(await within(alex).findByText('This provider is no longer listed in our provider directory.', undefined, LOADED)).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Primary care' })).toBeVisible();
  });

  it('shows the error page when the provider lookup fails other than with 404', { timeout: 30_000 }, async () => {
    failOperation('getPcpProvider', 403);
    await signInAs('rivera');
    const { router } = renderPage('/find-care/primary-care');

    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" }, LOADED)).toBeVisible();
    expect(router.state.location.pathname).toBe('/find-care/primary-care');
  });

  it('shows a dependent only their own primary care', { timeout: 30_000 }, async () => {
    await signInAs('samrivera');
    renderPage('/find-care/primary-care');

    const sam = await screen.findByRole('region', { name: 'Sam Rivera' }, LOADED);
    expect(screen.getAllByRole('region', { name: /Rivera/ })).toEqual([sam]);
    expect(within(sam).getByRole('link', { name: 'Select primary care for Sam Rivera' })).toBeVisible();
  });

  it('gives a clear page to a member whose plan has no primary care selection (no menu item)', { timeout: 30_000 }, async () => {
    await signInAs('medicare');
    renderPage('/find-care/primary-care');

    expect(await screen.findByText('Choosing a primary care provider is not part of your plan.', undefined, LOADED)).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/support/customer-service');
    expect(within(main).queryByRole('link', { name: /Select primary care/ })).not.toBeInTheDocument();
  });

  it('tells a member whose coverage ended that finding care needs a plan', { timeout: 30_000 }, async () => {
    await signInAs('termed');
    renderPage('/find-care/primary-care');

    expect(await screen.findByText('Finding care through your plan is available while you have coverage with us.', undefined, LOADED)).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Primary care' })).toBeVisible();
  });
});

describe('the primary care page in Spanish', () => {
  it("shows each family member's provider and the dates a new one can start, in Spanish", { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    await showSpanish('find-care');
    const { container } = renderPage('/find-care/primary-care');

    expect(await screen.findByRole('heading', { level: 1, name: 'Atención primaria' }, LOADED)).toBeVisible();
    const jordan = await screen.findByRole('region', { name: 'Jordan Rivera' }, LOADED);
    expect(within(jordan).getByRole('heading', { level: 3, name: 'Proveedor de atención primaria actual' })).toBeVisible();
    expect(await within(jordan).findByText('Family medicine', undefined, LOADED)).toBeVisible();
    expect(within(jordan).getByText('Especialidad')).toBeVisible();
    const sam = screen.getByRole('region', { name: 'Sam Rivera' });
    expect(within(sam).getByText('Sin proveedor de atención primaria seleccionado')).toBeVisible();
    const next = formatDate(firstOfMonth(1));
    expect(next).toMatch(/ de /);
    expect(within(sam).getByText(new RegExp(`^Un nuevo proveedor de atención primaria puede comenzar el ${next}`))).toBeVisible();
    expect(within(sam).getByRole('link', { name: 'Seleccionar atención primaria para Sam Rivera' })).toHaveAttribute(
      'href',
      '/find-care/primary-care/2',
    );
    expect(await englishLeftOn(container)).toEqual([]);
  });

  it("writes the end of today's provider and the start of the next one in the same style, in Spanish (haddad)", { timeout: 30_000 }, async () => {
    await signInAs('haddad');
    await showSpanish('find-care');
    const { container } = renderPage('/find-care/primary-care');

    const nora = await screen.findByRole('region', { name: 'Nora Haddad' }, LOADED);
    const ending = within(nora).getByText(/^Termina el /).textContent!.replace(/^Termina el /, '');
    const starts = within(nora).getByText(/^Comienza el /).textContent!.replace(/^Comienza el /, '');
    expect(ending).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    expect(starts).toMatch(/^1 de [a-z]+ de \d{4}$/);
    expect([ending, starts]).toEqual([formatDate(lastOfMonth(0)), formatDate(firstOfMonth(1))]);
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
