import { useState } from 'react';

/**
 * Today: the moment the component first rendered, fixed for as long as it stays on the page, so a page never
 * changes its mind at midnight. Every component and hook that needs the date reads it here (lint forbids a
 * `new Date()` of their own); the business rules in `src/domain` take it as a parameter. Tests set it with
 * `vi.setSystemTime(...)` before rendering (and `vi.useRealTimers()` after).
 */
export function useToday(): Date {
  const [today] = useState(() => new Date());
  return today;
}
