import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

import { setupMockGateway as registerMockGateway } from '../../../mocks/node';
import { LOGIN_FIRST_LOAD_VALIDATORS } from '../../../scripts/bundle-budget';
import { loadedValidatorModules } from '../../shared/lib/http/answer-check';
import { renderApp } from '../../test/render-app';

import { authTestConfig } from './auth-test-helpers';

// The mock gateway for this file (it registers vitest hooks; it is not a React hook).
registerMockGateway();

// The first render of a file loads the whole portal, which takes seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The size budget counts, as the answer validators' cost on the first load of /login, the start-up check plus
 * the validator modules of the calls /login makes as it first shows (scripts/bundle-budget.ts). This keeps that
 * list true: a new call on the login page loads its validators and fails here until the budget counts them.
 */
it('loads the validators the size budget counts for the first load of /login, and no others', async () => {
  const { services } = renderApp('/login', { config: authTestConfig() });
  await screen.findByRole('button', { name: 'Log in' }, { timeout: 15_000 });
  await waitFor(() => expect(services.queries.current?.isFetching() ?? 0).toBe(0));
  expect(loadedValidatorModules()).toEqual([...LOGIN_FIRST_LOAD_VALIDATORS].sort());
});
