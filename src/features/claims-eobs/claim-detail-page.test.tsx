import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { daysFromToday } from '../../../mocks/personas/dates';
import { failOperation } from '../../../mocks/scenarios';
import { formatDate } from '../../shared/lib/format';
import { factsIn } from '../../test/facts';
import { englishLeftOn, showSpanish } from '../../test/i18n';
import { renderPage } from '../../test/render-page';
import { signInAs } from '../../test/sign-in';
import { portalTestConfig, setupPortalTestFile } from '../../test/portal-test-file';

setupPortalTestFile();

const WAIT = { timeout: 5000 };
const JOURNEY_TIMEOUT_MS = 20_000;
const config = portalTestConfig();

async function openClaim(username: string, claimId: string) {
  await signInAs(username);
  const user = userEvent.setup({ delay: null });
  const view = renderPage(`/claims/${claimId}`, { config });
  // The first page of the file loads the claims area's modules.
  await screen.findByRole('heading', { level: 1, name: `Claim ${claimId}` }, { timeout: 10_000 });
  return { user, ...view };
}

describe('claim detail of the subscriber (rivera)', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('shows the provider, patient, dates, status history, each line with its amounts, the totals and the EOB link', async () => {
    await openClaim('rivera', 'C-2026-118842');
    const main = screen.getByRole('main');
    await within(main).findByText('Northwest Family Dental', undefined, WAIT);

    expect(factsIn(main)).toMatchObject({
      Patient: 'Jordan Rivera',
      Provider: 'Northwest Family Dental',
      'Service dates': formatDate(daysFromToday(-47)),
      'Claim number': 'C-2026-118842',
    });

    const history = screen.getByRole('list', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Received ${formatDate(daysFromToday(-45))}`,
      `In review ${formatDate(daysFromToday(-44))}`,
      `Paid ${formatDate(daysFromToday(-39))}`,
    ]);

    const filling = screen.getByRole('article', { name: 'Resin-based composite, one surface, posterior (code D2391)' });
    expect(factsIn(filling)).toMatchObject({
      Billed: '$130.00',
      Allowed: '$100.00',
      'Plan paid': '$60.32',
      Deductible: '$24.60',
      Copay: '$0.00',
      Coinsurance: '$15.08',
      'Not covered': '$0.00',
      'You owe': '$39.68',
    });

    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(factsIn(totals)).toMatchObject({
      Billed: '$265.00',
      'You owe': '$39.68',
    });

    const summary = screen.getByRole('region', { name: 'In plain words' });
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your plan allowed $98.40 for the cleaning (prophylaxis), adult. The plan paid all of it; you owe nothing.',
      'Your plan allowed $100.00 for the resin-based composite, one surface, posterior. $24.60 went to your deductible; $15.08 is your coinsurance; the plan paid $60.32; you owe $39.68.',
    ]);
    expect(summary).toHaveTextContent('This is not a bill.');

    expect(screen.getByRole('link', { name: 'View the explanation of benefits for this claim' })).toHaveAttribute('href', '/eobs?eob=EOB-2026-77120');
    expect(screen.getByRole('button', { name: 'Print this claim' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to claims' })).toHaveAttribute('href', '/claims');
  });

  it("heads the printed sheet with the brand and the member, and no ID: a member flagged local 598 is shown his employee ID, which this page does not read", async () => {
    await openClaim('local598', 'C-2026-259802');
    const main = screen.getByRole('main');
    await within(main).findByRole('region', { name: 'Totals' }, WAIT);
    const header = main.querySelector<HTMLElement>('.print-header');
    expect(header).not.toBeNull();
    expect(header).toHaveTextContent('Cascade Health Plan');
    expect(header).toHaveTextContent('Member: Frank Delgado');
    expect(header).not.toHaveTextContent(/Subscriber ID|Employee ID/);
  });

  it('opens the definition of a glossary word from the sentence, and lists the words used', async () => {
    const { user } = await openClaim('rivera', 'C-2026-118842');
    const summary = await screen.findByRole('region', { name: 'In plain words' }, WAIT);

    await user.click(within(summary).getByRole('button', { name: 'deductible: what deductible means' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deductible' });
    expect(dialog).toHaveTextContent('before the plan starts to pay its share');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const glossary = screen.getByRole('region', { name: 'What these words mean' });
    expect(within(glossary).getAllByRole('term').map((term) => term.textContent)).toEqual(['Allowed amount', 'Deductible', 'Coinsurance']);
  });

  it("says 'Pending' for the amounts of a claim in review and offers no EOB", async () => {
    await openClaim('rivera', 'C-2026-121090');
    const line = await screen.findByRole('article', { name: 'MRI, left knee, without contrast (code 73721)' }, WAIT);
    expect(factsIn(line)).toMatchObject({
      Billed: '$1,850.00',
      Allowed: 'Pending',
      'You owe': 'Pending',
    });
    expect(factsIn(screen.getByRole('main'))).toMatchObject({ Processed: 'Not yet' });
    expect(screen.getByRole('region', { name: 'In plain words' })).toHaveTextContent('We are still processing the MRI, left knee, without contrast');
    expect(screen.queryByRole('link', { name: /explanation of benefits/ })).not.toBeInTheDocument();
  });

  it('is reached from the list, and back to the list keeps its filters', async () => {
    await signInAs('rivera');
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage('/claims?category=vision', { config });
    await user.click(await screen.findByRole('link', { name: 'View claim details for claim C-2026-119377' }, WAIT));
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim C-2026-119377' }, WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/claims/C-2026-119377');
    await screen.findByRole('region', { name: 'In plain words' }, WAIT);
    expect(screen.getByRole('region', { name: 'In plain words' })).toHaveTextContent('$10.00 is your copay; the plan paid $85.00; you owe $10.00.');

    await user.click(screen.getByRole('link', { name: 'Back to claims' }));
    expect(await screen.findByText('Showing 1–1 of 1 claims', undefined, WAIT)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=vision');
  });
});

describe('claim detail of a dependent', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('alexrivera sees his own claim, with what is not covered, and no EOB link', async () => {
    await openClaim('alexrivera', 'C-2026-117904');
    const note = await screen.findByRole('article', { name: 'School or work note (code 99080)' }, WAIT);
    expect(factsIn(note)).toMatchObject({
      'Not covered': '$15.00',
      'You owe': '$15.00',
    });
    expect(factsIn(screen.getByRole('region', { name: 'Totals' }))).toMatchObject({ 'You owe': '$90.00' });
    expect(screen.getByRole('region', { name: 'In plain words' })).toHaveTextContent('Your plan did not cover the school or work note; you owe $15.00.');
    expect(screen.queryByRole('link', { name: /explanation of benefits/ })).not.toBeInTheDocument();
  });

  it("samrivera cannot open his parent's claim: it is not found, said in place", async () => {
    await openClaim('samrivera', 'C-2026-118842');
    const failure = (await screen.findByText('This claim is not available', undefined, WAIT)).closest<HTMLElement>('[role="alert"]')!;
    expect(failure).toHaveTextContent("We couldn't find this claim.");
    expect(screen.queryByRole('button', { name: /Print/ })).not.toBeInTheDocument();
  });
});

describe('when the claim does not load', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('says so in place with a retry, instead of the error page', async () => {
    failOperation('getClaim', 400, undefined, { times: 1 });
    const { user } = await openClaim('rivera', 'C-2026-118842');
    const failure = (await screen.findByText('This claim is not available', undefined, WAIT)).closest<HTMLElement>('[role="alert"]')!;
    expect(failure).toHaveTextContent("We couldn't load this claim right now.");
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Totals' }, WAIT)).toBeInTheDocument();
  });
});

describe('a claim in detail, in Spanish', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('reads in Spanish: its title, the sentence in plain words with its glossary words, the totals and the print button', async () => {
    await signInAs('rivera');
    await showSpanish('claims-eobs');
    const { container } = renderPage('/claims/C-2026-119377', { config });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reclamo C-2026-119377' }, WAIT)).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'En palabras sencillas' }, WAIT);
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Su plan permitió $95.00 por el servicio «comprehensive eye exam». $10.00 es su copago; el plan pagó $85.00; usted debe $10.00.',
    ]);
    expect(within(summary).getByRole('button', { name: /^copago: / })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Totales' })).toHaveTextContent('Usted debe$10.00');
    expect(screen.getByRole('button', { name: 'Imprimir este reclamo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la explicación de beneficios de este reclamo' })).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });

  it('says in Spanish that the amounts of a claim in review are pending', async () => {
    await signInAs('samrivera');
    await showSpanish('claims-eobs');
    const { container } = renderPage('/claims/C-2026-121245', { config });
    const line = await screen.findByRole('article', { name: 'Topical fluoride (código D1208)' }, WAIT);
    expect(line).toHaveTextContent('Pendiente');
    expect(screen.getByRole('region', { name: 'En palabras sencillas' })).toHaveTextContent('Todavía estamos procesando el servicio «topical fluoride»');
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
