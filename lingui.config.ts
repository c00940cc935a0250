import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The portal's messages (docs/decisions/020-spanish.md). English is the source: screens write their texts in English
 * with Lingui's macros, `npm run i18n:extract` writes them into the catalogs, and translators fill in the Spanish.
 *
 * One catalog per language for what every page may show (src/app, src/shared, src/config), loaded before the first
 * render, and one per feature area (src/features/<area>), loaded with the area's pages: a page downloads the
 * messages of its own language and area only.
 */
const notShipped = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/*-test-helpers.ts', '**/*-test-support.ts*'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false, origins: true }),
  orderBy: 'message',
  // The macros' Trans and useLingui without a React context (src/shared/i18n/runtime.tsx, trans.tsx).
  runtimeConfigModule: { Trans: ['#i18n-trans', 'Trans'], useLingui: ['#i18n-runtime', 'useLingui'] },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app', '<rootDir>/src/domain', '<rootDir>/src/shared', '<rootDir>/src/config', '<rootDir>/src/main.tsx'],
      exclude: [...notShipped, '<rootDir>/src/app/fault-matrix/**', '<rootDir>/src/app/dev/**'],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: notShipped,
    },
  ],
});
