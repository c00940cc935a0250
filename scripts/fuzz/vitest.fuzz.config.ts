import { defineConfig } from 'vitest/config';

import portal from '../../vite.config';

/** The contract fuzz's vitest: the portal's test set-up and environment, the fuzz's own file only. */
export default defineConfig((env) => {
  const base = portal(env);
  return {
    ...base,
    test: {
      ...base.test,
      // The fuzz is a project of its own, not one of `npm test`'s (vite.config.ts).
      projects: undefined,
      include: ['scripts/fuzz/*.fuzz.tsx'],
      maxWorkers: 1,
      testTimeout: 60 * 60 * 1000,
      reporters: ['dot'],
    },
  };
});
