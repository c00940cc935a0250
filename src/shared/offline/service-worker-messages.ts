import { SERVICE_WORKER_URL, type ServiceWorkerMessage, type ServiceWorkerReply } from './offline-protocol';

/** How long a page waits for the worker's reply. */
export const REPLY_TIMEOUT_MS = 5_000;

/**
 * The portal's production service worker when it is active for this page's scope, or null: in the demo build (whose
 * worker is MSW's), the dev server, the tests, and browsers without service workers there is none. With `waitUntilActive`,
 * waits for a worker being registered or installed to become active (forever when none ever is: only for work that
 * may be left undone).
 */
export async function portalServiceWorker(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
  { waitUntilActive = false }: { waitUntilActive?: boolean } = {},
): Promise<ServiceWorker | null> {
  if (!container) return null;
  const registration = waitUntilActive ? await container.ready : await container.getRegistration('/');
  const worker = registration?.active ?? null;
  if (!worker) return null;
  return new URL(worker.scriptURL).pathname === SERVICE_WORKER_URL ? worker : null;
}

/** Sends a message to the portal's worker and waits for its reply; false when there is no worker or no reply in time. */
export async function tellServiceWorker(
  message: ServiceWorkerMessage,
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
  worker: ServiceWorker | null | undefined = undefined,
): Promise<boolean> {
  worker ??= await portalServiceWorker(container);
  if (!worker) return false;
  const channel = new MessageChannel();
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(false);
    }, REPLY_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<ServiceWorkerReply>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data?.ok === true);
    };
    worker.postMessage(message, [channel.port2]);
  });
}
