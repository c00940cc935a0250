import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin, PluginOption } from 'vite';

/**
 * MSW's service worker (from the installed msw package, so it matches the library's version) for msw-storybook-addon:
 * the dev server answers /mockServiceWorker.js and build-storybook writes it into its output. (Storybook loads this
 * file with Node's own module loader, which cannot import the mock gateway's extensionless modules, so the few lines
 * of mocks/vite-plugin.ts that do the same for the portal's dev server are not shared.)
 */
function mockServiceWorkerFile(): Plugin {
  const fileName = 'mockServiceWorker.js';
  const source = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${fileName}`), 'utf8');
  return {
    name: 'mock-service-worker-file',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== `/${fileName}`) return next();
        response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: source() });
    },
  };
}

/**
 * Storybook 10 with its Vite builder on the project's own Vite 8 configuration (vite.config.ts); see
 * docs/decisions/010-storybook.md. Stories live beside what they show (`*.stories.tsx`); the mock gateway answers
 * them through msw-storybook-addon, with msw's service worker from the msw package (below).
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The stories document behaviour, not props tables: no docgen pass over every component (a quicker build).
  typescript: { reactDocgen: false },
  viteFinal(viteConfig) {
    // The dev server's own mock gateway middleware (/config.json, the single sign-on form post), the sign-in page's
    // first paint in the portal's index.html, the build's compressed twins and the portal's offline service worker
    // (whose precache list would take in Storybook's own multi-megabyte files) have no part here; msw's service
    // worker is served, and written into the static Storybook.
    const unused = new Set(['mock-gateway-dev-server', 'prerender-login', 'vite-plugin-compression', 'service-worker-twins']);
    const isUnused = (name: string) => unused.has(name) || name === 'vite-plugin-pwa' || name.startsWith('vite-plugin-pwa:');
    const keep = (options: PluginOption[]): PluginOption[] =>
      options.flatMap((option) => {
        if (Array.isArray(option)) return [keep(option)];
        if (option && typeof option === 'object' && 'name' in option && isUnused(option.name)) return [];
        return [option];
      });
    viteConfig.plugins = [...keep(viteConfig.plugins ?? []), mockServiceWorkerFile()];
    return viteConfig;
  },
};

export default config;
