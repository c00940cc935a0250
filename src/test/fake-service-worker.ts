import type { ServiceWorkerMessage, ServiceWorkerReply } from '../shared/offline/offline-protocol';

/**
 * navigator.serviceWorker as the production build has it (jsdom has none): one active worker at `scriptPath`, which
 * records every message it gets and replies `reply`. install() puts it on navigator until the returned function is
 * called.
 */
export function fakeServiceWorker({ scriptPath = '/sw.js', reply = { ok: true } }: { scriptPath?: string; reply?: ServiceWorkerReply } = {}) {
  const messages: ServiceWorkerMessage[] = [];
  const worker = {
    scriptURL: new URL(scriptPath, window.location.href).href,
    postMessage(message: ServiceWorkerMessage, transfer: Transferable[] = []) {
      messages.push(message);
      const port = transfer[0] as MessagePort | undefined;
      port?.postMessage(reply);
    },
  } as unknown as ServiceWorker;
  const registration = { active: worker } as ServiceWorkerRegistration;
  const container = {
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
  } as unknown as ServiceWorkerContainer;
  const install = () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    return () => {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    };
  };
  return { messages, container, worker, install };
}
