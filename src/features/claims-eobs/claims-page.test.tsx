import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subYears } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { MOCK_GATEWAY_BASE_URL } from '../../../mocks/node';
import { daysFromToday } from '../../../mocks/personas/dates';
import { failOperation } from '../../../mocks/scenarios';
import { DASH, toGatewayDate } from '../../shared/lib/format';
import { expectNoBrokenText } from '../../test/broken-text';
import { factsIn } from '../../test/facts';
import { englishLeftOn, showSpanish } from '../../test/i18n';
import { renderPage } from '../../test/render-page';
import { signInAs } from '../../test/sign-in';
import { portalTestConfig, setupPortalTestFile } from '../../test/portal-test-file';

const server = setupPortalTestFile();

/** Waits for the mock gateway's answers: generous, as tests share a small machine. */
const WAIT = { timeout: 5000 };
/** Tests that walk through several screens get more time than the default, for a loaded machine. */
const JOURNEY_TIMEOUT_MS = 20_000;
const findText = (text: string) => screen.findByText(text, undefined, WAIT);

/** Brand 1, with the shell's accreditation feed served by the mock gateway (its own address is not mocked). */
const config = portalTestConfig();

/** Counts the gateway calls of one path (query strings ignored) and keeps their query strings. */
function recordRequests(path: string): { count: () => number; queries: string[] } {
  const queries: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === `/api${path}`) queries.push(url.search);
  });
  return { count: () => queries.length, queries };
}

async function openClaims(username: string, path = '/claims') {
  await signInAs(username);
  const user = userEvent.setup({ delay: null });
  const view = renderPage(path, { config });
  await screen.findByText(/^Showing /, undefined, WAIT);
  return { user, ...view };
}

function claimCards(): HTMLElement[] {
  const results = screen.getByRole('region', { name: /^Your (family's )?claims$/ });
  return within(results).getAllByRole('article');
}

function claimCard(provider: string): HTMLElement {
  return screen.getByRole('article', { name: provider });
}

/** Picks a date in a date field, as a date picker does (the whole value at once). */
function pickDate(input: HTMLElement, date: string) {
  fireEvent.change(input, { target: { value: date } });
}

describe('claims of the subscriber (rivera)', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("is titled 'Claims/EOBs' and lists the family's claims newest first, with plain-language status and amounts", async () => {
    const claims = recordRequests('/claims');
    await openClaims('rivera');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Claims/EOBs');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: "Your family's claims" })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–5 of 8 claims')).toBeInTheDocument();

    const providers = claimCards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(providers).toEqual([
      'Laurelhurst Kids Dentistry',
      'Rose City Imaging',
      'Pearl District Family Medicine',
      'Rose City Eye Care',
      'Northwest Family Dental',
    ]);

    const dental = claimCard('Northwest Family Dental');
    expect(within(dental).getByText('Paid')).toBeInTheDocument();
    expect(factsIn(dental)).toMatchObject({
      Member: 'Jordan Rivera',
      Category: 'Dental',
      'Claim number': 'C-2026-118842',
      Billed: '$265.00',
      Allowed: '$198.40',
      'Plan paid': '$158.72',
      'Member responsibility': '$39.68',
    });
    expect(within(dental).getByRole('link', { name: 'View EOB for claim C-2026-118842' })).toHaveAttribute(
      'href',
      '/eobs?eob=EOB-2026-77120',
    );

    // A claim still in review has no amounts yet and no EOB.
    const pending = claimCard('Rose City Imaging');
    expect(within(pending).getByText('In review')).toBeInTheDocument();
    expect(factsIn(pending)).toMatchObject({ 'Plan paid': 'Pending' });
    expect(within(pending).queryByRole('link', { name: /View EOB/ })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'See all your explanations of benefits' })).toHaveAttribute('href', '/eobs');
    // One page view, one claims call.
    expect(claims.count()).toBe(1);
  });

  it('pages through the claims with an accessible pagination', async () => {
    const { user } = await openClaims('rivera');
    const pages = screen.getByRole('navigation', { name: 'Claims pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Next page' }));

    expect(await findText('Showing 6–8 of 8 claims')).toBeInTheDocument();
    await waitFor(() => expect(claimCards()).toHaveLength(3), WAIT);
    expect(screen.getByRole('article', { name: 'Quest Diagnostics' })).toBeInTheDocument();
    const after = screen.getByRole('navigation', { name: 'Claims pages' });
    expect(within(after).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(after).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/claims');
    // Focus goes to the results, so keyboard and screen-reader users start at the new page.
    expect(screen.getByRole('heading', { level: 2, name: "Your family's claims" })).toHaveFocus();
  });

  it('filters by member, category and status from the claims metadata', async () => {
    const claims = recordRequests('/claims');
    const { user, router } = await openClaims('rivera');
    const filters = screen.getByRole('region', { name: 'Filter claims' });

    await user.selectOptions(within(filters).getByLabelText('Member'), 'Sam Rivera');
    await user.selectOptions(within(filters).getByLabelText('Category'), 'Dental');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    expect(await findText('Showing 1–2 of 2 claims')).toBeInTheDocument();
    expect(claimCards().map((card) => factsIn(card).Member)).toEqual(['Sam Rivera', 'Sam Rivera']);
    expect(router.state.location.search).toBe('?member=M1003&category=dental');
    expect(claims.queries.at(-1)).toBe('?page=0&size=5&memberKey=M1003&category=dental');

    await user.selectOptions(within(filters).getByLabelText('Status'), 'Received');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await findText('Showing 1–1 of 1 claims')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    expect(await findText('Showing 1–5 of 8 claims')).toBeInTheDocument();
    expect(within(filters).getByLabelText('Member')).toHaveValue('');
  });

  it('checks the date range with the spec messages and keeps what was typed', async () => {
    const { user } = await openClaims('rivera');
    const filters = screen.getByRole('region', { name: 'Filter claims' });
    const start = within(filters).getByLabelText('Start date');
    const end = within(filters).getByLabelText('End date');
    const apply = within(filters).getByRole('button', { name: 'Apply filters' });
    expect(start).toHaveAccessibleDescription(/The end date must be after the start date/);

    // One date alone: the other is required.
    pickDate(start, daysFromToday(-60));
    await user.click(apply);
    expect(await within(filters).findByText('End date is a required field', undefined, WAIT)).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');

    // The end must be after the start.
    pickDate(end, daysFromToday(-61));
    await user.click(apply);
    expect(await within(filters).findByText('Invalid End date', undefined, WAIT)).toBeInTheDocument();
    expect(end).toHaveAccessibleDescription(/Invalid End date$/);
    expect(start).toHaveValue(daysFromToday(-60));
    expect(end).toHaveValue(daysFromToday(-61));

    // The start may be no earlier than two years back.
    pickDate(start, toGatewayDate(subYears(new Date(), 3)));
    pickDate(end, daysFromToday(-1));
    await user.click(apply);
    expect(await within(filters).findByText('Invalid Start date', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Showing 1–5 of 8 claims')).toBeInTheDocument();
  });

  it('filters by service date once the range is valid', async () => {
    const { user, router } = await openClaims('rivera');
    const filters = screen.getByRole('region', { name: 'Filter claims' });
    pickDate(within(filters).getByLabelText('Start date'), daysFromToday(-45));
    pickDate(within(filters).getByLabelText('End date'), daysFromToday(-1));
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    expect(await findText('Showing 1–4 of 4 claims')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?from=${daysFromToday(-45)}&to=${daysFromToday(-1)}`);
  });
});

describe('claims of an adult dependent (alexrivera)', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it("is titled 'Claims' and shows only his claims, without EOB links or a member filter", async () => {
    await openClaims('alexrivera');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Claims$/);
    expect(screen.getByRole('heading', { level: 2, name: 'Your claims' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 claims')).toBeInTheDocument();
    expect(claimCards().map((card) => factsIn(card).Member)).toEqual(['Alex Rivera', 'Alex Rivera']);
    expect(within(claimCard('Quest Diagnostics')).getByText('Not covered')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View EOB/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /explanations of benefits/ })).not.toBeInTheDocument();
    const filters = screen.getByRole('region', { name: 'Filter claims' });
    expect(within(filters).queryByLabelText('Member')).not.toBeInTheDocument();
    expect(within(filters).getByLabelText('Category')).toBeInTheDocument();
  });
});

describe('a claim that comes with only its number and member', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('shows dashes and leaves the status out, and the page counts what it shows without a total', async () => {
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/claims`, () =>
        HttpResponse.json({ content: [{ claimId: 'C-2026-0001', memberKey: 'M1001' }], number: 0, totalPages: 1 }),
      ),
      http.get(`${MOCK_GATEWAY_BASE_URL}/claims/metadata`, () => HttpResponse.json({})),
    );
    await openClaims('rivera');

    expect(screen.getByText('Showing 1–1 claims')).toBeInTheDocument();
    const [card] = claimCards();
    expect(card).toHaveAccessibleName('Provider not listed');
    expect(factsIn(card!)).toMatchObject({
      Category: DASH,
      'Service dates': DASH,
      'Claim number': 'C-2026-0001',
      Billed: 'Pending',
    });
    expect(within(card!).queryByText('Status:')).not.toBeInTheDocument();
    // Metadata without choices: the filters offer the dates only.
    const filters = screen.getByRole('region', { name: 'Filter claims' });
    expect(within(filters).queryByLabelText('Category')).not.toBeInTheDocument();
    expectNoBrokenText();
  });
});

describe('when the claims do not load', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('says so in place, with a retry, instead of the error page', async () => {
    failOperation('getClaims', 400, undefined, { times: 1 });
    await signInAs('rivera');
    const user = userEvent.setup({ delay: null });
    renderPage('/claims', { config });

    const title = await findText('Claims are not available');
    expect(title.closest('[role="alert"]')).toHaveTextContent("We couldn't load your claims right now.");
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Claims/EOBs');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findText('Showing 1–5 of 8 claims')).toBeInTheDocument();
    expect(screen.queryByText('Claims are not available')).not.toBeInTheDocument();
  });
});

describe('the claims page in Spanish', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('reads in Spanish: its title, the count, the cards and the date range messages, and no English message left', async () => {
    await signInAs('rivera');
    await showSpanish('claims-eobs');
    const user = userEvent.setup({ delay: null });
    const { container } = renderPage('/claims', { config });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reclamos/EOB' }, WAIT)).toBeInTheDocument();
    expect(await findText('Mostrando 1–5 de 8 reclamos')).toBeInTheDocument();
    const card = claimCard('Northwest Family Dental');
    expect(within(card).getByRole('link', { name: 'Ver detalles del reclamo C-2026-118842' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Pagamos nuestra parte de este reclamo.');

    const filters = screen.getByRole('region', { name: 'Filtrar reclamos' });
    pickDate(within(filters).getByLabelText('Fecha de inicio'), toGatewayDate(subYears(new Date(), 1)));
    await user.click(within(filters).getByRole('button', { name: 'Aplicar filtros' }));
    expect(await findText('Fecha de fin es un campo obligatorio')).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});

describe('the filters when the language changes', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('shows a message already under a field in the new language', async () => {
    const { user } = await openClaims('rivera');
    const filters = screen.getByRole('region', { name: 'Filter claims' });
    pickDate(within(filters).getByLabelText('Start date'), toGatewayDate(subYears(new Date(), 1)));
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await findText('End date is a required field')).toBeInTheDocument();

    await act(() => showSpanish('claims-eobs'));
    expect(await findText('Fecha de fin es un campo obligatorio')).toBeInTheDocument();
    expect(screen.queryByText('End date is a required field')).not.toBeInTheDocument();
  });
});
