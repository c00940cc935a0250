import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { MOCK_GATEWAY_BASE_URL } from '../../../mocks/node';
import { daysFromToday } from '../../../mocks/personas/dates';
import { failOperation } from '../../../mocks/scenarios';
import { spreadsheetDate } from '../../shared/lib/format';
import { englishLeftOn, readable, showSpanish, text } from '../../test/i18n';
import { renderPage } from '../../test/render-page';
import { signInAs } from '../../test/sign-in';
import { portalTestConfig, setupPortalTestFile } from '../../test/portal-test-file';

import { CLAIMS_CSV_COLUMNS } from './claims-export';
import { EXPORT_FAILED_MESSAGE, partialExportMessage } from './claims-export-actions';

const server = setupPortalTestFile();

const WAIT = { timeout: 5000 };
const JOURNEY_TIMEOUT_MS = 20_000;
const config = portalTestConfig();

/** The files the page hands the member: name and text (the byte order mark left out). */
let saved: { name: string; text: Promise<string> }[] = [];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  const createObjectURL = (blob: Blob) => {
    const url = `blob:test/${next++}`;
    blobs.set(url, blob);
    return url;
  };
  Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true, writable: true });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, text: blob.text().then((text) => text.replace(/^\uFEFF/, '')) });
  });
});

function recordQueries(path: string): string[] {
  const queries: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === `/api${path}`) queries.push(url.search);
  });
  return queries;
}

async function open(username: string, path: string) {
  await signInAs(username);
  const user = userEvent.setup({ delay: null });
  const view = renderPage(path, { config });
  return { user, ...view };
}

describe('search by claim number or provider name', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('narrows the list with the other filters and keeps the search in the address', async () => {
    const queries = recordQueries('/claims');
    const { user, router } = await open('rivera', '/claims');
    await screen.findByText('Showing 1–5 of 8 claims', undefined, WAIT);
    const filters = screen.getByRole('region', { name: 'Filter claims' });
    const search = within(filters).getByRole('searchbox', { name: 'Claim number or provider' });

    await user.type(search, '  Rose City ');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Showing 1–2 of 2 claims', undefined, WAIT)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=Rose+City');
    expect(queries.at(-1)).toBe('?page=0&size=5&search=Rose+City');

    await user.selectOptions(within(filters).getByLabelText('Category'), 'Vision');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Showing 1–1 of 1 claims', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Rose City Eye Care' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=vision&search=Rose+City');
  });

  it('finds a claim by its number, from an address typed or bookmarked', async () => {
    await open('rivera', '/claims?search=c-2026-12109');
    expect(await screen.findByText('Showing 1–1 of 1 claims', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Rose City Imaging' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Claim number or provider' })).toHaveValue('c-2026-12109');
  });

  it('says when nothing matches', async () => {
    await open('alexrivera', '/claims?search=dental');
    expect(await screen.findByText('No claims match these filters. Change or clear the filters to see more.', undefined, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
  });
});

describe('CSV of the filtered list', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('holds every matching claim (not only the page shown), one row each, in a file named for the member and dates', async () => {
    const queries = recordQueries('/claims');
    const { user } = await open('rivera', '/claims');
    await screen.findByText('Showing 1–5 of 8 claims', undefined, WAIT);
    await user.click(screen.getByRole('button', { name: 'Download CSV of these claims' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1), WAIT);

    expect(queries).toContain('?page=0&size=100');
    expect(saved[0]!.name).toBe(`claims-jordan-rivera-family-${daysFromToday(-190)}-to-${daysFromToday(-5)}.csv`);
    const rows = Papa.parse<string[]>(await saved[0]!.text, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(readable(CLAIMS_CSV_COLUMNS));
    expect(rows).toHaveLength(9);
    expect(rows.find((row) => row[0] === 'C-2026-118842')).toEqual([
      'C-2026-118842',
      'Jordan Rivera',
      'Northwest Family Dental',
      'Dental',
      spreadsheetDate(daysFromToday(-47)),
      spreadsheetDate(daysFromToday(-47)),
      'Paid',
      spreadsheetDate(daysFromToday(-45)),
      spreadsheetDate(daysFromToday(-39)),
      '$265.00',
      '$198.40',
      '$158.72',
      '$39.68',
    ]);
  });

  it("names the chosen member and the date filter in the file's name", async () => {
    const from = daysFromToday(-200);
    const to = daysFromToday(-1);
    const { user } = await open('rivera', `/claims?member=M1003&from=${from}&to=${to}`);
    await screen.findByText('Showing 1–3 of 3 claims', undefined, WAIT);
    await user.click(screen.getByRole('button', { name: 'Download CSV of these claims' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1), WAIT);
    expect(saved[0]!.name).toBe(`claims-sam-rivera-${from}-to-${to}.csv`);
    const rows = Papa.parse<string[]>(await saved[0]!.text, { skipEmptyLines: true }).data;
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Sam Rivera', 'Sam Rivera', 'Sam Rivera']);
  });

  it('a dependent (alexrivera) exports his own claims under his name', async () => {
    const { user } = await open('alexrivera', '/claims');
    await screen.findByText('Showing 1–2 of 2 claims', undefined, WAIT);
    await user.click(screen.getByRole('button', { name: 'Download CSV of these claims' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1), WAIT);
    expect(saved[0]!.name).toBe(`claims-alex-rivera-${daysFromToday(-120)}-to-${daysFromToday(-75)}.csv`);
    const rows = Papa.parse<string[]>(await saved[0]!.text, { skipEmptyLines: true }).data;
    expect(rows.slice(1).map((row) => [row[0], row[12]])).toEqual([
      ['C-2026-117904', '$90.00'],
      ['C-2026-116220', '$0.00'],
    ]);
  });

  it('says how many claims the file holds when more match than one file takes', async () => {
    const TOTAL = 2150;
    // A family with 2,150 claims: every page the gateway is asked for, each claim numbered by its place.
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/claims`, ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('size'));
        const first = page * size;
        const content = Array.from({ length: Math.max(0, Math.min(size, TOTAL - first)) }, (_, index) => ({
          claimId: `C-2026-${String(first + index + 1).padStart(6, '0')}`,
          memberKey: 'M1001',
          providerName: 'Northwest Family Dental',
          productCategory: 'dental',
          serviceStartDate: daysFromToday(-10),
          status: 'PAID',
          billedAmount: 100,
          allowedAmount: 80,
          planPaid: 60,
          memberResponsibility: 20,
        }));
        const totalPages = Math.ceil(TOTAL / size);
        return HttpResponse.json({
          content,
          number: page,
          size,
          totalElements: TOTAL,
          totalPages,
          numberOfElements: content.length,
          first: page === 0,
          last: page === totalPages - 1,
          empty: content.length === 0,
        });
      }),
    );
    const { user } = await open('rivera', '/claims');
    await screen.findByText('Showing 1–5 of 2,150 claims', undefined, WAIT);
    await user.click(screen.getByRole('button', { name: 'Download CSV of these claims' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1), WAIT);

    const rows = Papa.parse<string[]>(await saved[0]!.text, { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(2001);
    expect(rows[1]![0]).toBe('C-2026-000001');
    expect(rows.at(-1)![0]).toBe('C-2026-002000');
    const note = await screen.findByText(partialExportMessage(2000, 2150), undefined, WAIT);
    expect(note).toHaveTextContent('The file holds the newest 2,000 of 2,150 claims. Narrow the filters to get the others.');
    expect(note).toHaveAttribute('role', 'status');
  });

  it('says nothing more when the file holds every matching claim', async () => {
    const { user } = await open('rivera', '/claims');
    await screen.findByText('Showing 1–5 of 8 claims', undefined, WAIT);
    await user.click(screen.getByRole('button', { name: 'Download CSV of these claims' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1), WAIT);
    expect(screen.queryByText(/The file holds the newest/)).not.toBeInTheDocument();
  });

  it('says so when the file cannot be prepared, and works on the next try', async () => {
    const { user } = await open('rivera', '/claims');
    await screen.findByText('Showing 1–5 of 8 claims', undefined, WAIT);
    failOperation('getClaims', 400, undefined, { times: 1 });
    const button = screen.getByRole('button', { name: 'Download CSV of these claims' });
    await user.click(button);
    expect(await screen.findByText(text(EXPORT_FAILED_MESSAGE), undefined, WAIT)).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(text(EXPORT_FAILED_MESSAGE));
    expect(saved).toHaveLength(0);
    await user.click(button);
    await vi.waitFor(() => expect(saved).toHaveLength(1), WAIT);
    expect(screen.queryByText(text(EXPORT_FAILED_MESSAGE))).not.toBeInTheDocument();
  });
});

describe('print view of the filtered list', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('opens from the list with its filters and holds every matching claim with the totals', async () => {
    const { user, router } = await open('rivera', '/claims?category=dental');
    await screen.findByText('Showing 1–3 of 3 claims', undefined, WAIT);
    await user.click(screen.getByRole('link', { name: 'Print view of these claims' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Claims list' }, WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/claims/print');
    expect(router.state.location.search).toBe('?category=dental');

    const table = await screen.findByRole('table', { name: '3 claims, newest first' }, WAIT);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Claim number',
      'Patient',
      'Provider',
      'Category',
      'Service dates',
      'Status',
      'Billed',
      'Allowed',
      'Plan paid',
      'You owe',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'C-2026-118842' }).closest('tr')).toHaveTextContent('$39.68');
    const total = rows.at(-1)!;
    // Billed: 265 + 233 + 137 (the claim in review counts only here); you owe: 39.68 + 0.
    expect(within(total).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$635.00', '$408.40', '$368.72', '$39.68']);

    const facts = screen.getByRole('main');
    expect(facts).toHaveTextContent('Claims ofJordan Rivera family');
    expect(facts).toHaveTextContent('CategoryDental');
    expect(screen.getByRole('button', { name: 'Print this list of claims' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to claims' })).toHaveAttribute('href', '/claims?category=dental');
  });
});

describe('the CSV and the print view in Spanish', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  it('writes the file in the language shown when it is saved', async () => {
    const { user } = await open('rivera', '/claims?category=dental');
    await screen.findByText('Showing 1–3 of 3 claims', undefined, WAIT);
    await act(() => showSpanish('claims-eobs'));
    await user.click(await screen.findByRole('button', { name: 'Descargar CSV de estos reclamos' }, WAIT));
    await vi.waitFor(() => expect(saved).toHaveLength(1), WAIT);

    expect(saved[0]!.name).toMatch(/^reclamos-familia-de-jordan-rivera-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = Papa.parse<string[]>(await saved[0]!.text, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(readable(CLAIMS_CSV_COLUMNS));
    expect(rows[0]![0]).toBe('Número de reclamo');
    expect(rows.find((row) => row[0] === 'C-2026-118842')?.slice(3, 7)).toEqual([
      'Dental',
      spreadsheetDate(daysFromToday(-47)),
      spreadsheetDate(daysFromToday(-47)),
      'Pagado',
    ]);
  });

  it('shows the print view in Spanish, with no English message left', async () => {
    await signInAs('rivera');
    await showSpanish('claims-eobs');
    const { container } = renderPage('/claims/print?category=dental', { config });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista de reclamos' }, WAIT)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '3 reclamos, los más recientes primero' }, WAIT);
    expect(within(within(table).getAllByRole('row')[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Número de reclamo',
      'Paciente',
      'Proveedor',
      'Categoría',
      'Fechas del servicio',
      'Estado',
      'Facturado',
      'Permitido',
      'Pagado por el plan',
      'Usted debe',
    ]);
    expect(screen.getByRole('main')).toHaveTextContent('Reclamos defamilia de Jordan Rivera');
    expect(screen.getByRole('button', { name: 'Imprimir esta lista de reclamos' })).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
