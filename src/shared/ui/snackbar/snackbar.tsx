import { createContext, useMemo, useState, type ReactNode } from 'react';

import type { Notification } from '../../../../generated/model';

import type { NotificationQueueAction } from './notification-queue';
import type * as SnackbarQueueModule from './snackbar-queue';
import './snackbar.css';

export interface NotifyApi {
  /** Queue a notification: it shows at once when nothing else is showing, otherwise it waits its turn. */
  readonly notify: (notification: Notification) => void;
  /** Replace the source: the queue (and the notification on screen) gives way to this list, first item at once. */
  readonly replaceNotifications: (notifications: readonly Notification[]) => void;
  /** Clear the queue and the notification on screen. */
  readonly clearNotifications: () => void;
}

/** The snackbar functions of the page (useNotify, use-notify.ts). */
export const NotifyContext = createContext<NotifyApi | null>(null);

/**
 * The queue and its view (snackbar-queue.tsx) load with the first notification, or as a page that can notify
 * shows (useNotify): there is no notification before one is sent, so the first page load does not carry them.
 */
let loadedQueue: typeof SnackbarQueueModule | null = null;
/** Loads the queue and its view (once; a page that can notify starts it as it shows). */
export const loadSnackbar = () => import('./snackbar-queue').then((module) => (loadedQueue = module));

export interface NotificationProviderProps {
  readonly children?: ReactNode;
}

/**
 * Holds the snackbar queue (product section 4) and renders the snackbar after its children. Error snackbars are
 * announced through a role="alert" region, success and alert ones through a role="status" region; both regions
 * are always in the page so that screen readers pick up what is put into them.
 */
export function NotificationProvider({ children }: NotificationProviderProps) {
  const [queue, setQueue] = useState(() => loadedQueue);
  // Every action sent, in order: the queue takes each once, those sent before it started as it starts.
  const [sent, setSent] = useState<readonly NotificationQueueAction[]>([]);
  const [statusRegion, setStatusRegion] = useState<HTMLDivElement | null>(null);
  const [alertRegion, setAlertRegion] = useState<HTMLDivElement | null>(null);

  const api = useMemo<NotifyApi>(() => {
    const send = (action: NotificationQueueAction) => {
      setSent((earlier) => [...earlier, action]);
      // The queue starts now, or once it has loaded.
      if (loadedQueue) setQueue(loadedQueue);
      else void loadSnackbar().then(setQueue);
    };
    return {
      notify: (notification) => send({ type: 'enqueue', notification }),
      replaceNotifications: (notifications) => send({ type: 'replace', notifications }),
      clearNotifications: () => send({ type: 'replace', notifications: [] }),
    };
  }, []);

  return (
    <NotifyContext.Provider value={api}>
      {children}
      <div className="snackbar-host">
        <div ref={setStatusRegion} role="status" className="snackbar-host__region" />
        <div ref={setAlertRegion} role="alert" className="snackbar-host__region" />
      </div>
      {queue && statusRegion && alertRegion && (
        <queue.SnackbarQueue sent={sent} statusRegion={statusRegion} alertRegion={alertRegion} />
      )}
    </NotifyContext.Provider>
  );
}
