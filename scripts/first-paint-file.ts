import { createHash } from 'node:crypto';

import { minifySync } from 'vite';

import { FIRST_PAINT_SCRIPT } from '../src/app/first-paint-script';

/**
 * index.html's first-paint script as the build serves it (scripts/prerender-login.ts): minified like the build's
 * other JavaScript, for every browser the portal supports (they all run modules, so ES2015 at least), in a file
 * named by its content.
 */
export function firstPaintFile(): { readonly fileName: string; readonly source: string } {
  const { code, errors } = minifySync('first-paint.js', FIRST_PAINT_SCRIPT, { compress: { target: 'es2015' } });
  if (errors.length > 0) throw new Error(`The first-paint script does not minify: ${errors.map((error) => error.message).join('; ')}`);
  return { fileName: `assets/first-paint-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`, source: code };
}
