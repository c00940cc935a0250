import { createContext, useContext, type ReactNode } from 'react';

import type { RuntimeConfig } from './runtime-config';

/** The validated runtime configuration; provided once, above the whole app, by `main.tsx`. */
export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);
RuntimeConfigContext.displayName = 'RuntimeConfigContext';

export interface RuntimeConfigProviderProps {
  readonly config: RuntimeConfig;
  readonly children: ReactNode;
}

export function RuntimeConfigProvider({ config, children }: RuntimeConfigProviderProps) {
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (config === null) {
    throw new Error('useRuntimeConfig must be used inside <RuntimeConfigProvider>.');
  }
  return config;
}
