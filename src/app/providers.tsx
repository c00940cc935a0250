import type { ReactNode } from 'react';

import type { RuntimeConfig } from '../config/runtime-config';
import { RuntimeConfigProvider } from '../config/runtime-config-context';
import { QueryClientSlotProvider } from '../shared/queries/query-client-slot';
import { SessionProvider } from '../shared/session/session-context';

import { AppErrorBoundary } from './app-error-boundary';
import type { PortalServices } from './services';

export interface AppProvidersProps {
  readonly config: RuntimeConfig;
  readonly services: PortalServices;
  readonly children: ReactNode;
}

export function AppProviders({ config, services, children }: AppProvidersProps) {
  return (
    <AppErrorBoundary>
      <RuntimeConfigProvider config={config}>
        <SessionProvider store={services.session}>
          <QueryClientSlotProvider slot={services.queries}>{children}</QueryClientSlotProvider>
        </SessionProvider>
      </RuntimeConfigProvider>
    </AppErrorBoundary>
  );
}
