import react from '@vitejs/plugin-react';
import { createServer, type HtmlTagDescriptor, type Plugin, type ResolvedConfig } from 'vite';

import { firstPaintFile } from './first-paint-file';

import { linguiPlugins } from './lingui-vite';

/**
 * The sign-in page's first paint needs no JavaScript (the build's index.html):
 *
 * - the portal's markup at /login, rendered at build time from the real components (src/app/prerender.tsx), goes
 *   into <div id="root" data-prerendered>, which the page hydrates once its scripts and configuration are in;
 * - a small classic script in <head> (src/app/first-paint-script.ts, minified into a file of its own,
 *   scripts/first-paint-file.ts: the portal's content security policy allows no inline script) runs before the first paint: it shows that markup only on /login
 *   without a query string (every other address keeps index.html's loading line until the portal has started), puts
 *   the brand this browser last saw on the document element (so the markup's variant of that brand shows), and
 *   starts reading /config.json at once, alongside the module scripts, rather than after them (bootstrap takes the
 *   request over).
 *
 * The sign-in page's styles come with the start-up stylesheet, a file of its own linked and preloaded at the top of
 * <head>, rather than inline: the content security policy (style-src 'self') allows no inline style element or
 * style attribute, and the markup has none.
 */

const SCRIPT = firstPaintFile();

const ROOT_ELEMENT = '<div id="root"></div>';

/** Renders the sign-in page with the project's own modules, as the browser runs them (CSS imports left out). */
async function renderLoginMarkup(config: ResolvedConfig): Promise<string> {
  const server = await createServer({
    root: config.root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    mode: config.mode,
    plugins: [...linguiPlugins(), react()],
    resolve: { alias: config.resolve.alias },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { renderLoginPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as { renderLoginPage: () => Promise<string> };
    return await renderLoginPage();
  } finally {
    await server.close();
  }
}

/** The start-up stylesheets index.html links, preloaded first thing in <head> so they arrive before any script. */
function stylesheetPreloads(html: string): HtmlTagDescriptor[] {
  return [...html.matchAll(/<link\s+rel="stylesheet"(?:\s+crossorigin)?\s+href="([^"]+)"/g)].map((match) => ({
    tag: 'link',
    attrs: { rel: 'preload', as: 'style', crossorigin: true, href: match[1]! },
    injectTo: 'head-prepend',
  }));
}

export function prerenderLogin(): Plugin {
  let resolved: ResolvedConfig;
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(config) {
      resolved = config;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SCRIPT.fileName, source: SCRIPT.source });
    },
    transformIndexHtml: {
      // After Vite has linked the scripts and stylesheets, and before the build's files are compressed.
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html must contain ${ROOT_ELEMENT}, where the sign-in page's markup goes.`);
        const markup = await renderLoginMarkup(resolved);
        return {
          html: html.replace(ROOT_ELEMENT, `<div id="root" data-prerendered>${markup}</div>`),
          tags: [...stylesheetPreloads(html), { tag: 'script', attrs: { src: `/${SCRIPT.fileName}` }, injectTo: 'head-prepend' }],
        };
      },
    },
  };
}
