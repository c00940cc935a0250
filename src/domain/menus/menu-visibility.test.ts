import { describe, expect, it } from 'vitest';
import { BRANDS, type DomainId } from '../../config/brands';
import { readable, showSpanish } from '../../test/i18n';
import {
  benefitsMenuVariant,
  cameThroughNewId,
  handbooksMenuItem,
  hasProgramsPage,
  listsReferrals,
  type MenuItem,
  menuCategories,
  type SignedInMenuInput,
  showPrimaryCareItem,
  signedInUtilityMenu,
  visibleMenus,
  type VisibleMenus,
} from './menu-visibility';

describe('cameThroughNewId: the New ID menu item', () => {
  it.each([
    [{ role: 'new-id' }, true],
    [{ role: 'member' }, false],
    [{ role: 'member', issuedByNewId: true }, true],
    [{ role: 'member', issuedByNewId: false }, false],
    [{ role: 'NEW-ID' }, false],
    [null, false],
  ])('%j → came through new-id %j', (claims, through) => {
    expect(cameThroughNewId(claims)).toBe(through);
  });
});

const now = new Date(2026, 5, 15, 10, 0); // 15 June 2026

/** A subscriber with everything that can show switched on. Roles below change what they need. */
function signedIn(domainId: DomainId, overrides: Partial<SignedInMenuInput> = {}): SignedInMenuInput {
  return {
    signedIn: true,
    brand: BRANDS[domainId],
    member: { memberSuffix: 0, dateOfBirth: '1984-02-11' },
    now,
    termed: false,
    eligibility: { Medical: 'Active', Dental: 'Active', Vision: 'Ineligible', Pharmacy: 'Future' },
    hasEbill: true,
    pcp: { eligible: false, subscriberHasSelection: true, memberHasSelection: false },
    programs: [{ id: 12 }, { id: 37 }],
    hasReferrals: true,
    medicareEligible: true,
    groupId: '10001234',
    handbooksLabel: 'Member Handbooks',
    claims: { role: 'member' },
    groupCount: 1,
    ...overrides,
  };
}

const ROLES = {
  subscriber: {},
  'adult dependent': { member: { memberSuffix: 1, dateOfBirth: '2000-05-01' } },
  'minor dependent': { member: { memberSuffix: 2, dateOfBirth: '2015-09-30' } },
  'dependent turning 18 today': { member: { memberSuffix: 2, dateOfBirth: '2008-06-15' } },
  'dependent turning 18 tomorrow': { member: { memberSuffix: 2, dateOfBirth: '2008-06-16' } },
  'termed subscriber': { termed: true },
  'new-id subscriber': { claims: { role: 'new-id' } },
} satisfies Record<string, Partial<SignedInMenuInput>>;
type Role = keyof typeof ROLES;

const ids = (items: readonly MenuItem[] | undefined): string[] | null => items?.map((entry) => entry.id) ?? null;
const find = (menus: VisibleMenus, id: string) => menus.primary.find((entry) => entry.id === id);

/** The whole signed-in menu as ids, so one expectation covers every item. */
function outline(menus: VisibleMenus) {
  return {
    primary: ids(menus.primary),
    benefits: ids(find(menus, 'benefits')?.subItems),
    findCare: ids(find(menus, 'find-care')?.subItems),
    claimsTitle: readable(find(menus, 'claims-eobs')?.title),
    claims: ids(find(menus, 'claims-eobs')?.subItems),
    account: ids(menus.accountSettings),
    utility: ids(menus.utility),
  };
}

const PRIMARY = ['home', 'account', 'benefits', 'find-care', 'claims-eobs'];
const PRIMARY_TERMED = ['home', 'account', 'claims-eobs'];
const FIND_CARE = ['find-care-resources', 'primary-care', 'find-a-dentist', 'care-reminders'];
const FIND_CARE_NO_PCP = ['find-care-resources', 'find-a-dentist', 'care-reminders'];
const BENEFITS: Record<DomainId, string[]> = {
  // default: eligible (active or future) categories, Programs, Referrals, Handbooks, Medicare
  1: ['medical', 'dental', 'pharmacy', 'programs', 'referrals', 'member-handbooks', 'medicare-materials'],
  // reduced
  2: ['benefits-summary', 'programs', 'referrals', 'member-handbooks', 'medicare-materials'],
  // categories and medicare
  5: ['medical', 'dental', 'pharmacy', 'medicare-materials'],
};
const SUBSCRIBER_CLAIMS = ['claims', 'eobs', 'pharmacy-benefit-manager'];
const DEPENDENT_CLAIMS = ['claims', 'pharmacy-benefit-manager'];
const account = ({ settings, ebill, newId = false }: { settings: boolean; ebill: boolean; newId?: boolean }) => [
  'account-summary',
  'member-information',
  ...(settings ? ['settings'] : []),
  'member-plan-benefits',
  ...(ebill ? ['ebill'] : []),
  'help-center',
  ...(newId ? ['new-id'] : []),
  'log-out',
];
const SIGNED_IN_UTILITY = ['contact-us', 'log-out'];

type Expected = ReturnType<typeof outline>;

function expected(domainId: DomainId, role: Role): Expected {
  const subscriber = role === 'subscriber' || role === 'termed subscriber' || role === 'new-id subscriber';
  const termed = role === 'termed subscriber';
  const adultDependent = role === 'adult dependent' || role === 'dependent turning 18 today';
  const brandOffersEbill = domainId !== 5;
  const dependentsLoseSettings = domainId === 5;
  return {
    primary: termed ? PRIMARY_TERMED : PRIMARY,
    benefits: termed ? null : BENEFITS[domainId],
    // The family's selection counts for the subscriber only; the dependents here have none and are not PCP-eligible.
    findCare: termed ? null : subscriber ? FIND_CARE : FIND_CARE_NO_PCP,
    claimsTitle: subscriber ? 'Claims/EOBs' : 'Claims',
    claims: subscriber ? SUBSCRIBER_CLAIMS : DEPENDENT_CLAIMS,
    account: account({
      settings: subscriber || (!adultDependent && !dependentsLoseSettings),
      ebill: brandOffersEbill && !termed,
      newId: role === 'new-id subscriber',
    }),
    utility: SIGNED_IN_UTILITY,
  };
}

const TABLE = ([1, 2, 5] as const).flatMap((domainId) =>
  (Object.keys(ROLES) as Role[]).map((role) => [domainId, role] as const),
);

describe('visibleMenus: every brand × role', () => {
  it.each(TABLE)('brand %d, %s', (domainId, role) => {
    const menus = visibleMenus(signedIn(domainId, ROLES[role]));
    expect(outline(menus)).toEqual(expected(domainId, role));
  });

  // A spot check of the generated expectations, written out in full so the table cannot drift unnoticed.
  it('brand 5 adult dependent, written out', () => {
    expect(outline(visibleMenus(signedIn(5, ROLES['adult dependent'])))).toEqual({
      primary: ['home', 'account', 'benefits', 'find-care', 'claims-eobs'],
      benefits: ['medical', 'dental', 'pharmacy', 'medicare-materials'],
      findCare: ['find-care-resources', 'find-a-dentist', 'care-reminders'],
      claimsTitle: 'Claims',
      claims: ['claims', 'pharmacy-benefit-manager'],
      account: ['account-summary', 'member-information', 'member-plan-benefits', 'help-center', 'log-out'],
      utility: ['contact-us', 'log-out'],
    });
  });

  it('brand 5 minor dependent also loses Settings; brand 1 minor dependent keeps it', () => {
    expect(ids(visibleMenus(signedIn(5, ROLES['minor dependent'])).accountSettings)).not.toContain('settings');
    expect(ids(visibleMenus(signedIn(1, ROLES['minor dependent'])).accountSettings)).toContain('settings');
  });
});

describe('visibleMenus: signed out', () => {
  it.each([
    [1, ['log-in', 'contact-us']],
    [2, ['log-in', 'contact-us']],
    [5, ['log-in']],
  ] as const)('brand %d utility menu → %j', (domainId, expectedIds) => {
    const menus = visibleMenus({ signedIn: false, brand: BRANDS[domainId] });
    expect(ids(menus.utility)).toEqual(expectedIds);
    expect(menus.primary).toEqual([]);
    expect(menus.accountSettings).toEqual([]);
    expect(menus.groupSwitch).toBeNull();
  });

  it('targets the login and unauthenticated contact pages', () => {
    expect(readable(visibleMenus({ signedIn: false, brand: BRANDS[1] }).utility)).toEqual([
      { id: 'log-in', title: 'Log in', target: '/login' },
      { id: 'contact-us', title: 'Contact us', target: '/contact-us' },
    ]);
  });
});

describe('titles and targets', () => {
  const menus = readable(visibleMenus(signedIn(1, { claims: { role: 'member', issuedByNewId: true }, groupCount: 2 })));

  it('primary menu', () => {
    expect(menus.primary.map(({ id, title, target }) => ({ id, title, target }))).toEqual([
      { id: 'home', title: 'Home', target: '/home' },
      { id: 'account', title: 'Account', target: '/account' },
      { id: 'benefits', title: 'Benefits', target: '/benefits' },
      { id: 'find-care', title: 'Find care', target: '/find-care' },
      { id: 'claims-eobs', title: 'Claims/EOBs', target: '/claims' },
    ]);
  });

  it('benefits, find care and claims sub-menus', () => {
    expect(find(menus, 'benefits')?.subItems).toEqual([
      { id: 'medical', title: 'Medical', target: '/benefits/medical' },
      { id: 'dental', title: 'Dental', target: '/benefits/dental' },
      { id: 'pharmacy', title: 'Pharmacy', target: '/benefits/pharmacy' },
      { id: 'programs', title: 'Programs', target: '/benefits/programs' },
      { id: 'referrals', title: 'Referrals', target: '/benefits/referrals' },
      { id: 'member-handbooks', title: 'Member Handbooks', target: '/benefits/member-handbooks' },
      { id: 'medicare-materials', title: 'Medicare Materials', target: '/benefits/medicare-materials' },
    ]);
    expect(find(menus, 'find-care')?.subItems).toEqual([
      { id: 'find-care-resources', title: 'Resources', target: '/find-care/resources' },
      { id: 'primary-care', title: 'Primary care', target: '/find-care/primary-care' },
      { id: 'find-a-dentist', title: 'Find a dentist', target: '/find-care/find-a-dentist' },
      { id: 'care-reminders', title: 'Care reminders', target: '/find-care/care-reminders' },
    ]);
    expect(find(menus, 'claims-eobs')?.subItems).toEqual([
      { id: 'claims', title: 'Claims', target: '/claims' },
      { id: 'eobs', title: 'EOBs', target: '/eobs' },
      { id: 'pharmacy-benefit-manager', title: 'Pharmacy benefit manager', target: '/pharmacy-benefits' },
    ]);
  });

  it('account settings menu (New ID for a token the new-id flow issued)', () => {
    expect(menus.accountSettings).toEqual([
      { id: 'account-summary', title: 'Summary', target: '/account/summary' },
      { id: 'member-information', title: 'Member information', target: '/account/member-information' },
      { id: 'settings', title: 'Settings', target: '/account/settings' },
      { id: 'member-plan-benefits', title: 'Member plan benefits', target: '/account/plan-benefits' },
      { id: 'ebill', title: 'eBill', target: '/account/ebill' },
      { id: 'help-center', title: 'Help center', target: '/account/support' },
      { id: 'new-id', title: 'New ID', target: '/new-id' },
      { id: 'log-out', title: 'Log out', target: '/logout' },
    ]);
  });

  it('signed-in utility menu and the group switch', () => {
    expect(menus.utility).toEqual([
      { id: 'contact-us', title: 'Contact us', target: '/support/customer-service' },
      { id: 'log-out', title: 'Log out', target: '/logout' },
    ]);
    expect(menus.groupSwitch).toEqual({ id: 'select-group', title: 'Change group', target: '/select-group' });
  });

  it('the Benefits title of a sub-menu item is the category name (brand 2 summary)', () => {
    const reduced = visibleMenus(signedIn(2));
    expect(readable(find(reduced, 'benefits')?.subItems?.[0])).toEqual({
      id: 'benefits-summary',
      title: 'Benefits summary',
      target: '/benefits/summary',
    });
  });
});

describe('single rules', () => {
  it.each([
    [1, '10001234', 'default'],
    [2, '10001234', 'reduced'],
    [5, '10001234', 'categories-and-medicare'],
    [1, '10004760', 'reduced'],
    [5, '10004760', 'reduced'],
    [1, null, 'default'],
  ] as const)('brand %d, group %j → %s benefits menu', (domainId, groupId, variant) => {
    expect(benefitsMenuVariant(BRANDS[domainId], groupId)).toBe(variant);
    // The Programs page (and the dashboard's 'View all programs') goes with the menu that lists it.
    expect(hasProgramsPage(BRANDS[domainId], groupId)).toBe(variant !== 'categories-and-medicare');
  });

  it('group 10004760 gets the reduced benefits menu on brand 1', () => {
    const menus = visibleMenus(signedIn(1, { groupId: '10004760' }));
    expect(ids(find(menus, 'benefits')?.subItems)).toEqual(BENEFITS[2]);
  });

  it.each([
    ['Member Handbooks', 'member-handbooks', 'Member Handbooks', '/benefits/member-handbooks'],
    ['Certificate of Coverage', 'certificate-of-coverage', 'Certificate of Coverage', '/benefits/certificate-of-coverage'],
    ['certificate of coverage ', 'certificate-of-coverage', 'Certificate of Coverage', '/benefits/certificate-of-coverage'],
    ['Plan Handbooks', 'member-handbooks', 'Plan Handbooks', '/benefits/member-handbooks'],
  ])('handbooks label %j → %s', (label, id, title, target) => {
    expect(readable(handbooksMenuItem(label))).toEqual({ id, title, target });
    const menus = visibleMenus(signedIn(1, { handbooksLabel: label }));
    expect(readable(find(menus, 'benefits')?.subItems)).toContainEqual({ id, title, target });
  });

  it.each([1, 2] as const)('brand %d: no Referrals without referrals, no Medicare Materials without eligibility', (domainId) => {
    const menus = visibleMenus(signedIn(domainId, { hasReferrals: false, medicareEligible: false }));
    const benefits = ids(find(menus, 'benefits')?.subItems);
    expect(benefits).not.toContain('referrals');
    expect(benefits).not.toContain('medicare-materials');
    expect(benefits).toContain('programs');
  });

  it('brand 5 never lists Programs, Referrals or Handbooks', () => {
    const benefits = ids(find(visibleMenus(signedIn(5, { handbooksLabel: 'Certificate of Coverage' })), 'benefits')?.subItems);
    expect(benefits).toEqual(['medical', 'dental', 'pharmacy', 'medicare-materials']);
  });

  it('brand 5 lists Medicare Materials only when the member is eligible', () => {
    const benefits = ids(find(visibleMenus(signedIn(5, { medicareEligible: false })), 'benefits')?.subItems);
    expect(benefits).toEqual(['medical', 'dental', 'pharmacy']);
  });

  it.each([
    [2, '10001234'],
    [1, '10004760'],
  ] as const)('the reduced menu (brand %d, group %s) lists Handbooks whatever the configured label', (domainId, groupId) => {
    const menus = visibleMenus(signedIn(domainId, { groupId, handbooksLabel: 'Certificate of Coverage' }));
    const benefits = find(menus, 'benefits')?.subItems ?? [];
    expect(readable(benefits)).toContainEqual({ id: 'member-handbooks', title: 'Member Handbooks', target: '/benefits/member-handbooks' });
    expect(ids(benefits)).not.toContain('certificate-of-coverage');
  });

  it.each([
    [1, '10001234', true],
    [2, '10001234', true],
    [5, '10001234', false],
    [5, '10004760', true],
  ] as const)('brand %d, group %s: the benefits menu can list Referrals: %s', (domainId, groupId, expected) => {
    expect(listsReferrals(BRANDS[domainId], groupId)).toBe(expected);
  });

  it('gives a signed-in member Contact us and Log out whatever else is known', () => {
    expect(readable(signedInUtilityMenu())).toEqual([
      { id: 'contact-us', title: 'Contact us', target: '/support/customer-service' },
      { id: 'log-out', title: 'Log out', target: '/logout' },
    ]);
  });

  it.each([
    [{ Medical: 'Active', Dental: 'Active', Vision: 'Active', Pharmacy: 'Active' }, ['Medical', 'Dental', 'Vision', 'Pharmacy']],
    [{ Medical: 'Termed', Dental: 'Future', Vision: 'Ineligible' }, ['Dental']],
    [{}, []],
  ] as const)('menu categories of %j → %j', (eligibility, expectedCategories) => {
    expect(menuCategories(eligibility)).toEqual(expectedCategories);
  });

  it.each([
    ['subscriber with a family selection', 0, { eligible: false, subscriberHasSelection: true, memberHasSelection: false }, true],
    ['dependent, only the family selection', 1, { eligible: false, subscriberHasSelection: true, memberHasSelection: false }, false],
    ['dependent with an own selection', 1, { eligible: false, subscriberHasSelection: false, memberHasSelection: true }, true],
    ['subscriber with an own selection', 0, { eligible: false, subscriberHasSelection: false, memberHasSelection: true }, true],
    ['PCP-eligible dependent', 1, { eligible: true, subscriberHasSelection: false, memberHasSelection: false }, true],
    ['nothing', 0, { eligible: false, subscriberHasSelection: false, memberHasSelection: false }, false],
  ])('primary care item: %s → %j', (_, memberSuffix, pcp, expectedShown) => {
    const input = { member: { memberSuffix, dateOfBirth: '1984-02-11' }, pcp };
    expect(showPrimaryCareItem(input)).toBe(expectedShown);
    const findCare = ids(find(visibleMenus(signedIn(1, input)), 'find-care')?.subItems);
    expect(findCare?.includes('primary-care')).toBe(expectedShown);
  });

  it.each([
    [[{ id: 37 }], true],
    [[{ id: 12 }, { id: 93 }], false],
    [[], false],
  ])('pharmacy benefit manager item with programs %j → %j', (programs, shown) => {
    const claims = ids(find(visibleMenus(signedIn(1, { programs })), 'claims-eobs')?.subItems);
    expect(claims?.includes('pharmacy-benefit-manager')).toBe(shown);
  });

  it.each([
    [1, false, false],
    [1, true, true],
    [2, true, true],
    [5, true, false],
  ] as const)('brand %d, hasEbill %j → eBill item %j', (domainId, hasEbill, shown) => {
    expect(ids(visibleMenus(signedIn(domainId, { hasEbill })).accountSettings)?.includes('ebill')).toBe(shown);
  });

  it.each([
    [{ role: 'new-id' }, true],
    [{ role: 'member', issuedByNewId: true }, true],
    [{ role: 'member', issuedByNewId: false }, false],
    [{ role: 'member' }, false],
    [null, false],
  ])('New ID item for claims %j → %j', (claims, shown) => {
    expect(ids(visibleMenus(signedIn(1, { claims })).accountSettings)?.includes('new-id')).toBe(shown);
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [5, true],
  ])('%d groups → group switch %j', (groupCount, shown) => {
    expect(visibleMenus(signedIn(1, { groupCount })).groupSwitch !== null).toBe(shown);
  });
});

describe('menus in Spanish', () => {
  it('titles every item in the member’s language, and shows a configured handbooks label as configured', async () => {
    await showSpanish();
    const menus = readable(visibleMenus(signedIn(1, { handbooksLabel: 'Plan Handbooks' })));
    expect(menus.primary.map((entry) => entry.title)).toEqual(['Inicio', 'Cuenta', 'Beneficios', 'Buscar atención', 'Reclamos/EOB']);
    expect(find(menus, 'benefits')?.subItems?.map((entry) => entry.title)).toEqual([
      'Médico',
      'Dental',
      'Farmacia',
      'Programas',
      'Referidos',
      'Plan Handbooks',
      'Materiales de Medicare',
    ]);
    expect(readable(signedInUtilityMenu()).map((entry) => entry.title)).toEqual(['Contáctenos', 'Cerrar sesión']);
  });
});
