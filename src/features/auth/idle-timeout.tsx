import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { routePaths } from '../../config/route-paths';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { TOKEN_COOKIE_MAX_AGE_MS } from '../../shared/session/cookies';
import { useSession } from '../../shared/session/session-context';
import { Modal, VisuallyHidden, type ModalAction } from '../../shared/ui';

import { durationText, sessionEndQuery, type TimeoutReason, tokenLifetimeMinutes } from './session-end';

import './idle-timeout.css';

/** How long the warning counts down before the session ends (WCAG 2.2.1 asks for at least 20 seconds). */
export const IDLE_WARNING_SECONDS = 60;
/** Where a tab tells the portal's other tabs that the member was active (their storage event hears it). */
export const ACTIVITY_STORAGE_KEY = 'member-portal:last-activity';
/** Keyboard, pointer and touch activity that keeps the session going. */
export const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'touchstart', 'wheel'] as const;
/** Activity is noted at most this often (pointer moves fire many times a second). */
const ACTIVITY_THROTTLE_MS = 1000;
/** Other tabs are told at most this often. */
const SHARE_THROTTLE_MS = 5000;
/** The countdown says how long is left at these seconds, for screen readers. */
const ANNOUNCE_AT = new Set([30, 10]);

export const IDLE_WARNING_HEADING = msg`Your session is about to end`;

/** '1 second', '30 seconds', in the language shown when it is called. */
function secondsText(seconds: number): string {
  return plural(seconds, { one: '# second', other: '# seconds' });
}

function shareActivity(at: number): void {
  try {
    window.localStorage.setItem(ACTIVITY_STORAGE_KEY, String(at));
  } catch {
    // Storage can be full or blocked; this tab's own timer still works.
  }
}

/** setTimeout takes at most this many milliseconds (about 24.8 days); a later moment is reached in steps. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Runs `run` at the clock time `at` (at once when it has passed), even when that is further off than setTimeout allows. */
function runAt(at: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    const wait = at - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(step, Math.min(wait, MAX_TIMEOUT_MS));
  };
  step();
  return () => clearTimeout(timer);
}

interface Warning {
  readonly reason: TimeoutReason;
  /** When the session ends (clock time, milliseconds). */
  readonly deadline: number;
}

/**
 * The session timeouts for signed-in members (mounted by the shell), with one warning pattern:
 * - Idle: after `idleTimeoutMinutes` (runtime config) without keyboard, pointer or touch activity, a warning counts
 *   down 60 seconds with 'Stay signed in' and 'Log out'; at zero the member is logged out. Activity in the portal's
 *   other tabs counts too: each tab writes the time of its last activity to local storage, and the others hear it
 *   through the storage event. Once the warning shows, only an explicit choice (or activity in another tab) keeps
 *   the session; closing the warning counts as 'Stay signed in'.
 * - Expiry: the session ends when its token does (the `exp` claim; product section 9, 2 hours), however active the
 *   member is. 60 seconds before, the same warning counts down, with 'OK' and 'Log out'.
 * Either way the member goes to /logout with the reason and the length of time, and the page they land on says
 * why they were logged out (SessionEndNotice).
 */
export function IdleTimeout() {
  const { sessionToken } = useSession();
  if (!sessionToken) return null;
  return <IdleTimer key={sessionToken} />;
}

function IdleTimer() {
  const { t, i18n } = useLingui();
  const { idleTimeoutMinutes } = useRuntimeConfig();
  const { claims } = useSession();
  const navigate = useNavigate();
  const idleMs = idleTimeoutMinutes * 60_000;
  const warningMs = IDLE_WARNING_SECONDS * 1000;
  const expiresAt = claims?.exp === undefined ? null : claims.exp * 1000;
  const lifetimeMinutes = tokenLifetimeMinutes(claims) ?? TOKEN_COOKIE_MAX_AGE_MS / 60_000;

  const [warning, setWarning] = useState<Warning | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(IDLE_WARNING_SECONDS);
  /** The warning that shows, for the event handlers. */
  const shown = useRef<Warning | null>(null);
  /** Set when the timer starts (mount), then by every activity. */
  const lastActivity = useRef(0);
  const lastShared = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loggedOut = useRef(false);

  const show = useCallback((next: Warning | null) => {
    shown.current = next;
    setWarning(next);
    if (next) setSecondsLeft(Math.max(0, Math.ceil((next.deadline - Date.now()) / 1000)));
  }, []);

  const logOut = useCallback(
    (reason?: TimeoutReason) => {
      if (loggedOut.current) return;
      loggedOut.current = true;
      clearTimeout(idleTimer.current);
      const minutes = reason === 'idle' ? idleTimeoutMinutes : lifetimeMinutes;
      void navigate(reason ? `${routePaths.logout}?${sessionEndQuery({ reason, minutes })}` : routePaths.logout);
    },
    [idleTimeoutMinutes, lifetimeMinutes, navigate],
  );

  const showIdleWarning = useCallback(() => {
    const now = Date.now();
    // Asleep or throttled in the background past the whole warning: the session has already run out.
    if (now - lastActivity.current >= idleMs + warningMs) {
      logOut('idle');
      return;
    }
    // The expiry warning already shows: the session ends sooner than an idle warning starting now would.
    if (shown.current?.reason === 'expired') return;
    show({ reason: 'idle', deadline: now + warningMs });
  }, [idleMs, logOut, show, warningMs]);

  const schedule = useCallback(() => {
    clearTimeout(idleTimer.current);
    const wait = Math.max(0, lastActivity.current + idleMs - Date.now());
    idleTimer.current = setTimeout(showIdleWarning, wait);
  }, [idleMs, showIdleWarning]);

  /** Restarts the idle time from `at`; `share` tells the other tabs (at most every few seconds, unless 'now'). */
  const keepSession = useCallback(
    (at: number, share: 'throttled' | 'now' | 'no') => {
      lastActivity.current = at;
      if (shown.current?.reason === 'idle') show(null);
      if (share === 'now' || (share === 'throttled' && at - lastShared.current >= SHARE_THROTTLE_MS)) {
        lastShared.current = at;
        shareActivity(at);
      }
      schedule();
    },
    [schedule, show],
  );

  // This tab's activity, and the other tabs' activity.
  useEffect(() => {
    const onActivity = () => {
      // Once the warning shows, the member answers it; moving towards its buttons does not.
      if (shown.current || loggedOut.current) return;
      const now = Date.now();
      if (now - lastActivity.current < ACTIVITY_THROTTLE_MS) return;
      keepSession(now, 'throttled');
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== ACTIVITY_STORAGE_KEY || !event.newValue || loggedOut.current) return;
      const at = Number(event.newValue);
      if (Number.isFinite(at) && at > lastActivity.current) keepSession(Math.min(at, Date.now()), 'no');
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    window.addEventListener('storage', onStorage);
    if (lastActivity.current === 0) lastActivity.current = Date.now();
    schedule();
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
      clearTimeout(idleTimer.current);
    };
  }, [keepSession, schedule]);

  // The token's expiry: the warning 60 seconds before, the logout at the expiry itself (also when the warning was
  // closed, and at once when the tab wakes after it).
  useEffect(() => {
    if (expiresAt === null) return undefined;
    const cancelWarning = runAt(expiresAt - warningMs, () => {
      if (loggedOut.current || Date.now() >= expiresAt) return;
      const idleDeadline = shown.current?.reason === 'idle' ? shown.current.deadline : Number.POSITIVE_INFINITY;
      if (expiresAt <= idleDeadline) show({ reason: 'expired', deadline: expiresAt });
    });
    const cancelLogout = runAt(expiresAt, () => logOut('expired'));
    return () => {
      cancelWarning();
      cancelLogout();
    };
  }, [expiresAt, logOut, show, warningMs]);

  // The countdown, from the clock rather than from counting ticks (background tabs tick late).
  useEffect(() => {
    if (warning === null) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((warning.deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) logOut(warning.reason);
    };
    const interval = setInterval(tick, 1000);
    return () => clearInterval(interval);
  }, [warning, logOut]);

  const expiry = warning?.reason === 'expired';
  const limit = durationText(lifetimeMinutes);
  const left = secondsText(secondsLeft);

  const onAction = (kind: ModalAction) => {
    if (kind === 'secondary') logOut();
    // The time limit cannot be extended: closing the warning leaves the logout at the expiry.
    else if (expiry) show(null);
    else keepSession(Date.now(), 'now');
  };

  return (
    <Modal
      isOpen={warning !== null}
      onAction={onAction}
      type="warning"
      heading={i18n._(IDLE_WARNING_HEADING)}
      message={
        expiry ? (
          <p className="idle-timeout__message">
            <Trans>
              For your security, a session lasts at most {limit}. Yours reaches that limit and we will log you out in{' '}
              <strong className="idle-timeout__time">{left}</strong>. Save anything you are working on.
            </Trans>
          </p>
        ) : (
          <p className="idle-timeout__message">
            <Trans>
              For your security, we will log you out in <strong className="idle-timeout__time">{left}</strong> because
              you have not been active. Do you want to stay signed in?
            </Trans>
          </p>
        )
      }
      primaryLabel={expiry ? t`OK` : t`Stay signed in`}
      secondaryLabel={t`Log out`}
    >
      <VisuallyHidden>
        <span aria-live="polite">{ANNOUNCE_AT.has(secondsLeft) ? t`${left} left` : ''}</span>
      </VisuallyHidden>
    </Modal>
  );
}
