import react from '@vitejs/plugin-react';

import { mockGatewayDevServer } from './mocks/vite-plugin';
import { prerenderLogin } from './scripts/prerender-login';
import { defineConfig } from 'vitest/config';

// One build serves every environment and brand: behaviour that differs per deployment
// comes from /config.json at run time (see src/config/runtime-config.ts), never from
// build-time variables. Everything in public/ is copied to dist/, config.json (the
// deployment template, mock gateway off) included.
export default defineConfig({
  // The dev and preview servers answer /config.json with the local configuration (mock gateway on), and the
  // external single sign-on form post (a navigation the mock's service worker cannot see).
  // The build puts the sign-in page's markup into index.html (scripts/prerender-login.ts).
  plugins: [react(), mockGatewayDevServer(), prerenderLogin()],
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
        // React, React DOM, React Router and the query cache's context start every page: one chunk compresses
        // better than several.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|QueryClientProvider|rolldown[\\/]runtime|src[\\/]config[\\/]brands/,
              priority: 10,
            },
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
