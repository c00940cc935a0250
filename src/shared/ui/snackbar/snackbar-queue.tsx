import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { createPortal } from 'react-dom';

import type { Notification } from '../../../../generated/model';

import {
  dismissDelay,
  EXIT_FALLBACK_MS,
  initialNotificationQueue,
  type NotificationQueueAction,
  notificationQueueReducer,
  type NotificationQueueState,
} from './notification-queue';

import '../status-icon/status-icon.css';

export interface SnackbarQueueProps {
  /** Every action the provider was sent (snackbar.tsx), in order, those before the queue started included. */
  readonly sent: readonly NotificationQueueAction[];
  /** The provider's two live regions, always in the page: errors go to the alert region, the others to status. */
  readonly statusRegion: HTMLElement;
  readonly alertRegion: HTMLElement;
}

/**
 * The snackbar queue of product section 4 and its view, loaded with the first notification (snackbar.tsx): one shows
 * at a time, each for its dismissAfter time (5000 ms by default) from when it shows, the next after the dismiss
 * animation ends or 1000 ms at most.
 */
export function SnackbarQueue({ sent, statusRegion, alertRegion }: SnackbarQueueProps) {
  const [state, dispatch] = useReducer(notificationQueueReducer, initialNotificationQueue);
  const { current } = state;

  // Before the page paints, each action once: those sent while the queue loaded, then each as it is sent.
  const taken = useRef(0);
  useLayoutEffect(() => {
    for (const action of sent.slice(taken.current)) dispatch(action);
    taken.current = sent.length;
  }, [sent]);

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

  if (!current) return null;
  const region = current.notification.status === 'error' ? alertRegion : statusRegion;
  return createPortal(<SnackbarView key={current.id} current={current} dispatch={dispatch} />, region);
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
      <span className="status-icon snackbar__icon" aria-hidden="true">
        {ICONS[notification.status]}
      </span>
      <p className="snackbar__message">{notification.message}</p>
      <button type="button" className="snackbar__dismiss" aria-label={t`Dismiss notification`} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
