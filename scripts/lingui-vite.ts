import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';
import babel from 'vite-plugin-babel';

/**
 * The Vite plugins of the portal's messages (lingui.config.ts, docs/decisions/020-spanish.md):
 * - Lingui's macros (`useLingui`, `<Trans>`, `msg`) compiled by Babel in the portal's own modules, before Vite's
 *   own transform; Babel only parses TypeScript and JSX here and leaves them for Vite;
 * - the catalogs (`*.po`) compiled into modules when a page imports them.
 * The build, the dev server, the tests, Storybook and the sign-in page's prerender all use them.
 */
export function linguiPlugins(): PluginOption[] {
  return [
    babel({
      include: /[\\/](src|scripts)[\\/].*\.tsx?$/,
      exclude: /node_modules/,
      babelConfig: {
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      },
    }),
    lingui({ failOnCompileError: true }),
  ];
}
