import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { setupMockGateway } from '../../../mocks/node';
import { firstOfMonth } from '../../../mocks/personas/dates';
import { formatDate, toPcpDate } from '../../shared/lib/format';
import { englishLeftOn, showSpanish } from '../../test/i18n';
import { renderPage } from '../../test/render-page';
import { signInAs } from '../../test/sign-in';
import { portalTestConfig } from '../../test/portal-test-file';

/** The find-care pages with the portal's providers and routes (without the shell). */
const openPage = (path: string) => renderPage(path, { config: portalTestConfig() });

 
const server = setupMockGateway();

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

/** Every gateway request the mock receives during a test, with its JSON body. */
let recorded: Promise<Recorded>[] = [];

beforeEach(() => {
  recorded = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const clone = request.clone();
    recorded.push(
      clone.text().then((text) => ({
        method: request.method,
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      })),
    );
  });
});

afterEach(() => {
  server.events.removeAllListeners();
});

async function requests(method: string, path: string): Promise<Recorded[]> {
  return (await Promise.all(recorded)).filter((entry) => entry.method === method && entry.path === path);
}

/** The pages wait for the account, the family and the primary care reads before searching; the machine may be busy. */
const LOADED = { timeout: 10_000 };

const MM_DD_YYYY = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;
const nextMonth = firstOfMonth(1);
const monthAfter = firstOfMonth(2);
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

function searchPath(query: Record<string, string>, suffix = 2): string {
  return `/find-care/primary-care/${suffix}/search?${new URLSearchParams(query).toString()}`;
}

/**
 * Selects Maya Okafor, MD among the search results shown: her confirmation dialog and its e-mail field, once the
 * field holds the address on file.
 */
async function selectMaya(user: ReturnType<typeof userEvent.setup>) {
  const maya = await screen.findByRole('article', { name: 'Maya Okafor, MD' }, LOADED);
  await user.click(within(maya).getByRole('button', { name: 'Select Maya Okafor, MD' }));
  const dialog = await screen.findByRole('dialog', undefined, LOADED);
  const email = within(dialog).getByLabelText('Email address');
  await waitFor(() => expect(email).toHaveValue('jordan.rivera@example.com'));
  return { dialog, email };
}

describe('selecting a primary care provider', () => {
  // The whole journey through four screens; generous for a busy 2-core machine.
  it('lets a member without a provider search, pick and confirm one, and shows it afterwards', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('rivera');
    const { router } = openPage('/find-care/primary-care');

    const sam = await screen.findByRole('region', { name: 'Sam Rivera' }, LOADED);
    expect(within(sam).getByText('No primary care provider selected')).toBeVisible();
    await user.click(within(sam).getByRole('link', { name: 'Select primary care for Sam Rivera' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Select primary care' }, LOADED)).toBeVisible();
    expect(await screen.findByLabelText('Zip code', undefined, LOADED)).toHaveValue('97209');
    expect(screen.getByRole('radio', { name: longDate(nextMonth) })).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Distance'), 'Within 10 miles');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const maya = await screen.findByRole('article', { name: 'Maya Okafor, MD' }, LOADED);
    expect(router.state.location.pathname).toBe('/find-care/primary-care/2/search');
    expect(router.state.location.search).toContain('zip=97209');
    expect(within(maya).getByText('Accepting new patients')).toBeVisible();
    expect(within(maya).getByText('English, Igbo')).toBeVisible();
    expect(within(maya).getByRole('link', { name: '(503) 555-0190' })).toHaveAttribute('href', 'tel:+15035550190');

    await user.click(within(maya).getByRole('button', { name: 'Select Maya Okafor, MD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your primary care provider' }, LOADED);
    expect(dialog).toHaveAccessibleDescription(
      `Maya Okafor, MD will be the primary care provider for Sam Rivera starting ${longDate(nextMonth)}.`,
    );
    await waitFor(() => expect(within(dialog).getByLabelText('Email address')).toHaveValue('jordan.rivera@example.com'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm selection' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Primary care' }, LOADED)).toBeVisible();
    expect(router.state.location.pathname).toBe('/find-care/primary-care');
    expect(screen.getByText(/Confirmation: PCP-CONF-\d+/)).toBeVisible();
    const samAfter = screen.getByRole('region', { name: 'Sam Rivera' });
    expect(within(samAfter).getByRole('heading', { level: 3, name: 'New primary care provider' })).toBeVisible();
    expect(within(samAfter).getByText('Maya Okafor, MD')).toBeVisible();
    expect(within(samAfter).getByText(`Starts ${longDate(nextMonth)}`)).toBeVisible();
    expect(within(samAfter).queryByText('No primary care provider selected')).not.toBeInTheDocument();

    const [search] = await requests('POST', '/pcp/search');
    expect(search?.body).toEqual({ members: [{ memberKey: 'M1003', effectiveDate: toPcpDate(nextMonth) }], radius: 10, zip: '97209' });
    expect(search?.query.get('size')).toBe('10');
    expect(search?.query.get('page')).toBe('0');

    const selections = await requests('POST', '/pcp/select');
    expect(selections).toHaveLength(1);
    expect(selections[0]?.body).toEqual({
      pcpSelectList: [{ memberKey: 'M1003', effectiveDate: toPcpDate(nextMonth) }],
      providerId: 'P-20417',
      email: 'jordan.rivera@example.com',
    });
    expect((selections[0]?.body as { pcpSelectList: { effectiveDate: string }[] }).pcpSelectList[0]?.effectiveDate).toMatch(MM_DD_YYYY);

    // The primary care data was read again after the selection, and the gateway now lists the provider.
    const all = await Promise.all(recorded);
    const selectAt = all.findIndex((entry) => entry.method === 'POST' && entry.path === '/pcp/select');
    expect(all.slice(selectAt + 1).some((entry) => entry.method === 'GET' && entry.path === '/pcp/members')).toBe(true);
  });

  it('chooses the provider for other family members too, on the date chosen', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('rivera');
    openPage('/find-care/primary-care/2');

    const others = await screen.findByRole('group', { name: 'Who is the provider for?' }, LOADED);
    const alex = within(others).getByRole('checkbox', { name: /Alex Rivera/ });
    expect(alex).toHaveAccessibleDescription('Current provider: Daniel Whitaker, DO');
    await user.click(alex);
    await user.click(screen.getByRole('radio', { name: longDate(monthAfter) }));
    await user.selectOptions(screen.getByLabelText('Distance'), 'Within 5 miles');
    await user.type(screen.getByLabelText('Provider name (optional)'), 'Okafor');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const maya = await screen.findByRole('article', { name: 'Maya Okafor, MD' }, LOADED);
    expect(
      screen.getByText(`For Sam Rivera and Alex Rivera, starting ${longDate(monthAfter)}, within 5 miles of 97209, matching “Okafor”.`),
    ).toBeVisible();
    await user.click(within(maya).getByRole('button', { name: 'Select Maya Okafor, MD' }));
    const dialog = await screen.findByRole('dialog', undefined, LOADED);
    await waitFor(() => expect(within(dialog).getByLabelText('Email address')).toHaveValue('jordan.rivera@example.com'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm selection' }));
    await screen.findByRole('heading', { level: 1, name: 'Primary care' }, LOADED);

    const [search] = await requests('POST', '/pcp/search');
    expect(search?.body).toEqual({
      members: [
        { memberKey: 'M1003', effectiveDate: toPcpDate(monthAfter) },
        { memberKey: 'M1002', effectiveDate: toPcpDate(monthAfter) },
      ],
      radius: 5,
      zip: '97209',
      searchString: 'Okafor',
    });
    const [selection] = await requests('POST', '/pcp/select');
    expect(selection?.body).toMatchObject({
      pcpSelectList: [
        { memberKey: 'M1003', effectiveDate: toPcpDate(monthAfter) },
        { memberKey: 'M1002', effectiveDate: toPcpDate(monthAfter) },
      ],
    });
    expect(screen.getByText(`Maya Okafor, MD will be the primary care provider for Sam Rivera and Alex Rivera starting ${longDate(monthAfter)}.`)).toBeVisible();
  });

  it('keeps the dialog open with a clear message for a bad e-mail address, and sends nothing', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('rivera');
    openPage(searchPath({ members: '2', date: nextMonth, zip: '97209', radius: '10' }));

    const { dialog, email } = await selectMaya(user);
    await user.clear(email);
    await user.type(email, 'jordan.rivera@');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm selection' }));

    expect(await within(dialog).findByText('Enter a valid email address, like name@example.com', undefined, LOADED)).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('jordan.rivera@');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requests('POST', '/pcp/select')).toHaveLength(0);
  });

  it('sends one selection when Enter is pressed twice in the e-mail field', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('rivera');
    openPage(searchPath({ members: '2', date: nextMonth, zip: '97209', radius: '10' }));

    const { email } = await selectMaya(user);
    await user.click(email);
    await user.keyboard('{Enter}{Enter}');

    expect(await screen.findByText(/Confirmation: PCP-CONF-\d+/, undefined, LOADED)).toBeVisible();
    expect(await requests('POST', '/pcp/select')).toHaveLength(1);
  });

  it('sends one selection for two submits in the same tick', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('rivera');
    openPage(searchPath({ members: '2', date: nextMonth, zip: '97209', radius: '10' }));

    const { email } = await selectMaya(user);
    const form = email.closest('form')!;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });

    expect(await screen.findByText(/Confirmation: PCP-CONF-\d+/, undefined, LOADED)).toBeVisible();
    expect(await requests('POST', '/pcp/select')).toHaveLength(1);
  });

  it('replaces the search in the history with the confirmation, shown once', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('rivera');
    const { router } = openPage('/find-care/primary-care/2');

    await screen.findByLabelText('Zip code', undefined, LOADED);
    await user.selectOptions(screen.getByLabelText('Distance'), 'Within 10 miles');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const { dialog } = await selectMaya(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm selection' }));

    expect(await screen.findByText(/Confirmation: PCP-CONF-\d+/, undefined, LOADED)).toBeVisible();
    expect(router.state.location.pathname).toBe('/find-care/primary-care');
    // The banner stays, but the history entry no longer carries it.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText('Your primary care provider is selected')).toBeVisible();

    // Back goes to the search form, not to the results with their Select buttons.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/find-care/primary-care/2');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('button', { name: 'Search' }, LOADED)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Select / })).not.toBeInTheDocument();

    // Forward shows the primary care page again, without the banner.
    await act(() => router.navigate(1));
    expect(await screen.findByRole('region', { name: 'Sam Rivera' }, LOADED)).toBeVisible();
    expect(router.state.location.pathname).toBe('/find-care/primary-care');
    expect(screen.queryByText('Your primary care provider is selected')).not.toBeInTheDocument();
    expect(await requests('POST', '/pcp/select')).toHaveLength(1);
  });

  it('keeps a dismissed confirmation dismissed', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('rivera');
    const { router } = openPage(searchPath({ members: '2', date: nextMonth, zip: '97209', radius: '10' }));

    const { dialog } = await selectMaya(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm selection' }));

    expect(await screen.findByText('Your primary care provider is selected', undefined, LOADED)).toBeVisible();
    // The dismiss button is reachable once the closing dialog no longer hides the page from assistive technology.
    await user.click(await screen.findByRole('button', { name: 'Dismiss alert' }, LOADED));
    expect(screen.queryByText('Your primary care provider is selected')).not.toBeInTheDocument();

    // Coming back to the history entry (as back, forward or a reload do) shows no banner again.
    await act(() => router.navigate('/find-care'));
    await screen.findByRole('heading', { level: 1, name: 'Find care' }, LOADED);
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('region', { name: 'Sam Rivera' }, LOADED)).toBeVisible();
    expect(router.state.location.pathname).toBe('/find-care/primary-care');
    expect(screen.queryByText('Your primary care provider is selected')).not.toBeInTheDocument();
  });

  it('offers no selection of a provider who does not take new patients', { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    openPage(searchPath({ members: '2', date: nextMonth, zip: '97213', radius: '5', name: 'Vasquez' }));

    const elena = await screen.findByRole('article', { name: 'Elena Vasquez, MD' }, LOADED);
    expect(within(elena).getByText('Not accepting new patients')).toBeVisible();
    expect(within(elena).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the search form', () => {
  it('says what is wrong with a bad zip code and a missing distance, keeping what was typed', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('rivera');
    const { router } = openPage('/find-care/primary-care/2');

    const zip = await screen.findByLabelText('Zip code', undefined, LOADED);
    await user.clear(zip);
    await user.type(zip, '972');
    await user.type(screen.getByLabelText('Provider name (optional)'), 'Nguyen');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Enter a 5-digit zip code', undefined, LOADED)).toBeVisible();
    expect(screen.getByText('Choose how far from the zip code to search')).toBeVisible();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('5 digits Enter a 5-digit zip code');
    expect(zip).toHaveFocus();
    expect(zip).toHaveValue('972');
    expect(screen.getByLabelText('Provider name (optional)')).toHaveValue('Nguyen');
    expect(router.state.location.pathname).toBe('/find-care/primary-care/2');

    await user.clear(zip);
    expect(await screen.findByText('Zip code is a required field', undefined, LOADED)).toBeVisible();
    await user.type(zip, '97209');
    await waitFor(() => expect(screen.queryByText('Zip code is a required field')).not.toBeInTheDocument());
    expect(await requests('POST', '/pcp/search')).toHaveLength(0);
  });

  it('shows the form with its messages for a search address that does not hold up', { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    openPage(searchPath({ members: '2', date: nextMonth, zip: '9720x' }));

    expect(await screen.findByText('Enter a 5-digit zip code', undefined, LOADED)).toBeVisible();
    expect(screen.getByText('Choose how far from the zip code to search')).toBeVisible();
    expect(screen.getByLabelText('Zip code')).toHaveValue('9720x');
    expect(screen.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
    expect(await requests('POST', '/pcp/search')).toHaveLength(0);
  });

  it('starts the form as on the member page when the search page opens without a search', { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    openPage('/find-care/primary-care/2/search');

    expect(await screen.findByLabelText('Zip code', undefined, LOADED)).toHaveValue('97209');
    expect(screen.getByRole('radio', { name: longDate(nextMonth) })).toBeChecked();
    expect(screen.queryByText('Choose how far from the zip code to search')).not.toBeInTheDocument();
    expect(await requests('POST', '/pcp/search')).toHaveLength(0);
  });

  it('does not let a search start on a date the member cannot take', { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    openPage(searchPath({ members: '2', date: '2020-01-01', zip: '97209', radius: '10' }));

    expect(await screen.findByText('Choose the date the new provider starts', undefined, LOADED)).toBeVisible();
    expect(await requests('POST', '/pcp/search')).toHaveLength(0);
  });
});

describe('search results', () => {
  it('says so, with ways to find more, when nothing matches', { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    openPage(searchPath({ members: '2', date: nextMonth, zip: '97209', radius: '5', name: 'Nobody Matches This' }));

    expect(await screen.findByText('No primary care providers match your search.', undefined, LOADED)).toBeVisible();
    expect(screen.getByText('No providers found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change your search' })).toHaveAttribute(
      'href',
      expect.stringContaining('/find-care/primary-care/2?members=2'),
    );
    expect(screen.queryByRole('navigation', { name: 'Results pages' })).not.toBeInTheDocument();
  });

  it('pages through the results with links, keeping the page in the address', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('rivera');
    const { router } = openPage(searchPath({ members: '2', date: nextMonth, zip: '97209', radius: '50' }));

    const pages = await screen.findByRole('navigation', { name: 'Results pages' }, LOADED);
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    const status = screen.getByText(/providers found\. Showing 1 to 10\./);
    const firstPage = screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'));
    expect(firstPage).toHaveLength(10);

    await user.click(within(pages).getByRole('link', { name: 'Next page' }));

    await waitFor(() => expect(status).toHaveTextContent(/Showing 11 to 20\./), LOADED);
    expect(router.state.location.search).toContain('page=2');
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus();
    const nav = screen.getByRole('navigation', { name: 'Results pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toBeVisible();

    const searches = await requests('POST', '/pcp/search');
    expect(searches.map((entry) => entry.query.get('page'))).toEqual(['0', '1']);

    // Back restores the first page from the address.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByText(/Showing 1 to 10\./)).toBeVisible());
  });

  it('moves focus to the results after a new search from Change search', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('rivera');
    const { router } = openPage(searchPath({ members: '2', date: nextMonth, zip: '97209', radius: '10' }));

    await screen.findByRole('article', { name: 'Maya Okafor, MD' }, LOADED);
    await user.click(screen.getByText('Change search'));
    const form = screen.getByRole('form', { name: 'Search for a primary care provider' });
    await user.selectOptions(within(form).getByLabelText('Distance'), 'Within 50 miles');
    await user.click(within(form).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.search).toContain('radius=50'));
    const results = screen.getByRole('region', { name: 'Results' });
    await waitFor(() => expect(results).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus();
    await screen.findByText(/providers found\. Showing 1 to 10\./, undefined, LOADED);
    expect(results).toContainElement(document.activeElement as HTMLElement);
  });

  it('restores the search from the address on load', { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    openPage(searchPath({ members: '2,1', date: monthAfter, zip: '97209', radius: '25', name: 'pediatrics', page: '1' }));

    expect(
      await screen.findByText(
        `For Sam Rivera and Alex Rivera, starting ${longDate(monthAfter)}, within 25 miles of 97209, matching “pediatrics”.`,
        undefined,
        LOADED,
      ),
    ).toBeVisible();
    await screen.findAllByRole('article', undefined, LOADED);
    const [search] = await requests('POST', '/pcp/search');
    expect(search?.body).toMatchObject({ radius: 25, zip: '97209', searchString: 'pediatrics' });
  });
});

describe('who may select', () => {
  it('gives a clear page for a family member who cannot choose a provider here', { timeout: 30_000 }, async () => {
    await signInAs('samrivera');
    openPage('/find-care/primary-care/0');

    expect(
      await screen.findByText("We couldn't find this family member among those who can choose a primary care provider.", undefined, LOADED),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to primary care' })).toHaveAttribute('href', '/find-care/primary-care');
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('gives a clear page to a member whose plan has no primary care selection', { timeout: 30_000 }, async () => {
    await signInAs('medicare');
    openPage('/find-care/primary-care/0');

    expect(await screen.findByText('Choosing a primary care provider is not part of your plan.', undefined, LOADED)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Select primary care' })).toBeVisible();
  });
});

describe('selecting a primary care provider in Spanish', () => {
  it('searches, confirms and shows the selection in Spanish', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('rivera');
    await showSpanish('find-care');
    const { container } = openPage('/find-care/primary-care/2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Seleccionar atención primaria' }, LOADED)).toBeVisible();
    expect(await screen.findByLabelText('Código postal', undefined, LOADED)).toHaveValue('97209');
    const next = formatDate(nextMonth);
    expect(screen.getByRole('radio', { name: next })).toBeChecked();
    expect(await englishLeftOn(container)).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Distancia'), 'A menos de 10 millas');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    const maya = await screen.findByRole('article', { name: 'Maya Okafor, MD' }, LOADED);
    expect(screen.getByText(`Para Sam Rivera, a partir del ${next}, a menos de 10 millas de 97209.`)).toBeVisible();
    expect(container.querySelector('.pcp-search-results__status')).toHaveTextContent(/^Se encontraron \d+ proveedores\. Se muestran del 1 al \d+\.$/);
    expect(within(maya).getByText('Acepta pacientes nuevos')).toBeVisible();
    expect(within(maya).getByText(/^a [\d.]+ millas? de distancia$/)).toBeVisible();
    expect(await englishLeftOn(container)).toEqual([]);

    await user.click(within(maya).getByRole('button', { name: 'Seleccionar a Maya Okafor, MD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme su proveedor de atención primaria' }, LOADED);
    expect(dialog).toHaveAccessibleDescription(`Maya Okafor, MD será el proveedor de atención primaria de Sam Rivera a partir del ${next}.`);
    const email = within(dialog).getByLabelText('Correo electrónico');
    await waitFor(() => expect(email).toHaveValue('jordan.rivera@example.com'));
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar la selección' }));
    expect(await within(dialog).findByText('Ingrese una dirección de correo electrónico válida, como nombre@ejemplo.com')).toBeVisible();
    await user.clear(email);
    await user.type(email, 'jordan.rivera@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar la selección' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Atención primaria' }, LOADED)).toBeVisible();
    expect(screen.getByText('Se seleccionó su proveedor de atención primaria')).toBeVisible();
    expect(screen.getByText(`Maya Okafor, MD será el proveedor de atención primaria de Sam Rivera a partir del ${next}.`)).toBeVisible();
    expect(screen.getByText(/^Confirmación: PCP-CONF-\d+$/)).toBeVisible();
    expect(screen.getByText('Enviamos los detalles a jordan.rivera@example.com.')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Sam Rivera' })).getByText(`Comienza el ${next}`)).toBeVisible();
  });

  it('says what is wrong with the search in Spanish', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('rivera');
    await showSpanish('find-care');
    openPage('/find-care/primary-care/2');

    const zip = await screen.findByLabelText('Código postal', undefined, LOADED);
    await user.clear(zip);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Código postal es un campo obligatorio', undefined, LOADED)).toBeVisible();
    expect(screen.getByText('Elija a qué distancia del código postal buscar')).toBeVisible();
    await user.type(zip, '972');
    expect(await screen.findByText('Ingrese un código postal de 5 dígitos', undefined, LOADED)).toBeVisible();
    expect(zip).toHaveAccessibleDescription('5 dígitos Ingrese un código postal de 5 dígitos');
  });

  it('says so in Spanish when nothing matches', { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    await showSpanish('find-care');
    const { container } = openPage(searchPath({ members: '2', date: nextMonth, zip: '97209', radius: '5', name: 'Nobody Matches This' }));

    expect(await screen.findByText('Ningún proveedor de atención primaria coincide con su búsqueda.', undefined, LOADED)).toBeVisible();
    expect(screen.getByText('No se encontraron proveedores')).toBeVisible();
    expect(screen.getByText('elija una distancia mayor')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cambie su búsqueda' })).toBeInTheDocument();
    expect(screen.getByText(/, que coincidan con “Nobody Matches This”\.$/)).toBeVisible();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
