/**
 * The installable portal's web app manifests and icons, one set per brand (docs/decisions/019):
 *
 *   npm run icons
 *
 * writes public/manifest-{domainId}.webmanifest and public/icons/brand-{domainId}-{180,192,512,maskable-512}.png.
 * Both are committed; run it again when a brand's logo, name or primary colour changes (a unit test,
 * scripts/app-icons.test.ts, fails when the committed manifests are not what this script makes).
 *
 * Each icon is the emblem of the brand's logo (public/brands/*.svg: everything but its words, inside its first
 * rect), drawn in Debian's Chromium (the browser of the browser tests, e2e/support/chromium.ts) at the icon's size:
 * - 192 and 512 ("any"): the emblem as it is, its rounded corners transparent;
 * - maskable 512: the emblem on a full square of its own colour, small enough that any mask a platform cuts
 *   (a circle of 80% of the side at the least) keeps all of it;
 * - 180: the home screen icon of iOS (apple-touch-icon), a full square like the maskable one.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';

import { chromiumExecutablePath } from '../e2e/support/chromium';
import { BRANDS, DOMAIN_IDS, type BrandConfig, type DomainId } from '../src/config/brands';
import { appIconAddress, webAppManifestAddress } from '../src/app/offline/web-app-manifest';
import { routePaths } from '../src/config/route-paths';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'public');

/** The icons of a brand: their kind, size in pixels and how much room is left around the emblem (share of the side). */
export const ICONS = [
  { name: '180', size: 180, padding: 0.16, fullBleed: true },
  { name: '192', size: 192, padding: 0, fullBleed: false },
  { name: '512', size: 512, padding: 0, fullBleed: false },
  { name: 'maskable-512', size: 512, padding: 0.2, fullBleed: true },
] as const;

/** The brand's primary colour, from its look (src/shared/styles/brands/brand-{domainId}.css). */
export function brandColour(domainId: DomainId, css = readFileSync(join(root, `src/shared/styles/brands/brand-${domainId}.css`), 'utf8')): string {
  const colour = /--color-primary:\s*(#[0-9a-f]{6})\s*;/i.exec(css)?.[1];
  if (!colour) throw new Error(`brand-${domainId}.css names no --color-primary`);
  return colour.toLowerCase();
}

/** The web app manifest of a brand. */
export function webAppManifest(brand: BrandConfig, themeColour: string): Record<string, unknown> {
  const icon = (name: (typeof ICONS)[number]['name'], size: number, purpose: 'any' | 'maskable') => ({
    src: appIconAddress(brand.domainId, name),
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: brand.name,
    short_name: brand.shortName,
    description: `Your ${brand.name} member dashboard: benefits, claims, care and your ID card, which opens offline once you have viewed it.`,
    lang: 'en-US',
    start_url: routePaths.home,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: themeColour,
    icons: [icon('192', 192, 'any'), icon('512', 512, 'any'), icon('maskable-512', 512, 'maskable')],
    shortcuts: [
      {
        name: 'ID card',
        short_name: 'ID card',
        description: 'Your member ID card, also offline once you have viewed it',
        url: routePaths.idCard,
        icons: [icon('192', 192, 'any')],
      },
    ],
  };
}

/** The emblem of a logo: its first rect (position, size and colour) and every shape but the words. */
export function logoEmblem(svg: string): { x: number; y: number; width: number; height: number; fill: string; shapes: string } {
  const rect = /<rect\b([^>]*)\/>/.exec(svg);
  if (!rect) throw new Error('The logo has no <rect> around its emblem.');
  const attribute = (name: string) => {
    const value = new RegExp(`\\b${name}="([^"]+)"`).exec(rect[1]!)?.[1];
    if (value === undefined) throw new Error(`The emblem's <rect> has no ${name}.`);
    return value;
  };
  const inner = svg.replace(/^[\s\S]*?<svg\b[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const shapes = inner
    .replace(/<title\b[\s\S]*?<\/title>/g, '')
    .replace(/<text\b[\s\S]*?<\/text>/g, '')
    .trim();
  return { x: Number(attribute('x')), y: Number(attribute('y')), width: Number(attribute('width')), height: Number(attribute('height')), fill: attribute('fill'), shapes };
}

/** One icon's SVG: the emblem with `padding` around it, on a full square of its colour when `fullBleed`. */
export function iconSvg(logo: string, { size, padding, fullBleed }: { size: number; padding: number; fullBleed: boolean }): string {
  const emblem = logoEmblem(logo);
  const side = emblem.width / (1 - 2 * padding);
  const left = emblem.x - (side - emblem.width) / 2;
  const top = emblem.y - (side - emblem.height) / 2;
  const background = fullBleed ? `<rect x="${left}" y="${top}" width="${side}" height="${side}" fill="${emblem.fill}"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${left} ${top} ${side} ${side}">` +
    `${background}${emblem.shapes}</svg>`
  );
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    mkdirSync(join(publicDir, 'icons'), { recursive: true });
    for (const domainId of DOMAIN_IDS) {
      const brand = BRANDS[domainId];
      const logo = readFileSync(join(publicDir, brand.look.logoSrc), 'utf8');
      for (const icon of ICONS) {
        await page.setViewportSize({ width: icon.size, height: icon.size });
        await page.setContent(`<!doctype html><html><body style="margin:0">${iconSvg(logo, icon)}</body></html>`);
        const png = await page.locator('svg').screenshot({ omitBackground: true });
        writeFileSync(join(publicDir, appIconAddress(domainId, icon.name)), png);
      }
      const manifest = webAppManifest(brand, brandColour(domainId));
      writeFileSync(join(publicDir, webAppManifestAddress(domainId)), `${JSON.stringify(manifest, null, 2)}\n`);
      console.log(`brand ${domainId}: ${webAppManifestAddress(domainId)} and ${ICONS.length} icons`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
