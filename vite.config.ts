import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

import { mockGatewayDevServer } from './mocks/vite-plugin';
import { prerenderLogin } from './scripts/prerender-login';
import { defineConfig } from 'vitest/config';

/** The modules of the client's answer check that load at start-up (see docs/decisions/008-answer-validation.md). */
const CONTRACT_CHECK_MODULES = /generated[\\/]validators[\\/]index\.ts$|src[\\/]shared[\\/]lib[\\/]http[\\/](answer-check|contract-violations)\.ts$/;

// One build serves every environment and brand: behaviour that differs per deployment
// comes from /config.json at run time (see src/config/runtime-config.ts), never from
// build-time variables. Everything in public/ is copied to dist/, config.json (the
// deployment template, mock gateway off) included.
export default defineConfig({
  // The dev and preview servers answer /config.json with the local configuration (mock gateway on), and the
  // external single sign-on form post (a navigation the mock's service worker cannot see); the demo build
  // (`--mode demo`, `npm run build:demo`) also gets MSW's service worker, the production build never.
  // The build puts the sign-in page's markup into index.html (scripts/prerender-login.ts), before every text file
  // of the build gets a gzip and a brotli twin for nginx's gzip_static and brotli_static (deploy/nginx/), except
  // config.json, which each deployment replaces.
  plugins: [
    react(),
    mockGatewayDevServer(),
    prerenderLogin(),
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/(^|\/)config\.json$/], logLevel: 'silent' }),
  ],
  resolve: {
    // zod without its JIT (which needs eval) wherever it runs: see the module.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/shared/lib/zod-jitless.ts', import.meta.url)) }],
  },
  server: {
    port: 5173,
    strictPort: true,
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The start-up part of the answer check (the contract's operation table and the check itself) in a chunk
          // of its own, so that `npm run budget` can show what it costs; the validators are chunks of their own
          // already (validate-<tag>), loaded on demand. React, React DOM, React Router and the query cache's
          // context start every page: one chunk compresses better than several.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'contract-check', test: CONTRACT_CHECK_MODULES },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // The portal's token cookies are Secure (spec section 9), so tests run on an https origin.
    environmentOptions: { jsdom: { url: 'https://portal.example.com/' } },
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Sized for a 2-core machine: at most two worker processes, one per core.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 10_000,
    restoreMocks: true,
  },
});
