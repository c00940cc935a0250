import { lazy } from 'react';

import type * as DemoPersonasModule from '../../mocks/personas';

import type { LoadMockGateway } from './bootstrap';

/**
 * The only way into the mock gateway and the demo code (src/app/dev) from the portal's own code. The demo build (`npm run build:demo`, which is
 * `vite build --mode demo`), the dev server and the tests can load it; the production build (`npm run build`)
 * cannot, and carries none of it: no MSW, no Faker, no personas and no mockServiceWorker.js.
 *
 * Vite replaces `import.meta.env.MODE` while it builds (production for `vite build`, demo for the demo build,
 * development for the dev server, test under Vitest), so in the production build every export below is the
 * constant `undefined` and the bundler leaves out the modules they would import (not even an empty chunk). The mode decides, not NODE_ENV.
 * scripts/build-outputs.test.ts builds both and checks. The condition is written out in each loader, not shared
 * through a constant, so that it stays a literal the bundler can fold.
 */

/** Starts nothing by itself: bootstrap() calls it only when /config.json says `"mockGateway": true`. */
export const loadMockGateway: LoadMockGateway | undefined =
  import.meta.env.MODE === 'demo' || import.meta.env.MODE === 'development' || import.meta.env.MODE === 'test'
    ? () => import('../../mocks/browser')
    : undefined;

/** The demo personas' catalogue, listed beside the login form in mock mode. */
export const loadDemoPersonas: (() => Promise<typeof DemoPersonasModule>) | undefined =
  import.meta.env.MODE === 'demo' || import.meta.env.MODE === 'development' || import.meta.env.MODE === 'test'
    ? () => import('../../mocks/personas')
    : undefined;

/** The demo personas panel beside the login form (src/app/dev), loaded with the login page in mock mode. */
export const DemoPersonas =
  import.meta.env.MODE === 'demo' || import.meta.env.MODE === 'development' || import.meta.env.MODE === 'test'
    ? lazy(async () => ({ default: (await import('./dev/demo-personas')).DemoPersonas }))
    : undefined;
