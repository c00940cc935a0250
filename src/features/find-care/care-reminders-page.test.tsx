import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setupMockGateway } from '../../../mocks/node';
import { daysFromToday } from '../../../mocks/personas/dates';
import { failOperation } from '../../../mocks/scenarios';
import { formatDate } from '../../shared/lib/format';
import { englishLeftOn, showSpanish } from '../../test/i18n';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

setupMockGateway();

/** The page waits for the account and the reminders; the machine may be busy. */
const LOADED = { timeout: 10_000 };

describe('Care reminders', () => {
  it("lists each family member's reminders with what is due, overdue or done, and when", { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    renderApp('/find-care/care-reminders');

    expect(await screen.findByRole('heading', { level: 1, name: 'Care reminders' })).toBeVisible();
    await screen.findByRole('heading', { level: 2, name: 'Sam Rivera' }, LOADED);
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Sam Rivera', 'Jordan Rivera', 'Alex Rivera']);

    const cleaning = within(main).getByRole('heading', { level: 3, name: 'Dental cleaning' }).closest('li')!;
    expect(within(cleaning).getByText('Sam is due for a routine cleaning.')).toBeVisible();
    expect(within(cleaning).getByText(`Due ${formatDate(daysFromToday(23))}.`)).toBeVisible();
    const wellness = within(main).getByRole('heading', { level: 3, name: 'Annual wellness visit' }).closest('li')!;
    expect(within(wellness).getByText(`Overdue: it was due ${formatDate(daysFromToday(-20))}.`)).toBeVisible();
    const mammogram = within(main).getByRole('heading', { level: 3, name: 'Screening mammogram' }).closest('li')!;
    expect(within(mammogram).getByText(`Done. It was due ${formatDate(daysFromToday(-60))}.`)).toBeVisible();
    expect(within(main).getByRole('link', { name: /Find care/ })).toHaveAttribute('href', '/find-care');
  });

  it('says so when the family has no reminders', { timeout: 30_000 }, async () => {
    await signInAs('medicare');
    renderApp('/find-care/care-reminders');

    expect(await screen.findByText('There are no care reminders for your family right now.', {}, LOADED)).toBeVisible();
  });

  it('shows the error page for a failed read, keeping the address (the global rule)', { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    failOperation('getCareReminders', 500);
    const { router } = renderApp('/find-care/care-reminders');

    expect(await screen.findByText(/Error code: 500/, {}, LOADED)).toBeVisible();
    expect(router.state.location.pathname).toBe('/find-care/care-reminders');
  });

  it('reads in Spanish', { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    await showSpanish('find-care');
    const { container } = renderApp('/find-care/care-reminders');

    expect(await screen.findByRole('heading', { level: 1, name: 'Recordatorios de cuidado' })).toBeVisible();
    await screen.findByRole('heading', { level: 2, name: 'Sam Rivera' }, LOADED);
    expect(screen.getByText(`Vence el ${formatDate(daysFromToday(23))}.`)).toBeVisible();
    // The reminders' titles and descriptions are the gateway's words, sent in English.
    expect(await englishLeftOn(container, { ignore: ['Dental cleaning', 'Flu shot', 'Annual wellness visit', 'Screening mammogram'] })).toEqual([]);
  });
});
