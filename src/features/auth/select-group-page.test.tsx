import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { personaTokenClaims } from '../../../mocks/test-helpers';
import { MOCK_GATEWAY_BASE_URL, setupMockGateway as registerMockGateway } from '../../../mocks/node';
import { firstOfMonth } from '../../../mocks/personas/dates';
import { failOperation } from '../../../mocks/scenarios';
import { issueToken } from '../../../mocks/tokens';
import { getGetGroupDetailQueryKey } from '../../../generated/gateway/groups/groups';
import { decodeTokenClaims } from '../../domain/token/token-claims';
import { browserNavigation } from '../../shared/lib/browser-navigation';
import { formatDate } from '../../shared/lib/format';
import { LOCAL_TOKEN_KEY } from '../../shared/session/session-store';
import { expectNoBrokenText } from '../../test/broken-text';
import { englishLeftOn, showSpanish, text } from '../../test/i18n';
import { renderPage } from '../../test/render-page';

import { authTestConfig, expectErrorPage, forgetSession, recordRequests, requestsTo, storedTokens } from './auth-test-helpers';
import { SELECT_GROUP_TITLE } from './select-group-page';

// The mock gateway for this file (it registers vitest hooks; it is not a React hook).
const server = registerMockGateway();

afterEach(forgetSession);

/** Priya Natarajan, signed in to her school district group (10005520). */
function signInToRoseCity(): string {
  const token = issueToken(personaTokenClaims('multigroup', { groupId: '10005520' }));
  localStorage.setItem(LOCAL_TOKEN_KEY, token);
  return token;
}

async function openSelectGroup() {
  const token = signInToRoseCity();
  const user = userEvent.setup({ delay: null });
  const view = renderPage('/select-group', { config: authTestConfig() });
  await screen.findByRole('heading', { level: 2, name: 'Rose City Public Schools' });
  return { user, token, ...view };
}

const card = (name: string) => screen.getByRole('article', { name });
const plans = (name: string) => within(card(name)).getByRole('list', { name: `Plans in ${name}` });
const rows = (name: string) => within(plans(name)).getAllByRole('listitem').map((row) => row.textContent);

describe('select group', () => {
  it('lists each group with its coverage dates and a status row per category the member has there', async () => {
    await openSelectGroup();
    expect(screen.getByRole('heading', { level: 1, name: text(SELECT_GROUP_TITLE) })).toBeInTheDocument();

    expect(within(card('Rose City Public Schools')).getByText('Current group')).toBeInTheDocument();
    expect(within(card('Rose City Public Schools')).getByText(/Active since July 1, 2005/)).toBeInTheDocument();
    expect(rows('Rose City Public Schools')).toEqual([
      'MedicalActive since September 1, 2021',
      'DentalActive since September 1, 2021',
      `VisionEffective on ${formatDate(firstOfMonth(1))}`,
      'PharmacyActive since September 1, 2021',
    ]);
    // Only the categories present: no Medical or Pharmacy at the cooperative.
    expect(rows('Columbia Gorge Health Cooperative')).toEqual(['DentalActive since January 1, 2023', 'VisionActive since January 1, 2023']);
    expect(rows('Northwest Builders Trust')).toEqual(['MedicalTerminated on August 31, 2021']);
    expect(within(card('Columbia Gorge Health Cooperative')).queryByText('Current group')).not.toBeInTheDocument();
  });

  it('tells a member with several groups to choose one', async () => {
    await openSelectGroup();
    expect(screen.getByText(/^You are covered through more than one group\./)).toBeInTheDocument();
  });

  it('tells a member with one group that it is the one (not "more than one group")', async () => {
    localStorage.setItem(LOCAL_TOKEN_KEY, issueToken(personaTokenClaims('rivera')));
    renderPage('/select-group', { config: authTestConfig() });
    const [only] = await screen.findAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const groupName = within(only!).getByRole('heading', { level: 2 }).textContent;
    expect(screen.getByText(`You are covered through one group, ${groupName}. Its coverage dates and plans are below.`)).toBeInTheDocument();
    expect(screen.queryByText(/more than one group/)).not.toBeInTheDocument();
  });

  it('names a group without its name by its number, and says what it can of plans without dates or status', async () => {
    server.use(
      http.get(`${MOCK_GATEWAY_BASE_URL}/group-detail`, () =>
        HttpResponse.json([
          { groupId: '10005520', groupName: 'Rose City Public Schools', groupEffectiveDate: '2005-07-01' },
          // No name, no dates; a medical plan without its status, a dental plan without its date.
          { groupId: '10007777', medical: { planEffectiveDate: '2024-01-01' }, dental: { planStatus: 'ACTIVE' } },
        ]),
      ),
    );
    await openSelectGroup();

    const unnamed = card('Group 10007777');
    expect(within(unnamed).getByText(/^Coverage dates:/).parentElement).toHaveTextContent('Coverage dates: —');
    expect(rows('Group 10007777')).toEqual(['DentalActive']);
    expect(within(unnamed).getByRole('button', { name: 'View group Group 10007777' })).toBeInTheDocument();
    expectNoBrokenText();
  });

  it('shows a check for ACTIVE and a cross for TERMED, each with a text alternative', async () => {
    await openSelectGroup();
    const roseCity = within(plans('Rose City Public Schools'));
    expect(roseCity.getAllByRole('img', { name: 'Active' })).toHaveLength(3);
    expect(roseCity.getByRole('img', { name: 'Upcoming' })).toBeInTheDocument();
    expect(within(plans('Northwest Builders Trust')).getByRole('img', { name: 'Terminated' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Terminated' }).querySelector('svg path')).toHaveAttribute('d', 'M4 4l8 8M12 4l-8 8');
  });

  it('goes home without a switch call when the chosen group is the one the token is tied to', async () => {
    const { user, router, token } = await openSelectGroup();
    const requests = recordRequests(server);
    await user.click(within(card('Rose City Public Schools')).getByRole('button', { name: 'View group Rose City Public Schools' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(requestsTo(requests, 'POST', '/group-selection')).toEqual([]);
    expect(storedTokens().local).toBe(token);
  });

  it("takes the account's group as the current one when the token names none, and goes home without a switch call", async () => {
    // A login that chose no group (the member's groups need no choice at login) issues a token without groupId.
    const token = issueToken(personaTokenClaims('multigroup'));
    localStorage.setItem(LOCAL_TOKEN_KEY, token);
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage('/select-group', { config: authTestConfig() });
    const current = await screen.findByText('Current group');
    const article = current.closest('article')!;
    const requests = recordRequests(server);
    await user.click(within(article).getByRole('button', { name: /^View group / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(requestsTo(requests, 'POST', '/group-selection')).toEqual([]);
    expect(storedTokens().local).toBe(token);
  });

  it('switches group: the switch call, the old session state logged out, then post-login routing with the new token', async () => {
    const { user, router, services, token } = await openSelectGroup();
    sessionStorage.setItem('registration-wizard', '{"activeStep":2}');
    const requests = recordRequests(server);
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    const switchedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'View group Northwest Builders Trust' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // Through the single sign-on landing, never by way of the login page.
    expect(visited.filter((path, index) => path !== (visited[index - 1] ?? '/select-group'))).toEqual(['/sso', '/home']);
    expect(requestsTo(requests, 'POST', '/group-selection').map((request) => request.body)).toEqual([
      { groupId: '10004410', domain: 1 },
    ]);
    // Post-login routing read the groups, preferences and status with the new token.
    const reads = requests.filter((request) => ['/groups', '/account/preferences', '/account/status'].includes(request.path));
    const stored = storedTokens().local;
    expect(reads).toHaveLength(3);
    expect(reads.every((request) => request.authorization === `Bearer ${stored}`)).toBe(true);
    expect(stored).not.toBe(token);
    expect(decodeTokenClaims(stored)).toMatchObject({ sub: 'multigroup', groupId: '10004410' });
    // Nothing of the old session is kept.
    expect(sessionStorage.getItem('registration-wizard')).toBeNull();
    // (The dashboard reads the group detail again for the new session: nothing older than the switch is in the cache.)
    const cached = (await services.queries.load()).getQueryState(getGetGroupDetailQueryKey());
    expect(cached === undefined || cached.dataUpdatedAt >= switchedAt).toBe(true);
  });

  it('hands the member to the external system when the new group is a hand-off group, keeping no session', async () => {
    const submitForm = vi.spyOn(browserNavigation, 'submitForm').mockImplementation(() => undefined);
    const { user, router } = await openSelectGroup();
    await user.click(screen.getByRole('button', { name: 'View group Columbia Gorge Health Cooperative' }));
    await waitFor(() => expect(submitForm).toHaveBeenCalledTimes(1));
    expect(decodeTokenClaims(String(new FormData(submitForm.mock.calls[0]![0]).get('token')))).toMatchObject({ groupId: '10006120' });
    expect(storedTokens()).toMatchObject({ local: null, apiCookie: null, accessCookie: null });
    expect(router.state.location.pathname).toBe('/sso');
    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeInTheDocument();
  });

  it('stops the spinner and shows the error page when the switch fails, leaving the member signed in', async () => {
    failOperation('selectGroup', 500);
    const { user, router, token } = await openSelectGroup();
    await user.click(screen.getByRole('button', { name: 'View group Northwest Builders Trust' }));
    await expectErrorPage(500);
    expect(router.state.location.pathname).toBe('/select-group');
    expect(screen.queryByTestId('overlay-spinner')).not.toBeInTheDocument();
    expect(storedTokens().local).toBe(token);
  });
});

describe('select group in Spanish', () => {
  it('reads in Spanish: the rows of each group, their icons and the View group buttons, and no English message left', async () => {
    signInToRoseCity();
    await showSpanish('auth');
    const { container } = renderPage('/select-group', { config: authTestConfig() });
    await screen.findByRole('heading', { level: 2, name: 'Rose City Public Schools' });
    expect(screen.getByRole('heading', { level: 1, name: 'Seleccione un grupo' })).toBeInTheDocument();
    expect(screen.getByText(/^Usted tiene cobertura a través de más de un grupo\./)).toBeInTheDocument();
    expect(within(card('Rose City Public Schools')).getByText('Grupo actual')).toBeInTheDocument();
    const roseCityPlans = within(card('Rose City Public Schools')).getByRole('list', { name: 'Planes de Rose City Public Schools' });
    expect(within(roseCityPlans).getAllByRole('listitem')[0]).toHaveTextContent('MédicoActivo desde el 1 de septiembre de 2021');
    expect(within(roseCityPlans).getAllByRole('img', { name: 'Activo' })).not.toHaveLength(0);
    expect(within(card('Northwest Builders Trust')).getByRole('img', { name: 'Terminado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver el grupo Northwest Builders Trust' })).toHaveTextContent('Ver grupo');
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
