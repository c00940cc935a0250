import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { installViewport, type TestViewport } from './test-viewport';
import { breakpointForWidth, useBreakpoint } from './use-breakpoint';

let viewport: TestViewport | null = null;
afterEach(() => {
  viewport?.restore();
  viewport = null;
});

describe('breakpoints', () => {
  it.each([
    [320, 'phone'],
    [767, 'phone'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1279, 'tablet'],
    [1280, 'desktop'],
    [1440, 'desktop'],
  ])('puts %i px in %s', (width, breakpoint) => {
    expect(breakpointForWidth(width)).toBe(breakpoint);
  });

  it('follows the viewport across the breakpoints', () => {
    viewport = installViewport(375);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('phone');

    viewport.resize(1024);
    expect(result.current).toBe('tablet');
    viewport.resize(1280);
    expect(result.current).toBe('desktop');
    act(() => undefined);
  });

  it('shows the desktop layout where media queries are not available', () => {
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('desktop');
  });
});
