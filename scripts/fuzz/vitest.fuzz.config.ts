import { defineConfig } from 'vitest/config';

import portal from '../../vite.config';

/** The contract fuzz's vitest: the portal's test set-up and environment, the fuzz's own file only. */
export default defineConfig((env) => {
  const base = portal(env);
  return {
    ...base,
    test: {
      ...base.test,
      include: ['scripts/fuzz/*.fuzz.tsx'],
      maxWorkers: 1,
      testTimeout: 60 * 60 * 1000,
      reporters: ['dot'],
    },
  };
});
