// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { DOMAIN_IDS } from '../../config/brands';

/**
 * Each brand's colour tokens meet WCAG 2.2 AA: text pairs at least 4.5:1, controls, indicators and focus rings
 * at least 3:1 against what they sit on. The tokens are read from the style sheets themselves (tokens.css, then
 * the brand's overrides under :root[data-brand='N']), so a changed colour is checked where it is written.
 */

const stylesDir = fileURLToPath(new URL('.', import.meta.url));

type Tokens = Map<string, string>;

/** The custom properties declared in the first block of `css` whose selector matches `selector`. */
function declarations(css: string, selector: RegExp): Tokens {
  const tokens: Tokens = new Map();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const block of withoutComments.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (!selector.test(block[1]!.trim())) continue;
    for (const declaration of block[2]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      tokens.set(declaration[1]!, declaration[2]!.trim());
    }
  }
  return tokens;
}

const defaults = declarations(readFileSync(`${stylesDir}tokens.css`, 'utf8'), /^:root$/);

function brandTokens(domainId: number): Tokens {
  const css = readFileSync(`${stylesDir}brands/brand-${domainId}.css`, 'utf8');
  const overrides = declarations(css, new RegExp(`^:root\\[data-brand=['"]${domainId}['"]\\]$`));
  return new Map([...defaults, ...overrides]);
}

/** A token's colour as #rrggbb, following var() references. */
function colour(tokens: Tokens, name: string, seen: string[] = []): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`${name} is not defined`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  if (reference) {
    if (seen.includes(reference[1]!)) throw new Error(`${name} refers to itself`);
    return colour(tokens, reference[1]!, [...seen, name]);
  }
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (!hex) throw new Error(`${name} is not a #hex colour: ${value}`);
  const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
  return `#${digits.toLowerCase()}`;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Text (and the icons beside it) on its background: 4.5:1. */
const TEXT_PAIRS: readonly [string, string][] = [
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-surface-muted'],
  ['--color-text-muted', '--color-surface'],
  ['--color-text-muted', '--color-surface-muted'],
  ['--color-primary', '--color-surface'],
  ['--color-primary-contrast', '--color-primary'],
  ['--color-primary-contrast', '--color-primary-hover'],
  ['--color-link', '--color-surface'],
  ['--color-link', '--color-surface-muted'],
  ['--color-link-hover', '--color-surface'],
  ['--color-header-text', '--color-header-bg'],
  ['--color-header-text', '--color-nav-hover-bg'],
  ['--color-text', '--color-nav-hover-bg'],
  ['--color-link', '--color-header-bg'],
  ['--color-primary', '--color-nav-hover-bg'],
  ['--color-utility-text', '--color-utility-bg'],
  ['--color-footer-text', '--color-footer-bg'],
  ['--color-footer-link', '--color-footer-bg'],
  ['--color-footer-dark-text', '--color-footer-dark-bg'],
  ['--color-footer-dark-link', '--color-footer-dark-bg'],
  ['--color-snackbar-text', '--color-snackbar-bg'],
  ['--color-info', '--color-info-bg'],
  ['--color-success', '--color-success-bg'],
  ['--color-warning', '--color-warning-bg'],
  ['--color-error', '--color-error-bg'],
  ['--color-text', '--color-warning-bg'],
];

/** Control boundaries, current-page indicators and focus rings against what surrounds them: 3:1. */
const UI_PAIRS: readonly [string, string][] = [
  ['--color-border', '--color-surface'],
  ['--color-border', '--color-header-bg'],
  ['--color-primary', '--color-surface'],
  ['--color-nav-current', '--color-header-bg'],
  ['--color-nav-current', '--color-nav-hover-bg'],
  ['--focus-ring-color', '--color-surface'],
  ['--focus-ring-color', '--color-surface-muted'],
  ['--focus-ring-color', '--color-header-bg'],
  ['--focus-ring-color', '--color-nav-hover-bg'],
  ['--focus-ring-color', '--color-footer-bg'],
  ['--focus-ring-color-inverse', '--color-utility-bg'],
  // Focus on the primary-coloured welcome banner (its heading takes focus after each navigation to /home).
  ['--focus-ring-color-inverse', '--color-primary'],
  ['--focus-ring-color-inverse', '--color-footer-dark-bg'],
  ['--color-footer-text', '--color-footer-bg'],
  ['--color-footer-dark-text', '--color-footer-dark-bg'],
];

describe('contrast ratio', () => {
  it('follows the WCAG formula', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });
});

describe('brand themes', () => {
  it('has a style sheet for every brand, and none for a brand that does not exist', () => {
    const files = readdirSync(`${stylesDir}brands`).filter((file) => /^brand-\d+\.css$/.test(file));
    expect(files.sort()).toEqual(DOMAIN_IDS.map((id) => `brand-${id}.css`).sort());
  });

  describe.each(DOMAIN_IDS)('brand %i', (domainId) => {
    const tokens = brandTokens(domainId);

    it('overrides the brand colours', () => {
      expect(colour(tokens, '--color-primary')).not.toBe(colour(defaults, '--color-primary'));
    });

    it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (foreground, background) => {
      expect(contrastRatio(colour(tokens, foreground), colour(tokens, background))).toBeGreaterThanOrEqual(4.5);
    });

    it.each(UI_PAIRS)('%s against %s reaches 3:1', (foreground, background) => {
      expect(contrastRatio(colour(tokens, foreground), colour(tokens, background))).toBeGreaterThanOrEqual(3);
    });
  });
});
