import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { testRuntimeConfig } from '../test/test-runtime-config';

import { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config-context';

describe('useRuntimeConfig', () => {
  it('returns the provided configuration', () => {
    const config = testRuntimeConfig({ domainId: 2 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RuntimeConfigProvider config={config}>{children}</RuntimeConfigProvider>
    );

    const { result } = renderHook(() => useRuntimeConfig(), { wrapper });

    expect(result.current).toBe(config);
  });

  it('fails loudly when used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() => renderHook(() => useRuntimeConfig())).toThrow(
      'useRuntimeConfig must be used inside <RuntimeConfigProvider>.',
    );
  });
});
