// @vitest-environment node
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { appIconAddress, webAppManifestAddress } from '../src/app/offline/web-app-manifest';
import { BRANDS, DOMAIN_IDS } from '../src/config/brands';

import { brandColour, ICONS, iconSvg, logoEmblem, webAppManifest } from './make-app-icons';

/**
 * The installable portal's manifests and icons in public/ are what `npm run icons` (scripts/make-app-icons.ts) makes
 * of the brands (docs/decisions/019): a brand whose name, logo or colour changes without running it again fails here.
 */

const publicFile = (address: string) => readFileSync(new URL(`../public${address}`, import.meta.url));

/** Width, height and colour type of a PNG (its IHDR chunk). */
function pngHeader(file: Buffer): { width: number; height: number; colourType: number } {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(file.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20), colourType: file[25]! };
}

describe.each(DOMAIN_IDS)('brand %i: the web app manifest and its icons', (domainId) => {
  const brand = BRANDS[domainId];
  const manifest = JSON.parse(publicFile(webAppManifestAddress(domainId)).toString('utf8')) as ReturnType<typeof webAppManifest> & {
    icons: { src: string; sizes: string; purpose: string }[];
  };

  it("is the script's manifest of the brand: its names and colour, installable from /home, with the ID card as a shortcut", () => {
    expect(manifest).toEqual(webAppManifest(brand, brandColour(domainId)));
    expect(manifest).toMatchObject({ name: brand.name, short_name: brand.shortName, start_url: '/home', scope: '/', display: 'standalone' });
    expect(manifest.shortcuts).toEqual([expect.objectContaining({ url: '/id-card' })]);
  });

  it('names PNG icons of at least 192 and 512 pixels, one of them maskable, each committed at its size', () => {
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of ICONS) {
      const { width, height } = pngHeader(publicFile(appIconAddress(domainId, icon.name)));
      expect([width, height], icon.name).toEqual([icon.size, icon.size]);
    }
  });

  it("draws the emblem of the brand's logo; the maskable icon fills its square with the emblem's colour", () => {
    const logo = publicFile(brand.look.logoSrc).toString('utf8');
    const emblem = logoEmblem(logo);
    expect(emblem.shapes).not.toContain('<text');
    expect(emblem.fill.toLowerCase()).toBe(brandColour(domainId));
    const maskable = iconSvg(logo, ICONS.find((icon) => icon.name === 'maskable-512')!);
    expect(maskable).toContain(`fill="${emblem.fill}"/>`);
    expect(maskable.indexOf(`fill="${emblem.fill}"`)).toBeLessThan(maskable.indexOf(emblem.shapes));
  });
});
