import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

import { mockGatewayDevServer } from './mocks/vite-plugin';
import { defineConfig } from 'vitest/config';

// One build serves every environment and brand: behaviour that differs per deployment
// comes from /config.json at run time (see src/config/runtime-config.ts), never from
// build-time variables. Everything in public/ is copied to dist/, config.json (the
// deployment template, mock gateway off) included.
export default defineConfig({
  // The dev and preview servers answer /config.json with the local configuration (mock gateway on), and the
  // external single sign-on form post (a navigation the mock's service worker cannot see); the demo build
  // (`--mode demo`, `npm run build:demo`) also gets MSW's service worker, the production build never.
  // Every text file of the build gets a gzip and a brotli twin for nginx's gzip_static and brotli_static
  // (deploy/nginx/), except config.json, which each deployment replaces.
  plugins: [
    react(),
    mockGatewayDevServer(),
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
