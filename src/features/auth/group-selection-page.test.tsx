import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setupMockGateway as registerMockGateway } from '../../../mocks/node';
import { failOperation } from '../../../mocks/scenarios';
import { decodeTokenClaims } from '../../domain/token/token-claims';
import { browserNavigation } from '../../shared/lib/browser-navigation';
import { englishLeftOn, showSpanish, text } from '../../test/i18n';
import { renderApp } from '../../test/render-app';
import { startLoginAs } from '../../test/sign-in';

import { authTestConfig, expectErrorPage, forgetSession, recordRequests, requestsTo, storedTokens, submitLogin } from './auth-test-helpers';
import { CHOOSE_PLAN_MESSAGE, GROUP_SELECTION_TITLE } from './group-selection-page';

// The mock gateway for this file (it registers vitest hooks; it is not a React hook).
const server = registerMockGateway();

afterEach(forgetSession);

const ROSE_CITY = '10005520 Rose City Public Schools: September 1, 2021';
const COLUMBIA_GORGE = '10006120 Columbia Gorge Health Cooperative: January 1, 2023';
const NORTHWEST = '10004410 Northwest Builders Trust: January 1, 2019 - August 31, 2021';

async function openGroupSelection() {
  await startLoginAs('multigroup');
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/group-selection', { config: authTestConfig() });
  await screen.findByRole('radio', { name: new RegExp(`^${ROSE_CITY}`) });
  return { user, ...view };
}

describe('group selection', () => {
  it("shows one card per group reading 'groupId groupName: effective - termination', inactive plans with their banner", async () => {
    await openGroupSelection();
    expect(screen.getByRole('heading', { level: 1, name: 'Access your Member Dashboard: Select plan' })).toBeInTheDocument();
    const plans = screen.getByRole('group', { name: 'Your plans' });
    const radios = within(plans).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toHaveAccessibleName(ROSE_CITY);
    expect(radios[1]).toHaveAccessibleName(COLUMBIA_GORGE);
    expect(radios[2]).toHaveAccessibleName(NORTHWEST);
    // The banner sits on the inactive plan's card and is read with its choice.
    expect(radios[2]).toHaveAccessibleDescription('Inactive plan');
    expect(radios[0]).not.toHaveAccessibleDescription();
    expect(screen.getAllByText('Inactive plan')).toHaveLength(1);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('button', { name: 'Log in to account' })).toBeInTheDocument();
  });

  it('asks for a plan before logging in, without calling the gateway', async () => {
    const { user } = await openGroupSelection();
    const requests = recordRequests(server);
    await user.click(screen.getByRole('button', { name: 'Log in to account' }));
    expect(await screen.findByText(text(CHOOSE_PLAN_MESSAGE))).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your plans' })).toHaveAccessibleDescription(text(CHOOSE_PLAN_MESSAGE));
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('radio', { name: ROSE_CITY }));
    expect(screen.queryByText(text(CHOOSE_PLAN_MESSAGE))).not.toBeInTheDocument();
  });

  it("binds the login to the chosen group with the brand's domain id, then routes home with the new token stored", async () => {
    const { user, router } = await openGroupSelection();
    const requests = recordRequests(server);
    await user.click(screen.getByRole('radio', { name: ROSE_CITY }));
    await user.click(screen.getByRole('button', { name: 'Log in to account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(requestsTo(requests, 'POST', '/group-selection').map((request) => request.body)).toEqual([
      { groupId: '10005520', domain: 1 },
    ]);
    expect(decodeTokenClaims(storedTokens().local)).toMatchObject({ sub: 'multigroup', groupId: '10005520' });
  });

  it('hands a member of a hand-off group to the external system', async () => {
    const submitForm = vi.spyOn(browserNavigation, 'submitForm').mockImplementation(() => undefined);
    const { user } = await openGroupSelection();
    await user.click(screen.getByRole('radio', { name: COLUMBIA_GORGE }));
    await user.click(screen.getByRole('button', { name: 'Log in to account' }));

    await waitFor(() => expect(submitForm).toHaveBeenCalledTimes(1));
    const token = new FormData(submitForm.mock.calls[0]![0]).get('token');
    expect(decodeTokenClaims(String(token))).toMatchObject({ groupId: '10006120' });
    expect(storedTokens().local).toBeNull();
  });

  it('stops the spinner and shows the error page when the selection fails', async () => {
    failOperation('selectGroup', 503);
    const { user, router } = await openGroupSelection();
    await user.click(screen.getByRole('radio', { name: ROSE_CITY }));
    await user.click(screen.getByRole('button', { name: 'Log in to account' }));

    await expectErrorPage(503);
    expect(router.state.location.pathname).toBe('/group-selection');
    expect(screen.queryByTestId('overlay-spinner')).not.toBeInTheDocument();
    expect(storedTokens().local).toBeNull();
  });

  it('reuses the groups the login read: one GET /groups from login to this page', async () => {
    const requests = recordRequests(server);
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/login', { config: authTestConfig() });
    await submitLogin(user, 'multigroup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/group-selection'));
    await screen.findByRole('radio', { name: ROSE_CITY });
    expect(requestsTo(requests, 'GET', '/groups')).toHaveLength(1);
  });
});

describe('group selection in Spanish', () => {
  it('reads in Spanish, dates day first, the plan names as the gateway sends them, and no English message left', async () => {
    await startLoginAs('multigroup');
    await showSpanish('auth');
    const user = userEvent.setup({ delay: null });
    const { container } = renderApp('/group-selection', { config: authTestConfig() });
    expect(await screen.findByRole('heading', { level: 1, name: text(GROUP_SELECTION_TITLE) })).toHaveTextContent(
      'Acceda a su Panel del Miembro: Seleccione un plan',
    );
    const radios = within(await screen.findByRole('group', { name: 'Sus planes' })).getAllByRole('radio');
    expect(radios[2]).toHaveAccessibleName('10004410 Northwest Builders Trust: 1 de enero de 2019 - 31 de agosto de 2021');
    expect(radios[2]).toHaveAccessibleDescription('Plan inactivo');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión en la cuenta' }));
    expect(await screen.findByText('Seleccione un plan para continuar.')).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
