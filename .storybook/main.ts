import type { StorybookConfig } from '@storybook/react-vite';

import { mockServiceWorkerFile } from '../mocks/vite-plugin';

/**
 * Storybook 10 with its Vite builder on the project's own Vite 8 configuration (vite.config.ts); see
 * docs/decisions/010-storybook.md. Stories live beside what they show (`*.stories.tsx`); the mock gateway answers
 * them through msw-storybook-addon, with msw's service worker from the msw package (mocks/vite-plugin.ts).
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The stories document behaviour, not props tables: no docgen pass over every component (a quicker build).
  typescript: { reactDocgen: false },
  viteFinal(viteConfig) {
    // The dev server's own mock gateway middleware (/config.json, the single sign-on form post) and the build's
    // compressed twins have no part here; msw's service worker is served, and written into the static Storybook.
    const unused = new Set(['mock-gateway-dev-server', 'vite-plugin-compression']);
    viteConfig.plugins = [
      ...(viteConfig.plugins ?? []).filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && unused.has(plugin.name))),
      mockServiceWorkerFile(),
    ];
    return viteConfig;
  },
};

export default config;
