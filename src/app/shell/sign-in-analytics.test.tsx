import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// setupMockGateway is not a React hook; the alias keeps the hooks lint rule from reading it as one.
import { setupMockGateway as mockGatewayForThisFile } from '../../../mocks/node';
import { portalTestConfig } from '../../test/portal-test-file';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

import { pushSignInDataLayer } from './sign-in-analytics';

mockGatewayForThisFile();

beforeEach(() => {
  delete window.dataLayer;
});

afterEach(() => {
  delete window.dataLayer;
  localStorage.clear();
});

const JORDAN = {
  subscriberId: '900123456',
  suffix: 0,
  groupIds: ['10001234'],
  groupNames: ['Cascade Timber Cooperative'],
  parentGroupId: '100000010',
  parentGroupName: 'Cascade Employers Trust',
  activeCoverage: 'Medical|Dental|Vision|Pharmacy',
};

describe('the analytics data layer on sign-in', () => {
  it('creates window.dataLayer and pushes the member entry, and nothing else about the member', async () => {
    await signInAs('rivera');
    renderApp('/home', { config: portalTestConfig() });

    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    // Exactly the data layer fields: no name, date of birth, e-mail, address or member key.
    expect(window.dataLayer![0]).toStrictEqual(JORDAN);
  });

  it('pushes once per session token: later pages of the same sign-in add nothing', async () => {
    await signInAs('rivera');
    const { router } = renderApp('/home', { config: portalTestConfig() });
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));

    await act(() => router.navigate('/account'));
    await act(() => router.navigate('/benefits'));

    expect(window.dataLayer).toHaveLength(1);
  });

  it("keeps what the tag manager put in the data layer, and tells a dependent's sign-in with his own suffix", async () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    await signInAs('alexrivera');
    renderApp('/home', { config: portalTestConfig() });

    await waitFor(() => expect(window.dataLayer).toHaveLength(2));
    expect(window.dataLayer![0]).toEqual({ event: 'gtm.js' });
    expect(window.dataLayer![1]).toMatchObject({ subscriberId: '900123456', suffix: 1 });
  });
});

describe('pushSignInDataLayer', () => {
  it('pushes for each new session token and skips a token already told', () => {
    const target = {} as Window;
    const entry = { ...JORDAN };

    expect(pushSignInDataLayer('token-a', entry, target)).toBe(true);
    expect(pushSignInDataLayer('token-a', entry, target)).toBe(false);
    expect(pushSignInDataLayer('token-b', entry, target)).toBe(true);
    expect(target.dataLayer).toEqual([entry, entry]);
  });
});
