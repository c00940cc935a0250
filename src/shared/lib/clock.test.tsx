import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useToday } from './clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('useToday', () => {
  it('is the date the test sets', () => {
    vi.setSystemTime(new Date(2025, 2, 31, 23, 30));
    const { result } = renderHook(() => useToday());
    expect(result.current).toEqual(new Date(2025, 2, 31, 23, 30));
  });

  it('holds the date of the first render across re-renders, past midnight', () => {
    vi.setSystemTime(new Date(2025, 2, 31, 23, 59));
    const { result, rerender } = renderHook(() => useToday());
    const first = result.current;
    vi.setSystemTime(new Date(2025, 3, 1, 0, 1));
    act(() => rerender());
    expect(result.current).toBe(first);
    expect(result.current).toEqual(new Date(2025, 2, 31, 23, 59));
  });

  it('gives a component mounted later its own, later date', () => {
    vi.setSystemTime(new Date(2025, 2, 31, 23, 59));
    const earlier = renderHook(() => useToday());
    vi.setSystemTime(new Date(2025, 3, 1, 0, 1));
    const later = renderHook(() => useToday());
    expect(earlier.result.current).toEqual(new Date(2025, 2, 31, 23, 59));
    expect(later.result.current).toEqual(new Date(2025, 3, 1, 0, 1));
  });
});
