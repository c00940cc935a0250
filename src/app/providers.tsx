import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import type { RuntimeConfig } from '../config/runtime-config';
import { RuntimeConfigProvider } from '../config/runtime-config-context';

import { AppErrorBoundary } from './app-error-boundary';
import { createQueryClient } from './query-client';

export interface AppProvidersProps {
  readonly config: RuntimeConfig;
  /** Tests pass their own client; the portal makes exactly one. */
  readonly queryClient?: QueryClient;
  readonly children: ReactNode;
}

export function AppProviders({ config, queryClient, children }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  return (
    <AppErrorBoundary>
      <RuntimeConfigProvider config={config}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </RuntimeConfigProvider>
    </AppErrorBoundary>
  );
}
