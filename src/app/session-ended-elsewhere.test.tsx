import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { DomainId } from '../config/brands';
import { browserNavigation } from '../shared/lib/browser-navigation';
import { LOCAL_TOKEN_KEY } from '../shared/session/session-store';
import { portalTestConfig, setupPortalTestFile } from '../test/portal-test-file';
import { renderApp } from '../test/render-app';
import { signInAs } from '../test/sign-in';

setupPortalTestFile({ testTimeout: 30_000 });

afterEach(() => vi.restoreAllMocks());

// The first render of the file loads every module of the shell and the page, which takes seconds on a busy machine.
const LOADED = { timeout: 20_000 };

/** What the browser does in this tab when another tab of the portal writes or clears local storage. */
function anotherTabWrote(key: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage, newValue: key && localStorage.getItem(key) }));
  });
}

/** The family subscriber's account summary, open in this tab, with her answers in the query cache. */
async function openSummary(domainId: DomainId = 1, username = 'rivera') {
  await signInAs(username, { domainId });
  const view = renderApp('/account/summary', { config: portalTestConfig({ domainId }) });
  await screen.findByRole('heading', { level: 1, name: 'Account summary' }, LOADED);
  expect(await screen.findByRole('region', { name: 'Subscriber' }, LOADED)).toBeInTheDocument();
  expect(view.services.queries.current?.getQueryCache().getAll().length).toBeGreaterThan(0);
  return view;
}

describe('a session ended in another tab ends in this one', () => {
  it('brands 1 and 2: a logout in another tab takes this one to the login page with the reason, the cache emptied, at once', async () => {
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    const { services } = await openSummary();

    localStorage.clear();
    anotherTabWrote(null);

    // Nothing of the member stays on screen, without waiting for the next page.
    expect(screen.queryByText('Jordan Rivera')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Subscriber' })).not.toBeInTheDocument();
    expect(services.queries.current?.getQueryCache().getAll()).toEqual([]);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?loggedOut=true&reason=elsewhere'));
  });

  it("brand 5: another member's sign-in in another tab shows the logged-out page here, and leaves that new session stored", async () => {
    const { services } = await openSummary(5, 'harborpolicy');
    const newSession = 'new-session-of-another-tab';

    localStorage.setItem(LOCAL_TOKEN_KEY, newSession);
    anotherTabWrote(LOCAL_TOKEN_KEY);

    expect(await screen.findByRole('heading', { level: 1, name: 'Logged out successfully' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('You were logged out in another tab or window')).toBeInTheDocument();
    expect(screen.queryByText(/Mei Chen/)).not.toBeInTheDocument();
    expect(services.queries.current?.getQueryCache().getAll()).toEqual([]);
    expect(localStorage.getItem(LOCAL_TOKEN_KEY)).toBe(newSession);
  });

  it('a link followed after the session ended elsewhere, with no word from the other tab, shows none of the cached answers', async () => {
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    await openSummary();
    // Storage changed, but this tab heard nothing (no storage event): the navigation itself must find out.
    localStorage.removeItem(LOCAL_TOKEN_KEY);

    const accountNav = screen.getByRole('navigation', { name: 'Account' });
    await user.click(within(accountNav).getByRole('link', { name: 'Member information' }));

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?loggedOut=true&reason=elsewhere'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Member information' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Rivera/)).not.toBeInTheDocument();
  });
});
