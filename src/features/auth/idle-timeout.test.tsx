import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LOCAL_TOKEN_KEY } from '../../shared/session/session-store';
import { fakeTimerUser, installFakeTimers } from '../../shared/ui/test-utils/fake-timers';
import { englishLeftOn, showSpanish, text } from '../../test/i18n';
import { renderApp } from '../../test/render-app';
import { testRuntimeConfig } from '../../test/test-runtime-config';
import { testToken } from '../../test/tokens';

import { ACTIVITY_STORAGE_KEY, IDLE_WARNING_HEADING, IdleTimeout } from './idle-timeout';

let restoreTimers: () => void;
beforeEach(() => {
  restoreTimers = installFakeTimers();
});
afterEach(() => {
  restoreTimers();
  localStorage.clear();
  sessionStorage.clear();
});

const MINUTE = 60_000;
const IDLE_MINUTES = 2;

function renderIdleTimeout({ signedIn = true, idleMinutes = IDLE_MINUTES, claims = {} as Record<string, unknown> } = {}) {
  if (signedIn) localStorage.setItem(LOCAL_TOKEN_KEY, testToken(claims));
  const config = testRuntimeConfig({ idleTimeoutMinutes: idleMinutes });
  return renderApp('/home', {
    config,
    routes: [
      {
        path: '/home',
        element: (
          <>
            <IdleTimeout />
            <h1>Home</h1>
          </>
        ),
      },
      { path: '/logout', element: <h1>Logged out</h1> },
    ],
  });
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

const warning = () => screen.queryByRole('alertdialog', { name: text(IDLE_WARNING_HEADING) });

/** Activity in another tab of the portal, as this tab hears it. */
function activityInAnotherTab(at = Date.now()) {
  window.dispatchEvent(new StorageEvent('storage', { key: ACTIVITY_STORAGE_KEY, newValue: String(at) }));
}

describe('the idle timeout', () => {
  it('warns after the configured idle time and counts down 60 seconds', async () => {
    renderIdleTimeout();
    await advance(IDLE_MINUTES * MINUTE - 1000);
    expect(warning()).not.toBeInTheDocument();

    await advance(1000);
    const dialog = warning()!;
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveTextContent('we will log you out in 60 seconds');
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    await advance(1000);
    expect(dialog).toHaveTextContent('we will log you out in 59 seconds');
    await advance(29_000);
    expect(dialog).toHaveTextContent('in 30 seconds');
    // Said to screen readers at 30 and 10 seconds, not every second.
    expect(within(dialog).getByText('30 seconds left')).toBeInTheDocument();
    await advance(1000);
    expect(within(dialog).queryByText(/seconds left/)).not.toBeInTheDocument();
  });

  it('logs out when the countdown reaches zero', async () => {
    const { router } = renderIdleTimeout();
    await advance(IDLE_MINUTES * MINUTE);
    expect(warning()).toBeInTheDocument();
    await advance(59_000);
    expect(router.state.location.pathname).toBe('/home');
    await advance(1000);
    expect(router.state.location.pathname).toBe('/logout');
    // The reason and the idle time go along, so the next page can say why the member was logged out.
    expect(router.state.location.search).toBe(`?reason=idle&minutes=${IDLE_MINUTES}`);
  });

  it.each([
    ['a key press', () => fireEvent.keyDown(document.body, { key: 'a' })],
    ['a pointer press', () => fireEvent.pointerDown(document.body)],
    ['a pointer move', () => fireEvent.pointerMove(document.body)],
    ['a touch', () => fireEvent.touchStart(document.body)],
  ])('starts the idle time again on %s', async (_label, beActive) => {
    renderIdleTimeout();
    await advance(IDLE_MINUTES * MINUTE - 10_000);
    beActive();
    await advance(30_000);
    expect(warning()).not.toBeInTheDocument();
    await advance(IDLE_MINUTES * MINUTE - 30_000);
    expect(warning()).toBeInTheDocument();
  });

  it('tells the other tabs about activity here', async () => {
    renderIdleTimeout();
    await advance(10_000);
    fireEvent.pointerDown(document.body);
    expect(Number(localStorage.getItem(ACTIVITY_STORAGE_KEY))).toBe(Date.now());
  });

  it('counts activity in another tab, and closes a warning it shows', async () => {
    renderIdleTimeout();
    await advance(IDLE_MINUTES * MINUTE - 10_000);
    activityInAnotherTab();
    await advance(30_000);
    expect(warning()).not.toBeInTheDocument();

    await advance(IDLE_MINUTES * MINUTE);
    expect(warning()).toBeInTheDocument();
    activityInAnotherTab();
    await advance(0);
    expect(warning()).not.toBeInTheDocument();
  });

  it('keeps the warning up until the member answers it: moving the pointer towards it does not', async () => {
    renderIdleTimeout();
    await advance(IDLE_MINUTES * MINUTE);
    fireEvent.pointerMove(document.body);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await advance(1000);
    expect(warning()).toBeInTheDocument();
  });

  it("'Stay signed in' closes the warning and starts the idle time again", async () => {
    const user = fakeTimerUser();
    const { router } = renderIdleTimeout();
    await advance(IDLE_MINUTES * MINUTE + 20_000);
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(warning()).not.toBeInTheDocument();

    await advance(IDLE_MINUTES * MINUTE - 2000);
    expect(warning()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    await advance(2000);
    expect(warning()).toBeInTheDocument();
  });

  it('Escape counts as staying signed in', async () => {
    const user = fakeTimerUser();
    const { router } = renderIdleTimeout();
    await advance(IDLE_MINUTES * MINUTE);
    await user.keyboard('{Escape}');
    expect(warning()).not.toBeInTheDocument();
    await advance(70_000);
    expect(router.state.location.pathname).toBe('/home');
  });

  it("'Log out' logs out at once", async () => {
    const user = fakeTimerUser();
    const { router } = renderIdleTimeout();
    await advance(IDLE_MINUTES * MINUTE);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(router.state.location.pathname).toBe('/logout');
  });

  it('logs out at once when the tab wakes after the whole warning time has passed', async () => {
    const { router } = renderIdleTimeout();
    // The device slept: the clock jumped, and the timer fires late.
    vi.setSystemTime(Date.now() + IDLE_MINUTES * MINUTE + 61_000);
    await advance(IDLE_MINUTES * MINUTE);
    expect(router.state.location.pathname).toBe('/logout');
  });

  it("'Log out' is the member's own choice: no reason goes along", async () => {
    const user = fakeTimerUser();
    const { router } = renderIdleTimeout();
    await advance(IDLE_MINUTES * MINUTE);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(router.state.location.search).toBe('');
  });

  it('does nothing for a visitor who is not signed in', async () => {
    const { router } = renderIdleTimeout({ signedIn: false });
    await advance(IDLE_MINUTES * MINUTE + 61_000);
    expect(warning()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});

describe("the session's time limit (the token's expiry)", () => {
  /** A token issued 2 hours before it expires, `minutesLeft` from now; idle logoff much later than that. */
  function renderExpiring(minutesLeft: number) {
    const exp = Math.floor(Date.now() / 1000) + minutesLeft * 60;
    return renderIdleTimeout({ idleMinutes: 30, claims: { iat: exp - 7200, exp } });
  }

  it('warns 60 seconds before the expiry with the same dialog, however active the member is, then logs out at the expiry', async () => {
    const { router } = renderExpiring(5);
    for (let minute = 0; minute < 4; minute += 1) {
      await advance(MINUTE - 1000);
      fireEvent.pointerDown(document.body);
      await advance(1000);
    }
    const dialog = warning()!;
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveTextContent('a session lasts at most 2 hours');
    expect(dialog).toHaveTextContent('we will log you out in 60 seconds');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Stay signed in' })).not.toBeInTheDocument();

    // Activity here or in another tab cannot extend the time limit.
    activityInAnotherTab();
    await advance(30_000);
    expect(within(warning()!).getByText('30 seconds left')).toBeInTheDocument();
    await advance(30_000);
    expect(router.state.location.pathname).toBe('/logout');
    expect(router.state.location.search).toBe('?reason=expired&minutes=120');
  });

  it("'OK' closes the warning; the member is still logged out at the expiry", async () => {
    const user = fakeTimerUser();
    const { router } = renderExpiring(2);
    await advance(MINUTE);
    await user.click(within(warning()!).getByRole('button', { name: 'OK' }));
    expect(warning()).not.toBeInTheDocument();
    await advance(MINUTE - 1000);
    expect(router.state.location.pathname).toBe('/home');
    await advance(1000);
    expect(router.state.location.pathname).toBe('/logout');
    expect(router.state.location.search).toBe('?reason=expired&minutes=120');
  });

  it('logs out for the time limit at once when the tab wakes after the expiry', async () => {
    const { router } = renderExpiring(10);
    vi.setSystemTime(Date.now() + 11 * MINUTE);
    await advance(10 * MINUTE);
    expect(router.state.location.pathname).toBe('/logout');
    expect(router.state.location.search).toBe('?reason=expired&minutes=120');
  });

  it('takes over an idle warning whose logout would come after the expiry', async () => {
    const exp = Math.floor(Date.now() / 1000) + IDLE_MINUTES * 60 + 30;
    const { router } = renderIdleTimeout({ claims: { iat: exp - 7200, exp } });
    await advance(IDLE_MINUTES * MINUTE - 30_000);
    expect(warning()).toHaveTextContent('a session lasts at most 2 hours');
    await advance(60_000);
    expect(router.state.location.search).toBe('?reason=expired&minutes=120');
  });
});

describe('the idle timeout in Spanish', () => {
  it('warns in Spanish, with the time left and the two choices, and no English message left', async () => {
    await showSpanish('auth');
    renderIdleTimeout();
    await advance(IDLE_MINUTES * MINUTE);
    const dialog = screen.getByRole('alertdialog', { name: 'Su sesión está a punto de terminar' });
    expect(dialog).toHaveTextContent('Por su seguridad, cerraremos su sesión en 60 segundos porque no ha tenido actividad.');
    expect(within(dialog).getByRole('button', { name: 'Mantener la sesión abierta' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(await englishLeftOn(dialog)).toEqual([]);
    await advance(59_000);
    expect(dialog).toHaveTextContent('cerraremos su sesión en 1 segundo');
  });
});
