import { useLingui } from '@lingui/react/macro';
import { createContext, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';

import type { Notification } from '../../../../generated/model';

import {
  dismissDelay,
  EXIT_FALLBACK_MS,
  initialNotificationQueue,
  notificationQueueReducer,
  type NotificationQueueState,
} from './notification-queue';
import './snackbar.css';

export interface NotifyApi {
  /** Queue a notification: it shows at once when nothing else is showing, otherwise it waits its turn. */
  readonly notify: (notification: Notification) => void;
  /** Replace the source: the queue (and the notification on screen) gives way to this list, first item at once. */
  readonly replaceNotifications: (notifications: readonly Notification[]) => void;
  /** Clear the queue and the notification on screen. */
  readonly clearNotifications: () => void;
}

const NotifyContext = createContext<NotifyApi | null>(null);

/** The snackbar functions. Must be used under a NotificationProvider. */
export function useNotify(): NotifyApi {
  const api = useContext(NotifyContext);
  if (!api) throw new Error('useNotify must be used inside a NotificationProvider');
  return api;
}

export interface NotificationProviderProps {
  readonly children?: ReactNode;
}

/**
 * Holds the snackbar queue (spec section 4) and renders the snackbar after its children. Error snackbars are
 * announced through a role="alert" region, success and alert ones through a role="status" region; both regions
 * are always in the page so that screen readers pick up what is put into them.
 */
export function NotificationProvider({ children }: NotificationProviderProps) {
  const [state, dispatch] = useReducer(notificationQueueReducer, initialNotificationQueue);
  const { current } = state;

  const api = useMemo<NotifyApi>(
    () => ({
      notify: (notification) => dispatch({ type: 'enqueue', notification }),
      replaceNotifications: (notifications) => dispatch({ type: 'replace', notifications }),
      clearNotifications: () => dispatch({ type: 'replace', notifications: [] }),
    }),
    [],
  );

  const currentId = current?.id;
  const phase = current?.phase;
  const delay = current ? dismissDelay(current.notification) : undefined;
  useEffect(() => {
    if (currentId === undefined) return undefined;
    const timer =
      phase === 'shown'
        ? setTimeout(() => dispatch({ type: 'dismiss', id: currentId }), delay)
        : // The dismiss animation reports its end; this fallback moves the queue on if it never does.
          setTimeout(() => dispatch({ type: 'exited', id: currentId }), EXIT_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [currentId, phase, delay]);

  const isError = current?.notification.status === 'error';
  return (
    <NotifyContext.Provider value={api}>
      {children}
      <div className="snackbar-host">
        <div role="status" className="snackbar-host__region">
          {current && !isError && <SnackbarView key={current.id} current={current} dispatch={dispatch} />}
        </div>
        <div role="alert" className="snackbar-host__region">
          {current && isError && <SnackbarView key={current.id} current={current} dispatch={dispatch} />}
        </div>
      </div>
    </NotifyContext.Provider>
  );
}

interface SnackbarViewProps {
  readonly current: NonNullable<NotificationQueueState['current']>;
  readonly dispatch: (action: { type: 'dismiss' | 'exited'; id: number }) => void;
}

const ICONS: Record<Notification['status'], string> = { success: '✓', error: '!', alert: 'i' };

function SnackbarView({ current, dispatch }: SnackbarViewProps) {
  const { t } = useLingui();
  const { id, notification, phase } = current;
  const ref = useRef<HTMLDivElement>(null);
  const dismiss = () => dispatch({ type: 'dismiss', id });

  // The end of the dismiss animation moves the queue on (a native listener: React maps animationend to a
  // vendor-prefixed name where AnimationEvent is missing).
  useEffect(() => {
    const element = ref.current;
    if (phase !== 'exiting' || !element) return undefined;
    const onEnd = (event: Event) => {
      if (event.target === element) dispatch({ type: 'exited', id });
    };
    element.addEventListener('animationend', onEnd);
    return () => element.removeEventListener('animationend', onEnd);
  }, [phase, id, dispatch]);

  return (
    // The click on the whole snackbar is a pointer convenience; keyboard and screen reader users have the
    // dismiss button, so the container itself is not made focusable.
    <div
      ref={ref}
      className={`snackbar snackbar--${notification.status}`}
      data-exiting={phase === 'exiting' || undefined}
      onClick={dismiss}
    >
      <span className="snackbar__icon" aria-hidden="true">
        {ICONS[notification.status]}
      </span>
      <p className="snackbar__message">{notification.message}</p>
      <button type="button" className="snackbar__dismiss" aria-label={t`Dismiss notification`} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
