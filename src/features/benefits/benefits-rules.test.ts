import { describe, expect, it } from 'vitest';

import { BRANDS } from '../../config/brands';
import { SPECIAL_GROUPS } from '../../config/groups';
import type { CategoryStatus, CoverageCategory } from '../../shared/domain';
import { DENTIST_DIRECTORY_URL, MEDICARE_DENTIST_DIRECTORY_URL } from '../../shared/domain/dentist-directory';

import {
  benefitsLandingPath,
  benefitsMenuItems,
  type BenefitsMenuInput,
  coverageStatusTitle,
  dayTimestamp,
  historyPath,
  downloadTarget,
  isDownloadableUrl,
  memberPrograms,
  pageAccess,
  parseTimestampParam,
  programCategories,
  resolveSuffix,
  summaryPath,
  travelDentistSearch,
} from './benefits-rules';

const NOW = new Date(2026, 5, 15);
const ALL_ACTIVE: Record<CoverageCategory, CategoryStatus> = { Medical: 'Active', Dental: 'Active', Vision: 'Active', Pharmacy: 'Active' };

function menuInput(overrides: Partial<BenefitsMenuInput> = {}): BenefitsMenuInput {
  return {
    brand: BRANDS[1],
    member: { memberSuffix: 0, dateOfBirth: '1984-02-11' },
    now: NOW,
    termed: false,
    eligibility: ALL_ACTIVE,
    hasReferrals: true,
    medicareEligible: false,
    groupId: '10001234',
    handbooksLabel: 'Member Handbooks',
    ...overrides,
  };
}

const titles = (input: BenefitsMenuInput) => benefitsMenuItems(input).map((item) => item.title);

describe('the benefits menu (spec section 6), in the interface category order', () => {
  it('lists the eligible categories, Programs, Referrals and Handbooks on the default brand', () => {
    expect(titles(menuInput())).toEqual(['Medical', 'Dental', 'Vision', 'Pharmacy', 'Programs', 'Referrals', 'Member Handbooks']);
  });

  it('names the handbooks item by the configured label and adds Medicare materials when eligible', () => {
    expect(titles(menuInput({ handbooksLabel: 'Certificate of Coverage', medicareEligible: true, hasReferrals: false }))).toEqual([
      'Medical',
      'Dental',
      'Vision',
      'Pharmacy',
      'Programs',
      'Certificate of Coverage',
      'Medicare Materials',
    ]);
  });

  it('offers the reduced menu on brand 2 and for group 10004760 on any brand', () => {
    const reduced = ['Benefits summary', 'Programs', 'Referrals', 'Member Handbooks'];
    expect(titles(menuInput({ brand: BRANDS[2] }))).toEqual(reduced);
    expect(titles(menuInput({ groupId: SPECIAL_GROUPS.reducedBenefitsMenu }))).toEqual(reduced);
  });

  it('offers only the eligible categories and Medicare materials on brand 5', () => {
    const dentalOnly: Record<CoverageCategory, CategoryStatus> = { Medical: 'Ineligible', Dental: 'Active', Vision: 'Ineligible', Pharmacy: 'Ineligible' };
    expect(titles(menuInput({ brand: BRANDS[5], eligibility: dentalOnly, medicareEligible: true }))).toEqual(['Dental', 'Medicare Materials']);
  });

  it('lists future coverage but not ended coverage', () => {
    expect(titles(menuInput({ eligibility: { ...ALL_ACTIVE, Vision: 'Future', Pharmacy: 'Termed' } }))).toEqual([
      'Medical',
      'Dental',
      'Vision',
      'Programs',
      'Referrals',
      'Member Handbooks',
    ]);
  });

  it('is empty for a termed member', () => {
    expect(benefitsMenuItems(menuInput({ termed: true }))).toEqual([]);
  });
});

describe('page access', () => {
  const access = (page: Parameters<typeof pageAccess>[0], input: Partial<BenefitsMenuInput> = {}, statuses = ALL_ACTIVE) => {
    const full = menuInput({ eligibility: statuses, ...input });
    const variant = full.groupId === SPECIAL_GROUPS.reducedBenefitsMenu ? 'reduced' : full.brand.benefitsMenu;
    return pageAccess(page, { menu: benefitsMenuItems(full), termed: full.termed, variant, statuses });
  };

  it('opens what the menu offers', () => {
    expect(access('dental')).toEqual({ kind: 'allowed' });
    expect(access('programs')).toEqual({ kind: 'allowed' });
  });

  it('says a termed member is not enrolled', () => {
    expect(access('dental', { termed: true })).toEqual({ kind: 'not-enrolled' });
  });

  it('sends a category of the reduced menu to /benefits, where the summary shows it', () => {
    expect(access('medical', { brand: BRANDS[2] })).toEqual({ kind: 'redirect', to: '/benefits' });
  });

  it('says Programs and Handbooks are not part of a brand 5 plan', () => {
    expect(access('programs', { brand: BRANDS[5] })).toEqual({ kind: 'not-in-plan' });
    expect(access('member-handbooks', { brand: BRANDS[5] })).toEqual({ kind: 'not-in-plan' });
  });

  it('says a category the member does not have is not part of the plan', () => {
    expect(access('vision', {}, { ...ALL_ACTIVE, Vision: 'Ineligible' })).toEqual({ kind: 'not-in-plan' });
  });

  it('says Medicare materials are not part of the plan unless eligible', () => {
    expect(access('medicare-materials')).toEqual({ kind: 'not-in-plan' });
    expect(access('medicare-materials', { medicareEligible: true })).toEqual({ kind: 'allowed' });
  });

  it('sends the handbooks page under the other label to the configured one', () => {
    expect(access('certificate-of-coverage')).toEqual({ kind: 'redirect', to: '/benefits/member-handbooks' });
  });

  it('opens the summary for every enrolled member and prior authorization with medical coverage', () => {
    expect(access('benefits-summary')).toEqual({ kind: 'allowed' });
    expect(access('prior-authorization')).toEqual({ kind: 'allowed' });
    expect(access('prior-authorization', {}, { ...ALL_ACTIVE, Medical: 'Ineligible' })).toEqual({ kind: 'not-in-plan' });
  });
});

describe('where /benefits lands', () => {
  it('opens the default category when the menu offers it', () => {
    expect(benefitsLandingPath(benefitsMenuItems(menuInput()), 'Dental')).toBe('/benefits/dental');
    expect(benefitsLandingPath(benefitsMenuItems(menuInput()), 'Programs')).toBe('/benefits/programs');
  });

  it('opens the Benefits summary of the reduced menu', () => {
    expect(benefitsLandingPath(benefitsMenuItems(menuInput({ brand: BRANDS[2] })), 'Medical')).toBe('/benefits/summary');
  });

  it('opens a category whose coverage starts later when the default is not offered', () => {
    const future = menuInput({ brand: BRANDS[5], eligibility: { Medical: 'Ineligible', Dental: 'Future', Vision: 'Ineligible', Pharmacy: 'Ineligible' } });
    expect(benefitsLandingPath(benefitsMenuItems(future), 'Programs')).toBe('/benefits/dental');
  });

  it('has nowhere to go for None with an empty menu', () => {
    expect(benefitsLandingPath([], 'None')).toBeNull();
  });
});

describe('coverage status messages', () => {
  it('has a message for each status', () => {
    const self = { self: true, firstName: 'Jordan' };
    const sam = { self: false, firstName: 'Sam' };
    expect(coverageStatusTitle({ status: 'Future', startDate: '2026-07-01', endDate: null }, 'Vision', self)).toBe(
      'Your vision coverage starts on July 1, 2026.',
    );
    expect(coverageStatusTitle({ status: 'Termed', startDate: '2021-01-01', endDate: '2025-03-31' }, 'Dental', sam)).toBe(
      'Sam\u2019s dental coverage ended on March 31, 2025.',
    );
    expect(coverageStatusTitle({ status: 'Ineligible', startDate: null, endDate: null }, 'Pharmacy', self)).toBe('You do not have pharmacy coverage.');
    expect(coverageStatusTitle({ status: 'Ineligible', startDate: null, endDate: null }, 'Pharmacy', sam)).toBe('Sam does not have pharmacy coverage.');
  });
});

describe('member, dates and addresses', () => {
  const family = [
    { firstName: 'Jordan', lastName: 'Rivera', dateOfBirth: '1984-02-11', suffix: 0, key: 'M1' },
    { firstName: 'Sam', lastName: 'Rivera', dateOfBirth: '2015-08-14', suffix: 2, key: 'M3' },
  ];

  it('takes the suffix of a family member, else the signed-in member', () => {
    expect(resolveSuffix('2', family, 0)).toBe(2);
    expect(resolveSuffix('7', family, 0)).toBe(0);
    expect(resolveSuffix('x', family, 0)).toBe(0);
    expect(resolveSuffix(null, family, 2)).toBe(2);
  });

  it('reads the summary timestamp as its local calendar day', () => {
    const day = new Date(2026, 2, 9);
    expect(parseTimestampParam(String(day.getTime() + 5 * 3600_000))).toEqual(day);
    expect(parseTimestampParam('soon')).toBeNull();
    expect(summaryPath(day, 1)).toBe(`/benefits/summary?asOfDate=${dayTimestamp(day)}&suffix=1`);
    expect(historyPath('2025-01-01', 'Dental')).toBe(`/history/${new Date(2025, 0, 1).getTime()}/benefits/dental`);
  });

  it('opens only https documents without credentials or documents on this site', () => {
    expect(isDownloadableUrl('https://documents.plan.example/a.pdf')).toBe(true);
    expect(isDownloadableUrl('/documents/a.pdf')).toBe(true);
    expect(isDownloadableUrl('/documents/a.pdf?year=2026#page=2')).toBe(true);
    expect(isDownloadableUrl('javascript:alert(1)')).toBe(false);
    expect(isDownloadableUrl('//evil.example/a.pdf')).toBe(false);
  });

  it.each([
    ['plain http', 'http://documents.plan.example/a.pdf'],
    ['a backslash after the slash', '/\\evil.example/login'],
    ['a backslash further on', '/documents\\..\\a.pdf'],
    ['a tab the browser drops', '/\t/evil.example/login'],
    ['a newline the browser drops', '/\n/evil.example/login'],
    ['two slashes', '//evil.example/login'],
    ['credentials', 'https://documents.plan.example@evil.example/login'],
    ['a user and password', 'https://user:secret@documents.plan.example/a.pdf'],
    ['a backslash in an https address', 'https://evil.example\\@documents.plan.example/a.pdf'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'documents/a.pdf'],
    ['nothing', ''],
  ])('refuses %s (%j)', (_case, url) => {
    expect(isDownloadableUrl(url)).toBe(false);
    expect(downloadTarget(url)).toBeNull();
  });

  it('names the host of a document on another site, and none for a document on this site', () => {
    expect(downloadTarget('https://evil.example/login')).toEqual({ href: 'https://evil.example/login', host: 'evil.example' });
    expect(downloadTarget(' https://Documents.Plan.example/a.pdf ')).toEqual({ href: 'https://documents.plan.example/a.pdf', host: 'documents.plan.example' });
    expect(downloadTarget('/documents/a.pdf')).toEqual({ href: '/documents/a.pdf', host: null });
  });
});

describe('programs', () => {
  const base = { highPriority: false, name: 'P', id: 1 };
  it('keeps the programs the member may use, not resources, by display order', () => {
    const list = memberPrograms([
      { ...base, id: 1, eligible: true, displayOrder: 3 },
      { ...base, id: 2, eligible: false, displayOrder: 1 },
      { ...base, id: 3, eligible: true, displayOrder: 2 },
      { ...base, id: 4, eligible: true, displayOrder: 0, resource: true },
    ]);
    expect(list.map((program) => program.id)).toEqual([3, 1]);
  });

  it('orders the categories as the interface does', () => {
    expect(programCategories([{ categories: ['Pharmacy', 'Wellness'] }, { categories: ['Dental', 'Medical'] }])).toEqual([
      'Medical',
      'Dental',
      'Pharmacy',
      'Wellness',
    ]);
  });
});

describe('the travel dental page dentist search', () => {
  it('opens the Medicare plan’s dentist directory for parent group 100000075 and the standard directory otherwise', () => {
    expect(travelDentistSearch('100000075')).toEqual({
      href: MEDICARE_DENTIST_DIRECTORY_URL,
      description: 'Searches the dentists of your Medicare Advantage plan.',
    });
    expect(travelDentistSearch('100000010')).toEqual({ href: DENTIST_DIRECTORY_URL, description: 'Searches the dentists in your plan\u2019s network.' });
    expect(travelDentistSearch(null).href).toBe(DENTIST_DIRECTORY_URL);
  });

  it('goes to the directory itself, not back to the portal’s Find a dentist page', () => {
    for (const parentGroupId of ['100000075', '100000010']) {
      const { href } = travelDentistSearch(parentGroupId);
      expect(href).toMatch(/^https:\/\//);
      expect(href).not.toContain('/find-care/find-a-dentist');
    }
  });
});
