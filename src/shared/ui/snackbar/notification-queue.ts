import type { Notification } from '../../../../generated/model';

/**
 * The snackbar queue of product section 4, as a plain state machine:
 * - the first notification shows at once and the rest wait;
 * - one is dismissed on click or after its dismissAfter time (default 5000 ms);
 * - after the dismiss animation ends, or after 1000 ms at most, the next shows;
 * - replacing the source clears the queue.
 */

/** How long a notification without its own dismissAfter stays (product section 9). */
export const DEFAULT_DISMISS_AFTER_MS = 5000;
/** The longest wait for the dismiss animation before the next notification shows (product section 9). */
export const EXIT_FALLBACK_MS = 1000;

export interface QueuedNotification {
  readonly id: number;
  readonly notification: Notification;
}

export interface NotificationQueueState {
  /** The notification on screen; `exiting` while its dismiss animation runs. */
  readonly current: (QueuedNotification & { readonly phase: 'shown' | 'exiting' }) | null;
  /** Notifications waiting their turn, oldest first. */
  readonly waiting: readonly QueuedNotification[];
  /** The id the next queued notification gets. */
  readonly nextId: number;
}

export type NotificationQueueAction =
  | { readonly type: 'enqueue'; readonly notification: Notification }
  | { readonly type: 'dismiss'; readonly id: number }
  | { readonly type: 'exited'; readonly id: number }
  | { readonly type: 'replace'; readonly notifications: readonly Notification[] };

export const initialNotificationQueue: NotificationQueueState = { current: null, waiting: [], nextId: 1 };

/** How long a notification stays before it dismisses itself. */
export function dismissDelay(notification: Notification): number {
  return notification.dismissAfter ?? DEFAULT_DISMISS_AFTER_MS;
}

function showNext(state: NotificationQueueState): NotificationQueueState {
  const [next, ...rest] = state.waiting;
  return { ...state, current: next ? { ...next, phase: 'shown' } : null, waiting: rest };
}

export function notificationQueueReducer(
  state: NotificationQueueState,
  action: NotificationQueueAction,
): NotificationQueueState {
  switch (action.type) {
    case 'enqueue': {
      const queued = { id: state.nextId, notification: action.notification };
      const nextId = state.nextId + 1;
      if (state.current === null) return { ...state, current: { ...queued, phase: 'shown' }, nextId };
      return { ...state, waiting: [...state.waiting, queued], nextId };
    }
    case 'dismiss':
      // A second click, or a timer firing after a click, on a notification already leaving changes nothing.
      if (state.current?.id !== action.id || state.current.phase !== 'shown') return state;
      return { ...state, current: { ...state.current, phase: 'exiting' } };
    case 'exited':
      // The animation end and the 1000 ms fallback both report; only the first one moves the queue on.
      if (state.current?.id !== action.id || state.current.phase !== 'exiting') return state;
      return showNext(state);
    case 'replace': {
      const waiting = action.notifications.map((notification, index) => ({ id: state.nextId + index, notification }));
      return showNext({ current: null, waiting, nextId: state.nextId + waiting.length });
    }
  }
}
