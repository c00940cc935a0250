/**
 * The brands the journeys run for: one Playwright project and one static server (its own port and its own
 * `/config.json`) per brand. The port of brand N is E2E_PORT_BASE + N (4301, 4302 and 4305 by default), so two
 * checkouts on one machine can run side by side with different bases.
 */

export type E2eDomainId = 1 | 2 | 5;

export interface E2eBrand {
  readonly domainId: E2eDomainId;
  /** The Playwright project name: `brand1`, `brand2`, `brand5`. */
  readonly project: `brand${E2eDomainId}`;
  readonly port: number;
  readonly baseURL: string;
}

export const E2E_HOST = '127.0.0.1';

const portBase = Number(process.env.E2E_PORT_BASE ?? 4300);
if (!Number.isInteger(portBase) || portBase < 1024 || portBase > 65000) {
  throw new Error(`E2E_PORT_BASE must be a whole number from 1024 to 65000, not ${process.env.E2E_PORT_BASE}`);
}

/** The first port of this checkout's range; the brands' servers and the journeys' own servers take ports from it. */
export const E2E_PORT_BASE = portBase;

export const E2E_BRANDS: readonly E2eBrand[] = ([1, 2, 5] as const).map((domainId) => ({
  domainId,
  project: `brand${domainId}` as const,
  port: portBase + domainId,
  baseURL: `http://${E2E_HOST}:${portBase + domainId}`,
}));

/** The project that runs the member journeys in Spanish: brand 1's server, in Spanish (playwright.config.ts). */
export const SPANISH_PROJECT = { ...E2E_BRANDS[0]!, project: 'brand1-es' } as const;

/** The member journeys, which also run once in Spanish. */
export const SPANISH_JOURNEYS = [
  'sign-in.spec.ts',
  'auth-journeys.spec.ts',
  'home.spec.ts',
  'account.spec.ts',
  'benefits.spec.ts',
  'find-care.spec.ts',
  'claims.spec.ts',
];

/**
 * The tag of a member journey whose every word is proved in Spanish by another journey already (one persona per
 * landing screen signs in in Spanish, not every persona): the Spanish project leaves it out (not run, not skipped).
 */
export const PROVED_IN_SPANISH_ELSEWHERE = '@spanish-proved-elsewhere';

/** The brand of a project, from its name (`brand5` → 5; `brand1-es` → 1). */
export function brandOfProject(projectName: string): E2eDomainId {
  const brand = E2E_BRANDS.find((entry) => entry.project === projectName.replace(/-es$/, ''));
  if (!brand) throw new Error(`Unknown Playwright project "${projectName}": expected one of ${E2E_BRANDS.map((b) => b.project).join(', ')}`);
  return brand.domainId;
}

/**
 * The tag of a test that belongs to one brand only (a persona of that brand, a brand-only page):
 *   test('locked account', { tag: onlyOnBrand(1) }, async ({ page }) => { ... });
 * playwright.config.ts leaves such tests out of the other brands' projects (they are not run, not skipped).
 */
export function onlyOnBrand(domainId: E2eDomainId): string {
  return `@only-brand${domainId}`;
}

/** What a brand's project leaves out: the tests tagged for another brand only. */
export function otherBrandsOnly(domainId: E2eDomainId): RegExp {
  return new RegExp(`@only-brand(?!${domainId}\\b)\\d+\\b`);
}

/**
 * The tag of a test that does not apply to one brand (no member of that brand can do what it does):
 * playwright.config.ts leaves it out of that brand's project (it is not run there, not skipped).
 */
export function notOnBrand(domainId: E2eDomainId): string {
  return `@not-brand${domainId}`;
}

/** What a brand's project leaves out: the tests tagged as not applying to it. */
export function notForBrand(domainId: E2eDomainId): RegExp {
  return new RegExp(`${notOnBrand(domainId)}\\b`);
}
