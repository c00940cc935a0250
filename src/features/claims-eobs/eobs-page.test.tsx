import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MOCK_GATEWAY_BASE_URL, setupMockGateway } from '../../../mocks/node';
import { failOperation } from '../../../mocks/scenarios';
import { DASH } from '../../shared/lib/format';
import { expectNoBrokenText } from '../../test/broken-text';
import { fakeWindow } from '../../test/fake-window';
import { englishLeftOn, showSpanish, text } from '../../test/i18n';
import { renderPage } from '../../test/render-page';
import { signInAs } from '../../test/sign-in';
import { portalTestConfig } from '../../test/portal-test-file';

import { EOB_PDF_FAILED_MESSAGE } from './eobs-page';
import { pdfWindow } from '../../shared/lib/pdf/use-pdf-download';

const server = setupMockGateway();

const WAIT = { timeout: 5000 };
/** Tests that walk through several screens get more time than the default, for a loaded machine. */
const JOURNEY_TIMEOUT_MS = 20_000;
const findText = (text: string | RegExp) => screen.findByText(text, undefined, WAIT);

/** Brand 1, with the shell's accreditation feed served by the mock gateway (its own address is not mocked). */
const config = portalTestConfig();

const createObjectURL = vi.fn(() => 'blob:eob-pdf');

beforeEach(() => {
  // jsdom has no blob addresses.
  Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  createObjectURL.mockClear();
});

/** Keeps the gateway requests of paths under `prefix`: method, path and Accept header. */
function recordRequests(prefix: string): { method: string; path: string; accept: string | null }[] {
  const seen: { method: string; path: string; accept: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    if (path.startsWith(prefix)) seen.push({ method: request.method, path, accept: request.headers.get('Accept') });
  });
  return seen;
}

async function openEobs(username: string, path = '/eobs') {
  await signInAs(username);
  const user = userEvent.setup({ delay: null });
  const view = renderPage(path, { config });
  await screen.findByRole('heading', { level: 1, name: 'Explanations of benefits' }, WAIT);
  return { user, ...view };
}

/** A stand-in for the window the PDF opens in. */
describe('explanations of benefits of the subscriber (rivera)', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('lists them newest first, paged, with their amounts', async () => {
    await openEobs('rivera');
    expect(await findText('Showing 1–5 of 6 explanations of benefits')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const results = screen.getByRole('region', { name: 'Your explanations of benefits' });
    const cards = within(results).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Pearl District Family Medicine',
      'Rose City Eye Care',
      'Northwest Family Dental',
      'Northwest Urgent Care',
      'Quest Diagnostics',
    ]);
    const dental = cards[2]!;
    expect(within(dental).getByText('Member responsibility').nextElementSibling).toHaveTextContent('$39.68');
    expect(within(dental).getByText('Plan paid').nextElementSibling).toHaveTextContent('$158.72');
    expect(
      within(dental).getByRole('link', { name: /^View details of the EOB from Northwest Family Dental/ }),
    ).toHaveAttribute('href', '/eobs?eob=EOB-2026-77120');
    expect(within(screen.getByRole('navigation', { name: 'Explanations of benefits pages' })).getByRole('link', { name: 'Page 2' })).toBeInTheDocument();

    // Filters: the members the EOBs are for and the issue date range; claims' category and status do not apply.
    const filters = screen.getByRole('region', { name: 'Filter explanations of benefits' });
    expect(within(filters).getByLabelText('Member')).toBeInTheDocument();
    expect(within(filters).queryByLabelText('Status')).not.toBeInTheDocument();
    expect(within(filters).getByLabelText('Start date')).toBeInTheDocument();
  });

  it('opens one EOB in place with its service lines and remarks, and goes back to the list', async () => {
    const { user } = await openEobs('rivera');
    await findText('Showing 1–5 of 6 explanations of benefits');
    await user.click(screen.getByRole('link', { name: /^View details of the EOB from Northwest Family Dental/ }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'EOB for Northwest Family Dental' }, WAIT);
    expect(heading).toHaveFocus();
    const cleaning = await screen.findByRole('article', { name: 'Cleaning (prophylaxis), adult (code D1110)' }, WAIT);
    expect(within(cleaning).getByText('Billed').nextElementSibling).toHaveTextContent('$135.00');
    expect(within(cleaning).getByText('Allowed').nextElementSibling).toHaveTextContent('$98.40');
    expect(within(cleaning).getByText('Plan paid').nextElementSibling).toHaveTextContent('$98.40');
    expect(within(cleaning).getByText('Member responsibility').nextElementSibling).toHaveTextContent('$0.00');
    expect(cleaning).toHaveTextContent('Remarks: Preventive care covered in full');
    const filling = screen.getByRole('article', { name: /Resin-based composite/ });
    expect(within(filling).getByText('Member responsibility').nextElementSibling).toHaveTextContent('$39.68');
    expect(within(filling).getByText('Deductible').nextElementSibling).toHaveTextContent('$24.60');
    expect(within(filling).getByText('Coinsurance').nextElementSibling).toHaveTextContent('$15.08');
    expect(screen.getByText(/This is not a bill\./)).toBeInTheDocument();

    // At the top, one plain-language sentence per service line, its glossary words opening their definitions.
    const summary = screen.getByRole('region', { name: 'In plain words' });
    expect(summary.compareDocumentPosition(cleaning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your plan allowed $98.40 for the cleaning (prophylaxis), adult. The plan paid all of it; you owe nothing.',
      'Your plan allowed $100.00 for the resin-based composite, one surface, posterior. $24.60 went to your deductible; $15.08 is your coinsurance; the plan paid $60.32; you owe $39.68.',
    ]);
    await user.click(within(summary).getAllByRole('button', { name: 'allowed: what allowed amount means' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Allowed amount' })).toHaveTextContent('The most the plan pays for a covered service.');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'What these words mean' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print this explanation of benefits' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to all explanations of benefits' }));
    expect(await findText('Showing 1–5 of 6 explanations of benefits')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your explanations of benefits' })).toHaveFocus();
  });

  it('shows dashes for an EOB that comes without its dates, amounts and line descriptions', async () => {
    const bare = { eobId: 'EOB-2026-00001', memberKey: 'M1001' };
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/eobs/v2`, () => HttpResponse.json({ content: [bare], number: 0, totalPages: 1 })),
      http.get(`${MOCK_GATEWAY_BASE_URL}/eobs/EOB-2026-00001`, () => HttpResponse.json({ ...bare, lines: [{ serviceCode: 'D0120' }] })),
    );
    const { user } = await openEobs('rivera');
    await findText('Showing 1–1 explanations of benefits');
    const card = screen.getByRole('article', { name: 'Explanation of benefits EOB-2026-00001' });
    expect(within(card).getByText('Issued').nextElementSibling).toHaveTextContent(DASH);
    expectNoBrokenText();

    await user.click(within(card).getByRole('link', { name: /^View details of the EOB/ }));
    const line = await screen.findByRole('article', { name: 'Service (code D0120)' }, WAIT);
    expect(within(line).getByText('Billed').nextElementSibling).toHaveTextContent(DASH);
    expect(within(line).getByText('Member responsibility').nextElementSibling).toHaveTextContent(DASH);
    expectNoBrokenText();
  });

  it("opens the EOB a claim links to, straight from the claim's address", async () => {
    const requests = recordRequests('/eobs');
    await openEobs('rivera', '/eobs?eob=EOB-2026-78342');
    expect(await screen.findByRole('heading', { level: 2, name: 'EOB for Pearl District Family Medicine' }, WAIT)).toBeInTheDocument();
    expect(await findText('$30 office visit copay', )).toBeInTheDocument();
    // The list is not loaded behind the detail.
    expect(requests.filter((request) => request.path === '/eobs/v2')).toHaveLength(0);
  });

  it('opens the PDF in a new window from a blob address', async () => {
    const opened = fakeWindow();
    vi.spyOn(pdfWindow, 'open').mockReturnValue(opened as unknown as Window);
    const requests = recordRequests('/eobs/EOB-2026-77120/pdf');
    const { user } = await openEobs('rivera', '/eobs?eob=EOB-2026-77120');
    await screen.findByRole('article', { name: 'Cleaning (prophylaxis), adult (code D1110)' }, WAIT);

    await user.click(screen.getByRole('button', { name: /^Download PDF/ }));

    await waitFor(() => expect(opened.location.href).toBe('blob:eob-pdf'), WAIT);
    expect(opened.opener).toBeNull();
    expect(opened.close).not.toHaveBeenCalled();
    expect(requests).toEqual([{ method: 'GET', path: '/eobs/EOB-2026-77120/pdf', accept: 'application/pdf' }]);
    const blob = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(blob[0].type).toBe('application/pdf');
  });

  it('says so next to the button when the PDF cannot be opened, and closes the empty window', async () => {
    failOperation('getEobPdf', 503);
    const opened = fakeWindow();
    vi.spyOn(pdfWindow, 'open').mockReturnValue(opened as unknown as Window);
    const { user } = await openEobs('rivera');
    await findText('Showing 1–5 of 6 explanations of benefits');

    const card = screen.getByRole('article', { name: 'Rose City Eye Care' });
    await user.click(within(card).getByRole('button', { name: /^Download PDF/ }));

    expect(await within(card).findByRole('alert', {}, WAIT)).toHaveTextContent(text(EOB_PDF_FAILED_MESSAGE));
    expect(opened.close).toHaveBeenCalled();
    expect(within(card).getByRole('button', { name: /^Download PDF/ })).toHaveAccessibleDescription(text(EOB_PDF_FAILED_MESSAGE));
    // Handled in place: the page stays.
    expect(screen.getByRole('heading', { level: 1, name: 'Explanations of benefits' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('shows a failed list in place with a retry', async () => {
    failOperation('getEobs', 400, undefined, { times: 1 });
    const { user } = await openEobs('rivera');
    const title = await findText('Explanations of benefits are not available');
    expect(title.closest('[role="alert"]')).toHaveTextContent("We couldn't load your explanations of benefits right now.");

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findText('Showing 1–5 of 6 explanations of benefits')).toBeInTheDocument();
  });
});

describe('explanations of benefits of an adult dependent (alexrivera)', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('explains that EOBs are for the subscriber, links to the claims and asks the gateway nothing', async () => {
    const requests = recordRequests('/eobs');
    await openEobs('alexrivera');

    expect(screen.getByText('Only the subscriber can see explanations of benefits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Claims' })).toHaveAttribute('href', '/claims');
    expect(screen.queryByRole('region', { name: 'Your explanations of benefits' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('explanations of benefits in Spanish', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('reads in Spanish: the list with its count and cards, and one EOB in plain words, with no English message left', async () => {
    await signInAs('rivera');
    await showSpanish('claims-eobs');
    const user = userEvent.setup({ delay: null });
    const { container } = renderPage('/eobs', { config });
    expect(await screen.findByRole('heading', { level: 1, name: 'Explicaciones de Beneficios' }, WAIT)).toBeInTheDocument();
    expect(await findText(/^Mostrando 1–5 de \d+ explicaciones de beneficios$/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Filtrar explicaciones de beneficios' })).toHaveTextContent('Fechas (fecha de emisión)');
    expect(await englishLeftOn(container)).toEqual([]);

    const card = screen.getByRole('article', { name: 'Northwest Urgent Care' });
    await user.click(within(card).getByRole('link', { name: /^Ver detalles de la EOB de Northwest Urgent Care, emitida el \d{1,2} de [a-z]+ de \d{4}$/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'EOB de Northwest Urgent Care' }, WAIT)).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'En palabras sencillas' }, WAIT);
    expect(summary).toHaveTextContent('Su plan no cubrió el servicio «school or work note»; usted debe $15.00.');
    expect(screen.getByRole('button', { name: 'Imprimir esta explicación de beneficios' })).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });

  it('tells a dependent in Spanish that EOBs are for the subscriber', async () => {
    await signInAs('alexrivera');
    await showSpanish('claims-eobs');
    const { container } = renderPage('/eobs', { config });
    expect(await findText('Solo el suscriptor puede ver las explicaciones de beneficios')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Reclamos' })).toHaveAttribute('href', '/claims');
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
