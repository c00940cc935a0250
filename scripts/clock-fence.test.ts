// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { lintProbe } from './lint-probe';

/**
 * The one clock in eslint.config.js (docs/architecture.md): a screen or hook of the features or the shared interface
 * pieces that reads the time with `new Date()` is told to use useToday. Run through ESLint's Node API on code held in
 * memory under the path of a file that does not exist.
 */

const RULE = 'no-restricted-syntax';
const READS_THE_CLOCK = 'export function Probe() {\n  return new Date().getFullYear();\n}\n';
const messages = lintProbe(RULE);

describe('the one clock', () => {
  it.each(['src/features/home/clock-probe.tsx', 'src/features/account/use-clock-probe.ts', 'src/shared/ui/print/clock-probe.tsx'])(
    'names useToday to a screen or hook that reads the clock itself (%s)',
    async (file) => {
      expect(await messages(file, READS_THE_CLOCK)).toEqual([expect.stringContaining('useToday() (src/shared/lib/clock.ts)')]);
    },
  );

  it('leaves a date built from its parts alone', async () => {
    expect(await messages('src/features/home/clock-probe.tsx', 'export const start = new Date(2025, 0, 1);\n')).toEqual([]);
  });

  it('lets tests, stories and the clock itself read the time', async () => {
    for (const file of ['src/features/home/clock-probe.test.tsx', 'src/features/home/clock-probe.stories.tsx', 'src/shared/lib/clock-probe.ts']) {
      expect(await messages(file, READS_THE_CLOCK), file).toEqual([]);
    }
  });

  it('keeps the network fence of the features beside it', async () => {
    expect(await messages('src/features/home/clock-probe.tsx', "export const load = () => fetch('/x');\n")).toEqual([
      expect.stringContaining('generated hooks'),
    ]);
  });
});
