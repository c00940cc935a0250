import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { routePaths } from '../../config/route-paths';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { useSession } from '../../shared/session/session-context';
import { Modal, VisuallyHidden, type ModalAction } from '../../shared/ui';

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

export const IDLE_WARNING_HEADING = 'Your session is about to end';

function secondsText(seconds: number): string {
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

function shareActivity(at: number): void {
  try {
    window.localStorage.setItem(ACTIVITY_STORAGE_KEY, String(at));
  } catch {
    // Storage can be full or blocked; this tab's own timer still works.
  }
}

/**
 * The idle timeout for signed-in members (mounted by the shell). After `idleTimeoutMinutes` (runtime config)
 * without keyboard, pointer or touch activity, a warning counts down 60 seconds with 'Stay signed in' and 'Log out';
 * at zero the member is logged out (/logout). Activity in the portal's other tabs counts too: each tab writes the
 * time of its last activity to local storage, and the others hear it through the storage event. Once the warning
 * shows, only an explicit choice (or activity in another tab) keeps the session; closing the warning counts as
 * 'Stay signed in'.
 */
export function IdleTimeout() {
  const { sessionToken } = useSession();
  if (!sessionToken) return null;
  return <IdleTimer />;
}

function IdleTimer() {
  const { idleTimeoutMinutes } = useRuntimeConfig();
  const navigate = useNavigate();
  const idleMs = idleTimeoutMinutes * 60_000;
  const warningMs = IDLE_WARNING_SECONDS * 1000;

  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(IDLE_WARNING_SECONDS);
  /** Set when the timer starts (mount), then by every activity. */
  const lastActivity = useRef(0);
  const lastShared = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const warningShown = useRef(false);
  const loggedOut = useRef(false);

  const logOut = useCallback(() => {
    if (loggedOut.current) return;
    loggedOut.current = true;
    clearTimeout(idleTimer.current);
    void navigate(routePaths.logout);
  }, [navigate]);

  const showWarning = useCallback(() => {
    const now = Date.now();
    // Asleep or throttled in the background past the whole warning: the session has already run out.
    if (now - lastActivity.current >= idleMs + warningMs) {
      logOut();
      return;
    }
    warningShown.current = true;
    setSecondsLeft(IDLE_WARNING_SECONDS);
    setDeadline(now + warningMs);
  }, [idleMs, logOut, warningMs]);

  const schedule = useCallback(() => {
    clearTimeout(idleTimer.current);
    const wait = Math.max(0, lastActivity.current + idleMs - Date.now());
    idleTimer.current = setTimeout(showWarning, wait);
  }, [idleMs, showWarning]);

  /** Restarts the idle time from `at`; `share` tells the other tabs (at most every few seconds, unless 'now'). */
  const keepSession = useCallback(
    (at: number, share: 'throttled' | 'now' | 'no') => {
      lastActivity.current = at;
      warningShown.current = false;
      setDeadline(null);
      if (share === 'now' || (share === 'throttled' && at - lastShared.current >= SHARE_THROTTLE_MS)) {
        lastShared.current = at;
        shareActivity(at);
      }
      schedule();
    },
    [schedule],
  );

  // This tab's activity, and the other tabs' activity.
  useEffect(() => {
    const onActivity = () => {
      // Once the warning shows, the member answers it; moving towards its buttons does not.
      if (warningShown.current || loggedOut.current) return;
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

  // The countdown, from the clock rather than from counting ticks (background tabs tick late).
  useEffect(() => {
    if (deadline === null) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) logOut();
    };
    const interval = setInterval(tick, 1000);
    return () => clearInterval(interval);
  }, [deadline, logOut]);

  const onAction = (kind: ModalAction) => {
    if (kind === 'secondary') logOut();
    else keepSession(Date.now(), 'now');
  };

  return (
    <Modal
      isOpen={deadline !== null}
      onAction={onAction}
      type="warning"
      heading={IDLE_WARNING_HEADING}
      message={
        <p className="idle-timeout__message">
          For your security, we will log you out in{' '}
          <strong className="idle-timeout__time">{secondsText(secondsLeft)}</strong> because you have not been active.
          Do you want to stay signed in?
        </p>
      }
      primaryLabel="Stay signed in"
      secondaryLabel="Log out"
    >
      <VisuallyHidden>
        <span aria-live="polite">{ANNOUNCE_AT.has(secondsLeft) ? `${secondsText(secondsLeft)} left` : ''}</span>
      </VisuallyHidden>
    </Modal>
  );
}
