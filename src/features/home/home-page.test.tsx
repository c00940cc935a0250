import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MOCK_GATEWAY_BASE_URL, serveAlteredAnswer } from '../../../mocks/node';
import { daysFromToday, firstOfMonth } from '../../../mocks/personas/dates';
import { failOperation, slowResponse } from '../../../mocks/scenarios';
import { gatewayCaller } from '../../../mocks/test-helpers';
import type { DomainId } from '../../config/brands';
import { englishLeftOn, showSpanish } from '../../test/i18n';
import { renderPage } from '../../test/render-page';
import { signInAs } from '../../test/sign-in';
import { testRuntimeConfig } from '../../test/test-runtime-config';
import { DASH, formatDate } from '../../shared/lib/format';
import { expectNoBrokenText } from '../../test/broken-text';
import { setupPortalTestFile } from '../../test/portal-test-file';

const server = setupPortalTestFile({ testTimeout: 30_000 });

/**
 * The first render of a file loads the whole portal, which takes seconds on a busy 2-core machine; the tests
 * themselves take well under a second once it has loaded.
 */
const FIRST_RENDER_TIMEOUT_MS = 15_000;

afterEach(() => {
  vi.useRealTimers();
});

/** Signs in as the persona on its brand, opens /home and waits until the dashboard's content shows. */
async function openDashboard(username: string, domainId: DomainId = 1) {
  await signInAs(username, { domainId });
  const view = renderPage('/home', { config: testRuntimeConfig({ domainId }) });
  await screen.findByRole('heading', { level: 1, name: /^Welcome, / }, { timeout: FIRST_RENDER_TIMEOUT_MS });
  return view;
}

function tile(name: string) {
  return screen.getByRole('region', { name });
}

function queryTile(name: string) {
  return screen.queryByRole('region', { name });
}

function programNames() {
  const list = within(tile('Programs')).getByRole('list');
  return within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent);
}

describe('the family subscriber (rivera, brand 1)', () => {
  it('shows the whole brand 1 dashboard', async () => {
    await openDashboard('rivera');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Jordan');
    const welcome = screen.getByRole('region', { name: 'Welcome, Jordan' });
    expect(within(welcome).getByText('900123456')).toBeInTheDocument();
    expect(within(welcome).getByRole('button', { name: 'Copy subscriber ID' })).toBeInTheDocument();

    // Banners: the eBill alert only (no plan management for a group plan; the primary care banner ended 2025-03-31).
    expect(screen.getByText('eBill Update needed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update payment method(s)' })).toHaveAttribute('href', '/account/ebill');
    expect(screen.queryByText('Primary care group administrative update')).not.toBeInTheDocument();
    expect(screen.queryByText(/Renew, change or cancel/)).not.toBeInTheDocument();
    expect(screen.queryByText('Your plan will not renew')).not.toBeInTheDocument();
    expect(queryTile('Preventive care initiative')).not.toBeInTheDocument();

    const info = tile('Member information');
    expect(within(info).getByText('Jordan Rivera')).toBeInTheDocument();
    expect(within(info).getByText('900123456')).toBeInTheDocument();
    expect(within(info).getByText('10001234')).toBeInTheDocument();
    expect(within(info).getByText('Cascade Timber Cooperative')).toBeInTheDocument();
    expect(within(info).getByText('Medical: PPO')).toBeInTheDocument();
    expect(within(info).getByText('Dental: Dental PPO')).toBeInTheDocument();
    expect(within(info).getByText('Delta Dental PPO')).toBeInTheDocument();
    expect(within(info).getByRole('button', { name: 'Download ID card' })).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'More ID card options' })).toHaveAttribute('href', '/id-card');
    expect(within(info).queryByText('Special group')).not.toBeInTheDocument();

    // Primary care: Sam still has to choose; Jordan and Alex have providers.
    const primaryCare = tile('Primary care');
    expect(within(primaryCare).getByRole('link', { name: 'Select primary care for Sam Rivera' })).toHaveAttribute(
      'href',
      '/find-care/primary-care/2',
    );
    expect(within(primaryCare).getAllByRole('link')).toHaveLength(1);
    expect(within(primaryCare).getByText('Maya Okafor, MD')).toBeInTheDocument();
    expect(within(primaryCare).getByText('Daniel Whitaker, DO')).toBeInTheDocument();

    // No featured limit tile on brand 1.
    expect(queryTile('Dental benefit remaining')).not.toBeInTheDocument();

    // Six of the eight high-priority programs by display order, then the two shortcuts.
    expect(programNames()).toEqual([
      '24/7 nurse line',
      'Diabetes Prevention and Lifestyle Coaching',
      'Telehealth visits',
      'Find a dentist',
      'Pharmacy benefit manager (opens in a new tab)',
      'Passport dental',
      'Online bill pay',
      'Outline of Coverage (opens in a new tab)',
    ]);
    expect(within(tile('Programs')).getByRole('link', { name: 'View all programs' })).toHaveAttribute('href', '/benefits/programs');
  });

  it('cuts a long program name at 25 characters and keeps the full name as its accessible name', async () => {
    await openDashboard('rivera');
    const link = within(tile('Programs')).getByRole('link', { name: 'Diabetes Prevention and Lifestyle Coaching' });
    expect(link).toHaveTextContent(/^Diabetes Prevention and L…$/);
    expect(link).toHaveAttribute('href', '/benefits/programs/104');
    expect(within(tile('Programs')).getByRole('link', { name: 'Online bill pay' })).toHaveAttribute('href', '/account/ebill');
  });
});

describe('a dependent (samrivera)', () => {
  it('greets the dependent and lists only his own primary care', async () => {
    await openDashboard('samrivera');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Sam');
    const info = tile('Member information');
    expect(within(info).getByText('Sam Rivera')).toBeInTheDocument();
    expect(within(info).getByText('900123456')).toBeInTheDocument();
    const primaryCare = tile('Primary care');
    expect(within(primaryCare).getByRole('link', { name: 'Select primary care for Sam Rivera' })).toBeInTheDocument();
    expect(within(primaryCare).queryByText(/Jordan|Alex/)).not.toBeInTheDocument();
  });
});

describe('a termed member (termed)', () => {
  it('shows no ID card actions, no eBill and no programs', async () => {
    await openDashboard('termed');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Evelyn');
    const info = tile('Member information');
    expect(within(info).getByText('Not currently enrolled')).toBeInTheDocument();
    expect(within(info).queryByRole('button', { name: 'Download ID card' })).not.toBeInTheDocument();
    expect(within(info).queryByRole('link', { name: 'More ID card options' })).not.toBeInTheDocument();
    expect(screen.queryByText('eBill Update needed')).not.toBeInTheDocument();
    expect(queryTile('Programs')).not.toBeInTheDocument();
    expect(queryTile('Primary care')).not.toBeInTheDocument();
  });

  it('keeps the Outline of Coverage shortcut when an address is returned, without featured programs or View all programs', async () => {
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/handbook/ooc`, () =>
        HttpResponse.text('https://documents.plan.example/ooc/hart-2026.pdf', { headers: { 'Content-Type': 'text/plain' } }),
      ),
    );
    await openDashboard('termed');
    const programs = tile('Programs');
    expect(programNames()).toEqual(['Outline of Coverage (opens in a new tab)']);
    expect(within(programs).queryByRole('link', { name: 'View all programs' })).not.toBeInTheDocument();
  });
});

describe('brand 5 (harborpolicy, after accepting the policies)', () => {
  it("shows the featured dental limit tile, no shortcut programs and no 'View all programs' (brand 5 has no programs page)", async () => {
    const gateway = gatewayCaller(MOCK_GATEWAY_BASE_URL);
    const token = await gateway.signIn('harborpolicy');
    const accepted = await gateway.call('PUT', '/account/registration/policies', {
      token,
      json: { isCommunicationPolicySigned: true, isEeobPreferenceConsented: true },
    });
    expect(accepted.status).toBe(200);

    await openDashboard('harborpolicy', 5);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Mei');

    const limit = tile('Dental benefit remaining');
    expect(within(limit).getByText('$1,210.00', { selector: '.featured-limit-tile__value' })).toBeInTheDocument();
    expect(within(limit).getByRole('progressbar', { name: 'Annual maximum' })).toHaveAttribute('aria-valuenow', '39.5');
    expect(within(limit).getByText('$790.00')).toBeInTheDocument();
    expect(within(limit).getByText('$2,000.00')).toBeInTheDocument();

    expect(programNames()).toEqual(['Find a dentist', 'Dental cost estimator', 'Passport dental']);
    expect(within(tile('Programs')).queryByRole('link', { name: 'View all programs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Online bill pay|Outline of Coverage/ })).not.toBeInTheDocument();
    expect(screen.queryByText('eBill Update needed')).not.toBeInTheDocument();
    expect(within(tile('Member information')).getByRole('button', { name: 'Download ID card' })).toBeInTheDocument();
  });
});

describe('brand 2 (summit)', () => {
  it('shows the dashboard without a featured limit tile and without shortcuts the member cannot use', async () => {
    await openDashboard('summit', 2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Tomás');
    expect(within(tile('Member information')).getByText('200451230')).toBeInTheDocument();
    expect(queryTile('Dental benefit remaining')).not.toBeInTheDocument();
    // No eBill and no outline of coverage for this plan, so no shortcuts; no primary care for this family.
    expect(programNames()).toEqual(['24/7 nurse line', 'Telehealth visits', 'Find a dentist', 'Pharmacy benefit manager (opens in a new tab)']);
    expect(queryTile('Primary care')).not.toBeInTheDocument();
  });
});

describe('ID card eligibility', () => {
  it('offers neither ID card action to an enrolled member the gateway says is not eligible for an ID card', async () => {
    server.use(http.get(`${MOCK_GATEWAY_BASE_URL}/idCard/eligible`, () => HttpResponse.json(false)));
    await openDashboard('rivera');
    const info = tile('Member information');
    expect(within(info).getByText('Jordan Rivera')).toBeInTheDocument();
    expect(within(info).queryByRole('button', { name: 'Download ID card' })).not.toBeInTheDocument();
    expect(within(info).queryByRole('link', { name: 'More ID card options' })).not.toBeInTheDocument();
  });
});

describe('a member flagged local 598 (local598)', () => {
  it('shows the employee ID instead of the subscriber ID', async () => {
    await openDashboard('local598');
    expect(within(screen.getByRole('region', { name: 'Welcome, Frank' })).getByText('598-044172')).toBeInTheDocument();
    expect(within(tile('Member information')).getByText('598-044172')).toBeInTheDocument();
    // Labelled as what it is, in the welcome banner and the member info tile.
    expect(within(screen.getByRole('region', { name: 'Welcome, Frank' })).getByText('Employee ID')).toBeInTheDocument();
    expect(within(tile('Member information')).getByText('Employee ID')).toBeInTheDocument();
    expect(screen.queryByText('Subscriber ID')).not.toBeInTheDocument();
    expect(screen.queryByText('900598117')).not.toBeInTheDocument();
  });
});

describe('the special group (specialgroup)', () => {
  it('marks group 10002805 as a special group', async () => {
    await openDashboard('specialgroup');
    const info = tile('Member information');
    expect(within(info).getByText('Special group')).toBeVisible();
    expect(within(info).getByText('10002805')).toBeInTheDocument();
  });
});

describe('the city-employer plan', () => {
  it('shows the preventive care due date (city)', async () => {
    await openDashboard('city');
    const card = tile('Preventive care initiative');
    expect(card).toHaveTextContent('2026-2027 plan year');
    expect(card).toHaveTextContent(`Your preventive care visit is due by ${formatDate(daysFromToday(75))}.`);
    expect(within(tile('Primary care')).getByText('Elena Vasquez, MD')).toBeInTheDocument();
  });

  it('says the information is currently unavailable, with a phone and e-mail contact (cityunknown)', async () => {
    await openDashboard('cityunknown');
    const card = tile('Preventive care initiative');
    expect(card).toHaveTextContent('2026-2027 plan year');
    expect(card).toHaveTextContent('information currently unavailable');
    expect(within(card).getByRole('link', { name: '1-888-555-0100' })).toHaveAttribute('href', 'tel:+18885550100');
    expect(within(card).getByRole('link', { name: 'memberservices@cascade-health.example' })).toHaveAttribute(
      'href',
      'mailto:memberservices@cascade-health.example',
    );
    expect(within(tile('Primary care')).getByRole('link', { name: "Select primary care for Kevin O'Brien" })).toHaveAttribute(
      'href',
      '/find-care/primary-care/0',
    );
  });

  it('is not shown to members of other plans', async () => {
    await openDashboard('specialgroup');
    expect(queryTile('Preventive care initiative')).not.toBeInTheDocument();
  });
});

describe('a primary care change to come (haddad)', () => {
  /** A date as an English reader reads it written out, built apart from the portal's own formatter. */
  const writtenOut = (iso: string) =>
    new Date(`${iso}T00:00:00`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

  it("names today's provider with the change to come, and a first provider who starts later as upcoming only", async () => {
    await openDashboard('haddad');
    const primaryCare = tile('Primary care');
    const changeDay = writtenOut(firstOfMonth(1));

    // Nora keeps Thomas Nguyen until the end of the month: he is her provider today, the new one comes with its date.
    const nora = within(primaryCare).getByText('Nora Haddad').closest('li') as HTMLElement;
    expect(within(nora).getByText('Thomas Nguyen, MD')).toBeVisible();
    expect(within(nora).getByText(`Changes to Maya Okafor, MD on ${changeDay}`)).toBeVisible();
    expect(within(nora).queryByText('Maya Okafor, MD')).not.toBeInTheDocument();

    // Leo has no provider today: his first one reads as starting later, never as his provider now.
    const leo = within(primaryCare).getByText('Leo Haddad').closest('li') as HTMLElement;
    expect(within(leo).getByText(`Grace Oyelaran, MD from ${changeDay}`)).toBeVisible();
    expect(within(leo).queryByText('Grace Oyelaran, MD')).not.toBeInTheDocument();
    // He has chosen, so he is not listed among the members still to choose.
    expect(within(primaryCare).queryByText('No primary care provider selected')).not.toBeInTheDocument();
    expect(within(primaryCare).queryByRole('link', { name: /^Select primary care for / })).not.toBeInTheDocument();
  });
});

describe('answers without the fields the dashboard can do without', () => {
  it('shows a dash for the group name, the provider by number, and the preventive care card without the plan name (city)', async () => {
    const withoutGroupName = (body: unknown) => {
      const { groupName: _groupName, ...rest } = body as Record<string, unknown>;
      return rest;
    };
    serveAlteredAnswer(server, '/account', withoutGroupName);
    serveAlteredAnswer(server, '/pcp/members', (body) =>
      (body as { pcp360History: Record<string, unknown>[] }[]).map((member) => ({
        ...member,
        pcp360History: member.pcp360History.map(({ providerName: _providerName, ...entry }) => entry),
      })),
    );
    serveAlteredAnswer(server, '/programs/sitecore', (body) =>
      (body as Record<string, unknown>[]).map(({ displayOrder: _displayOrder, ...program }) => program),
    );
    await openDashboard('city');

    const info = tile('Member information');
    expect(within(info).getByText('Group name').nextElementSibling).toHaveTextContent(DASH);
    expect(within(tile('Primary care')).getByText(/^Provider P-\d+, MD$/)).toBeInTheDocument();
    expect(tile('Preventive care initiative')).toHaveTextContent('Your 2026-2027 plan year includes a preventive care initiative');
    expect(programNames().length).toBeGreaterThan(0);
    expectNoBrokenText();
  });
});

describe('the plan management banner', () => {
  it('reminds a member before cancellation to renew, change or cancel by the open enrollment end date (renewal)', async () => {
    await openDashboard('renewal');
    const banner = screen.getByText(/^Renew, change or cancel/).closest('.alert-banner') as HTMLElement;
    expect(banner).toHaveTextContent(`Open enrollment ends ${formatDate(daysFromToday(23))}.`);
    expect(within(banner).getByRole('link', { name: 'Manage my plan' })).toHaveAttribute('href', '/account/plan-benefits');
    expect(screen.queryByText('Your plan will not renew')).not.toBeInTheDocument();
    // The plan has eBill (no update needed) and an outline of coverage, so both shortcuts show without the alert.
    expect(screen.queryByText('eBill Update needed')).not.toBeInTheDocument();
    expect(within(tile('Programs')).getByRole('link', { name: 'Online bill pay' })).toBeInTheDocument();
    expect(within(tile('Programs')).getByRole('link', { name: 'Outline of Coverage (opens in a new tab)' })).toHaveAttribute(
      'href',
      `https://documents.plan.example/ooc/individual-gold-${new Date().getFullYear()}.pdf`,
    );
  });

  it.each([
    ['cancelledm', ['Medical']],
    ['cancelledd', ['Medical', 'Dental']],
  ])('after cancellation (%s) shows the coverage end date and the plans not renewed', async (username, plans) => {
    await openDashboard(username);
    const banner = screen.getByText('Your plan will not renew').closest('.alert-banner') as HTMLElement;
    expect(banner).toHaveTextContent(`Your coverage ends December 31, ${new Date().getFullYear()}.`);
    expect(within(within(banner).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(plans);
    expect(within(banner).getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', '/support/customer-service');
    expect(screen.queryByRole('link', { name: 'Manage my plan' })).not.toBeInTheDocument();
  });
});

describe('the primary care banner (cutoff 2025-03-31)', () => {
  it('shows to a PCP-eligible member on the last day', async () => {
    vi.setSystemTime(new Date(2025, 2, 31, 23, 30));
    await openDashboard('rivera');
    expect(screen.getByText('Primary care group administrative update')).toBeInTheDocument();
  });

  it('is gone the day after', async () => {
    vi.setSystemTime(new Date(2025, 3, 1, 0, 15));
    await openDashboard('rivera');
    expect(screen.queryByText('Primary care group administrative update')).not.toBeInTheDocument();
  });

  it('never shows to a member who is not PCP-eligible', async () => {
    vi.setSystemTime(new Date(2025, 2, 1, 12));
    await openDashboard('specialgroup');
    expect(screen.queryByText('Primary care group administrative update')).not.toBeInTheDocument();
  });
});

describe('loading', () => {
  it('shows the overlay spinner and nothing of the dashboard until every call has answered', async () => {
    slowResponse('getContentPrograms', 2_000);
    await signInAs('rivera');
    renderPage('/home');
    await waitFor(() => expect(screen.getByText('Loading your dashboard')).toBeInTheDocument());
    expect(screen.getByTestId('overlay-spinner')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByText('eBill Update needed')).not.toBeInTheDocument();
    // In its place, the dashboard's shapes, hidden from assistive technology.
    expect(screen.getByTestId('dashboard-skeleton')).toHaveAttribute('aria-hidden', 'true');

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Jordan' }, { timeout: FIRST_RENDER_TIMEOUT_MS });
    expect(screen.queryByTestId('overlay-spinner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-skeleton')).not.toBeInTheDocument();
  });

  it('shows the error page for a failed call, keeps the address, and shows nothing half-loaded', async () => {
    failOperation('getPcpMembers', 403);
    await signInAs('rivera');
    const { router } = renderPage('/home');
    await screen.findByText(/^Error code: 403/, undefined, { timeout: FIRST_RENDER_TIMEOUT_MS });
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByText(/^Welcome, /)).not.toBeInTheDocument();
    expect(screen.queryByText('eBill Update needed')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Member information' })).not.toBeInTheDocument();
  });
});

/**
 * The gateway's program names that are also messages of the portal's menus: the tiles show them as the gateway
 * sends them (they are not the portal's words), so they are not English left on a Spanish page.
 */
const GATEWAY_PROGRAM_NAMES = ['Find a dentist', 'Pharmacy benefit manager'];

/** Opens the dashboard in Spanish as the persona and waits until its content shows. */
async function openSpanishDashboard(username: string) {
  await signInAs(username);
  await showSpanish('home');
  const view = renderPage('/home', { config: testRuntimeConfig() });
  await screen.findByRole('heading', { level: 1, name: /^Le damos la bienvenida, / }, { timeout: FIRST_RENDER_TIMEOUT_MS });
  return view;
}

describe('the dashboard in Spanish', () => {
  it('greets the member, shows the eBill alert, the member information and the tiles in Spanish, with no English message left (rivera)', async () => {
    const { container } = await openSpanishDashboard('rivera');
    const welcome = screen.getByRole('region', { name: 'Le damos la bienvenida, Jordan' });
    expect(welcome).toHaveTextContent('ID de suscriptor 900123456');
    expect(within(welcome).getByRole('button', { name: 'Copiar ID de suscriptor' })).toBeInTheDocument();

    expect(screen.getByText('Se necesita actualizar eBill')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Actualizar método(s) de pago' })).toHaveAttribute('href', '/account/ebill');

    const info = tile('Información del miembro');
    expect(within(info).getByText('Número de grupo')).toBeInTheDocument();
    // The category is the portal's word, the insurance type the gateway's.
    expect(within(info).getByText('Médico: PPO')).toBeInTheDocument();
    expect(within(info).getByRole('button', { name: 'Descargar tarjeta de identificación' })).toBeInTheDocument();
    expect(within(tile('Atención primaria')).getByText('Maya Okafor, MD')).toBeInTheDocument();
    expect(within(tile('Programas')).getByRole('link', { name: 'Ver todos los programas' })).toHaveAttribute('href', '/benefits/programs');
    expect(await englishLeftOn(container, { ignore: GATEWAY_PROGRAM_NAMES })).toEqual([]);
  });

  it('reminds the member to renew, change or cancel, with the date in Spanish (renewal)', async () => {
    const { container } = await openSpanishDashboard('renewal');
    const banner = screen.getByText(/^Renueve, cambie o cancele su plan/).closest('.alert-banner') as HTMLElement;
    expect(banner).toHaveTextContent(`La inscripción abierta termina el ${formatDate(daysFromToday(23))}.`);
    expect(formatDate(daysFromToday(23))).toMatch(/ de /);
    expect(within(banner).getByRole('link', { name: 'Administrar mi plan' })).toHaveAttribute('href', '/account/plan-benefits');
    expect(within(tile('Programas')).getByRole('link', { name: /\(se abre en una pestaña nueva\)$/ })).toBeInTheDocument();
    expect(await englishLeftOn(container, { ignore: GATEWAY_PROGRAM_NAMES })).toEqual([]);
  });

  it('names the primary care change to come in Spanish (haddad)', async () => {
    const { container } = await openSpanishDashboard('haddad');
    const primaryCare = tile('Atención primaria');
    const changeDay = formatDate(firstOfMonth(1));
    expect(changeDay).toMatch(/^1 de [a-z]+ de \d{4}$/);
    expect(within(primaryCare).getByText('Thomas Nguyen, MD')).toBeVisible();
    expect(within(primaryCare).getByText(`Cambia a Maya Okafor, MD el ${changeDay}`)).toBeVisible();
    expect(within(primaryCare).getByText(`Grace Oyelaran, MD desde el ${changeDay}`)).toBeVisible();
    expect(await englishLeftOn(container, { ignore: GATEWAY_PROGRAM_NAMES })).toEqual([]);
  });

  it('says the preventive care due date is unavailable, in Spanish (cityunknown)', async () => {
    const { container } = await openSpanishDashboard('cityunknown');
    const card = tile('Iniciativa de atención preventiva');
    expect(card).toHaveTextContent(/El año del plan 2026-2027 de .+ incluye una iniciativa de atención preventiva/);
    expect(card).toHaveTextContent('información no disponible por el momento');
    expect(within(card).getByRole('link', { name: '1-888-555-0100' })).toBeInTheDocument();
    expect(within(tile('Atención primaria')).getByRole('link', { name: "Seleccionar atención primaria para Kevin O'Brien" })).toHaveAttribute(
      'href',
      '/find-care/primary-care/0',
    );
    expect(await englishLeftOn(container, { ignore: GATEWAY_PROGRAM_NAMES })).toEqual([]);
  });

  it('labels the employee ID of a member flagged local 598 in Spanish', async () => {
    await openSpanishDashboard('local598');
    expect(screen.getByRole('region', { name: 'Le damos la bienvenida, Frank' })).toHaveTextContent('ID de empleado 598-044172');
    expect(within(tile('Información del miembro')).getByText('ID de empleado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar ID de empleado' })).toBeInTheDocument();
  });
});
