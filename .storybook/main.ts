import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook 10 with its Vite builder on the project's own Vite 8 configuration (vite.config.ts); see
 * docs/decisions/006-storybook.md. Stories live beside what they show (`*.stories.tsx`); the mock gateway answers
 * them through msw-storybook-addon, whose service worker is public/mockServiceWorker.js.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The stories document behaviour, not props tables: no docgen pass over every component (a quicker build).
  typescript: { reactDocgen: false },
  viteFinal(viteConfig) {
    // The dev server's own mock gateway middleware (/config.json, the single sign-on form post) has no part here.
    viteConfig.plugins = (viteConfig.plugins ?? []).filter(
      (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'mock-gateway-dev-server'),
    );
    return viteConfig;
  },
};

export default config;
