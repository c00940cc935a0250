// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { checkUsername } from '../../src/shared/lib/validation/rules';

import { households, memberPersonas, personaCatalogue, personas, personaTableMarkdown } from '.';
import { planById } from './plans';
import { findPrimaryCareProvider, primaryCareDirectory, specialists, unlistedProviders } from './providers';

/** The persona fixtures hold together, tell the stories they claim, and docs/personas.md shows them. */

describe('the persona fixtures', () => {
  it('have unique lowercase usernames that follow the username rule, and a sentence for what each demonstrates', () => {
    const usernames = personas.map((persona) => persona.username);
    expect(new Set(usernames).size).toBe(usernames.length);
    for (const persona of personas) {
      // Product section 5: 3 to 16 letters or digits, so every demo member can also use the recovery screens.
      expect(checkUsername(persona.username), persona.username).toBeNull();
      expect(persona.username).toBe(persona.username.toLowerCase());
      expect(persona.demonstrates).toMatch(/^[A-Z].+\.$/);
    }
  });

  it('sign in as a member of their household, on the household brand', () => {
    for (const persona of memberPersonas) {
      const household = households[persona.householdId];
      expect(household, persona.username).toBeDefined();
      expect(household?.domainId, persona.username).toBe(persona.domainId);
      expect(household?.members.map((member) => member.memberKey), persona.username).toContain(persona.memberKey);
    }
  });

  it('use member keys and subscriber IDs that belong to one household only', () => {
    const keys = Object.values(households).flatMap((household) => household.members.map((member) => member.memberKey));
    expect(new Set(keys).size).toBe(keys.length);
    const subscriberIds = Object.values(households).map((household) => household.subscriberId);
    expect(new Set(subscriberIds).size).toBe(subscriberIds.length);
    for (const household of Object.values(households)) {
      expect(household.subscriberId).toMatch(/^[A-Za-z0-9]{9,10}$/);
      expect(household.members.filter((member) => member.suffix === 0)).toHaveLength(1);
    }
  });

  it('cover members with known plans of the right category, providers that exist, and programs with details', () => {
    for (const household of Object.values(households)) {
      for (const group of household.groups) {
        for (const period of group.coverage) {
          expect(planById(period.classPlanId).category, `${household.id} ${period.classPlanId}`).toBe(period.category);
          expect(household.members.some((member) => member.memberKey === period.memberKey)).toBe(true);
        }
      }
      for (const selection of household.pcp.selections) {
        expect(Boolean(findPrimaryCareProvider(selection.providerId)) || selection.providerId in unlistedProviders, selection.providerId).toBe(true);
      }
      for (const referral of household.referrals) expect(Object.keys(specialists)).toContain(referral.providerId);
      for (const program of household.programs) expect(program.details?.programId ?? program.id).toBe(program.id);
    }
  });

  it('give the brand 1 family what its story needs', () => {
    const rivera = households.rivera!;
    const featured = rivera.programs.filter((program) => program.highPriority && program.eligible && !program.resource);
    expect(featured.length).toBeGreaterThan(6);
    expect(featured.some((program) => program.name.length > 25)).toBe(true);
    expect(rivera.pcp.eligible).toBe(true);
    expect(rivera.members.filter((member) => !rivera.pcp.selections.some((selection) => selection.memberKey === member.memberKey))).toHaveLength(1);
    expect(rivera.ebill).toMatchObject({ hasEbill: true, showAlert: true });
    expect(rivera.referrals.length).toBeGreaterThan(0);
    const incomplete = rivera.extraLimits.filter(({ limit }) => limit.total == null || limit.totalMet == null || limit.totalRemaining == null || (limit.totalMet === 0 && limit.totalRemaining === 0));
    expect(incomplete.length).toBeGreaterThan(0);
  });

  it('include every story of the issue', () => {
    const groupIds = Object.values(households).flatMap((household) => household.groups.map((group) => group.groupId));
    const parentIds = Object.values(households).flatMap((household) => household.groups.map((group) => group.parentGroupId));
    expect(groupIds).toContain('10004760');
    expect(groupIds).toContain('10002805');
    expect(parentIds).toContain('100000075');
    expect(Object.values(households).some((household) => household.employee.local598)).toBe(true);
    expect(Object.values(households).some((household) => typeof household.preventiveCareDueDate === 'string')).toBe(true);
    expect(Object.values(households).some((household) => household.preventiveCareDueDate === null)).toBe(true);
    const statuses = Object.values(households).map((household) => household.planManagement.directPlanCancellationStatus?.id ?? null);
    expect(statuses).toEqual(expect.arrayContaining(['M', 'D']));
    expect(memberPersonas.filter((persona) => persona.role === 'new-id').map((persona) => persona.domainId).sort()).toEqual([2, 5]);
    expect(memberPersonas.some((persona) => persona.accountStatus === 'INI')).toBe(true);
    expect(personas.filter((persona) => persona.kind === 'login-failure').map((persona) => persona.username).sort()).toEqual(['attempts', 'locked']);
  });
});

describe('the provider directory', () => {
  it('is generated by Faker from a fixed seed: the same on every run', async () => {
    const first = primaryCareDirectory.map((entry) => entry.provider);
    vi.resetModules();
    const again = await import('./providers');
    expect(again.primaryCareDirectory.map((entry) => entry.provider)).toEqual(first);
    expect(first.length).toBeGreaterThan(50);
    expect(new Set(first.map((provider) => provider.providerId)).size).toBe(first.length);
  });

  const locations = primaryCareDirectory.flatMap((entry) => entry.provider.locations ?? []);
  /** A US street address as people write it: number, street, a street type, and the direction where the city uses one. */
  const STREET_ADDRESS =
    /^\d{1,5} (?:(?:N|S|E|W|NE|NW|SE|SW) )?(?:Broadway|[A-Z0-9][\w.']*(?: [A-Z0-9][\w.']*)* (?:St|Ave|Blvd|Rd|Dr|Way|Ln|Hwy|Pl|Ct|Pkwy|Loop))(?: (?:N|S|E|W|NE|NW|SE|SW))?$/;

  it('gives every provider a street address as the region writes them (no generated street names)', () => {
    const odd = locations.filter((place) => !STREET_ADDRESS.test(place.addressLine1 ?? '')).map((place) => place.addressLine1);
    expect(odd).toEqual([]);
    // Clinic names do not come from generated streets either: each is the region's or the provider's own.
    const names = new Set(locations.map((place) => place.name));
    expect([...names].filter((name) => !name || /Mountains|Ridges|Roads|Burgs|Extensions|Crossroad/.test(name))).toEqual([]);
  });

  it("writes Portland addresses with the quadrant of their zip code (NW, NE, SE, SW, N), as Portland's are", () => {
    const quadrants: Record<string, string> = { '97209': 'NW', '97210': 'NW', '97211': 'NE', '97213': 'NE', '97232': 'NE', '97202': 'SE', '97206': 'SE', '97214': 'SE', '97217': 'N' };
    const portland = locations.filter((place) => place.city === 'Portland');
    expect(portland.length).toBeGreaterThan(20);
    const wrong = portland.filter((place) => !(place.addressLine1 ?? '').split(' ')[1]?.startsWith(quadrants[place.zipCode ?? ''] ?? '?')).map((place) => `${place.addressLine1}, ${place.zipCode}`);
    expect(wrong).toEqual([]);
  });

  it.each([
    ['rivera', 1, 'OR'],
    ['summit', 2, 'ID'],
    ['harborpolicy', 5, 'WA'],
  ] as const)("finds %s (brand %i) providers near home, in the persona's own region", (username, domainId, state) => {
    const persona = memberPersonas.find((candidate) => candidate.username === username)!;
    expect(persona.domainId).toBe(domainId);
    const home = households[persona.householdId]!.address;
    expect(home.state).toBe(state);
    const near = locations.filter((place) => place.state === home.state && place.city === home.city);
    expect(near.length).toBeGreaterThanOrEqual(4);
  });
});

describe('docs/personas.md (and the README, when it carries the table)', () => {
  const read = (path: string) => (existsSync(resolve(import.meta.dirname, '../..', path)) ? readFileSync(resolve(import.meta.dirname, '../..', path), 'utf8') : '');
  const tableIn = (document: string) => /<!-- persona-table:start[^>]*-->\n([\s\S]*?)\n<!-- persona-table:end -->/.exec(document)?.[1];

  it('shows the persona table of the catalogue', () => {
    expect(tableIn(read('docs/personas.md')), 'Regenerate the table between the persona-table markers with personaTableMarkdown()').toBe(personaTableMarkdown());
    expect(personaCatalogue).toHaveLength(personas.length);
  });

  it('keeps any copy of the table in the README in step', () => {
    const copy = tableIn(read('README.md'));
    if (copy !== undefined) expect(copy, 'README.md: regenerate the table between the persona-table markers').toBe(personaTableMarkdown());
  });

  it('names the demo password', () => {
    expect(readFileSync(resolve(import.meta.dirname, '../../docs/personas.md'), 'utf8')).toContain('Portal#2026');
  });
});
