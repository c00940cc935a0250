import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { useBrand } from '../../config/use-brand';
import { whenIdle } from '../../shared/lib/when-idle';
import { useSessionStore } from '../../shared/session/session-context';

/**
 * The production service worker and the web app manifest (offline-support.ts) are for the production build only
 * (`npm run build`): in the demo build MSW's worker is the mock gateway, and the dev server and the tests have no
 * worker of the portal's. Vite replaces `import.meta.env.MODE` while it builds, so elsewhere this is the constant
 * `undefined` and the bundler leaves the module (and workbox-window) out, as it does the mock gateway in the
 * production build (mock-gateway-loader.ts). scripts/build-outputs.test.ts checks both builds.
 */
export const loadOfflineSupport = import.meta.env.MODE === 'production' ? () => import('./offline-support') : undefined;

/**
 * Mounted by the signed-in shell: once the page is idle, loads and starts the offline support (never part of the
 * start-up code, which `npm run budget` holds), once per page.
 */
export function useOfflineSupport(load: typeof loadOfflineSupport = loadOfflineSupport): void {
  const { domainId } = useBrand();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!load) return;
    return whenIdle(() => {
      void load().then(({ startOfflineSupport }) => startOfflineSupport({ domainId, session, queryClient }));
    });
  }, [domainId, load, queryClient, session]);
}
