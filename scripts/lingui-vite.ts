import { lingui } from '@lingui/vite-plugin';
import type { Plugin, PluginOption } from 'vite';
import babel from 'vite-plugin-babel';

/**
 * The Vite plugins of the portal's messages (lingui.config.ts, docs/decisions/020-spanish.md):
 * - Lingui's macros (`useLingui`, `<Trans>`, `msg`) compiled by Babel in the portal's own modules, before Vite's
 *   own transform; Babel only parses TypeScript and JSX here and leaves them for Vite;
 * - the catalogs (`*.po`) compiled into modules when a page imports them.
 * The build, the dev server, the tests, Storybook and the sign-in page's prerender all use them.
 */
export function linguiPlugins(): PluginOption[] {
  const macros = babel({
      include: /[\\/](src|scripts)[\\/].*\.tsx?$/,
      exclude: /node_modules/,
      babelConfig: {
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      },
    });
  const compileMacros = macros.transform as TransformHook;
  return [
    {
      ...(macros as Plugin),
      // Babel only for the modules that import a macro (about a third of them): parsing the others with Babel as
      // well doubled the time a test run spends transforming the portal.
      transform(code, id, options) {
        return MACRO_IMPORT.test(code) ? compileMacros.call(this, code, id, options) : null;
      },
    },
    lingui({ failOnCompileError: true }),
  ];
}

type TransformHook = Extract<NonNullable<Plugin['transform']>, (...args: never[]) => unknown>;

/** An import of Lingui's macros: `@lingui/react/macro` or `@lingui/core/macro`. */
const MACRO_IMPORT = /['"]@lingui\/(react|core)\/macro['"]/;
