import { msg } from '@lingui/core/macro';

import type { EligibilityStatus, Member, Program, TokenClaims } from '../../../generated/model';
import type { BenefitsMenuVariant, BrandConfig } from '../../config/brands';
import { SPECIAL_GROUPS } from '../../config/groups';
import { routePaths } from '../../config/route-paths';
import { benefitCategoryPath, CATEGORY_NAMES, COVERAGE_CATEGORIES, type CoverageCategory } from '../benefits/benefit-categories';
import { claimsMenuLabel, ebillAvailable } from '../home/dashboard-rules';
import { isMinor, isSubscriber } from '../eligibility/eligibility';
import { hasPharmacyBenefitManager } from '../programs/programs';
import { item, type MenuItem, type MenuItemId } from './menu-item';
import { signedOutUtilityMenu } from './utility-menus';
import { isNewIdToken } from '../token/token-claims';

export type { BenefitsMenuItemId, MenuItem, MenuItemId } from './menu-item';
export { signedOutUtilityMenu } from './utility-menus';

/** The utility menu of a signed-in member: Contact us and Log out, whoever the member is (product section 2). */
export function signedInUtilityMenu(): MenuItem[] {
  return [item('contact-us', msg`Contact us`, routePaths.customerService), item('log-out', msg`Log out`, routePaths.logout)];
}

/** The New ID menu item shows for a new-id token and for a token the new-id flow issued. */
export function cameThroughNewId(claims: Pick<TokenClaims, 'role' | 'issuedByNewId'> | null | undefined): boolean {
  return isNewIdToken(claims) || claims?.issuedByNewId === true;
}

/**
 * Which menu items a visitor or member sees (product sections 2 and 6), computed in one place from data.
 */

export interface VisibleMenus {
  primary: MenuItem[];
  accountSettings: MenuItem[];
  utility: MenuItem[];
  /** The group-selection link of the top navigation ('Change group'), when the member has more than one group. */
  groupSwitch: MenuItem | null;
}

export interface SignedOutMenuInput {
  signedIn: false;
  brand: BrandConfig;
}

export interface SignedInMenuInput {
  signedIn: true;
  brand: BrandConfig;
  /** The signed-in member (suffix 0 is the subscriber). */
  member: Pick<Member, 'memberSuffix' | 'dateOfBirth'>;
  now: Date;
  termed: boolean;
  /** The member's status per coverage category; a missing category counts as Ineligible. */
  eligibility: Partial<Record<CoverageCategory, EligibilityStatus>>;
  hasEbill: boolean;
  pcp: {
    /** PCP eligibility (GET pcp/eligibility). */
    eligible: boolean;
    /** The subscriber's family has a primary care selection (counts only when the signed-in member is the subscriber). */
    subscriberHasSelection: boolean;
    /** The signed-in member has a primary care selection. */
    memberHasSelection: boolean;
  };
  programs: readonly Pick<Program, 'id'>[];
  hasReferrals: boolean;
  medicareEligible: boolean;
  groupId: string | null | undefined;
  /** The runtime config's handbooks label: 'Member Handbooks' or 'Certificate of Coverage'. */
  handbooksLabel: string;
  claims: Pick<TokenClaims, 'role' | 'issuedByNewId'> | null;
  /** How many groups the member belongs to. */
  groupCount: number;
}

export type VisibleMenusInput = SignedOutMenuInput | SignedInMenuInput;


/** The Benefits sub-menu variant: group 10004760 forces 'reduced', otherwise the brand's. */
export function benefitsMenuVariant(brand: Pick<BrandConfig, 'benefitsMenu'>, groupId: string | null | undefined): BenefitsMenuVariant {
  return groupId === SPECIAL_GROUPS.reducedBenefitsMenu ? 'reduced' : brand.benefitsMenu;
}

/** Whether the Benefits menu has a Programs page: every variant but brand 5's (product section 6). */
export function hasProgramsPage(brand: Pick<BrandConfig, 'benefitsMenu'>, groupId: string | null | undefined): boolean {
  return benefitsMenuVariant(brand, groupId) !== 'categories-and-medicare';
}

/** Whether the Benefits menu can list Referrals (when the member has any): every variant but brand 5's. */
export function listsReferrals(brand: Pick<BrandConfig, 'benefitsMenu'>, groupId: string | null | undefined): boolean {
  return benefitsMenuVariant(brand, groupId) !== 'categories-and-medicare';
}

// The configured label that asks for the Certificate of Coverage page (compared, never shown).
const CERTIFICATE_LABEL_CONFIG = 'certificate of coverage';
/** The handbooks label of product section 9: the configuration's default value (shown as the portal's own message). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a configuration value, compared with the configured label
export const DEFAULT_HANDBOOKS_LABEL = 'Member Handbooks';

/** The handbooks item: 'Certificate of Coverage' when that is the configured label, else Member Handbooks under the label. */
export function handbooksMenuItem(handbooksLabel: string): MenuItem {
  const label = handbooksLabel.trim();
  return label.toLowerCase() === CERTIFICATE_LABEL_CONFIG
    ? item('certificate-of-coverage', msg`Certificate of Coverage`, routePaths.certificateOfCoverage)
    : // The configured label is the deployment's words; the default one is the portal's, in the member's language.
      item('member-handbooks', label && label !== DEFAULT_HANDBOOKS_LABEL ? label : msg`Member Handbooks`, routePaths.memberHandbooks);
}

const CATEGORY_IDS: Readonly<Record<CoverageCategory, MenuItemId>> = {
  Medical: 'medical',
  Dental: 'dental',
  Vision: 'vision',
  Pharmacy: 'pharmacy',
};

/**
 * The coverage categories the benefits menu lists: those whose status is Active or Future (decision: a member
 * sees upcoming coverage; Termed and Ineligible categories are not listed).
 */
export function menuCategories(eligibility: Partial<Record<CoverageCategory, EligibilityStatus>>): CoverageCategory[] {
  return COVERAGE_CATEGORIES.filter((category) => {
    const status = eligibility[category];
    return status === 'Active' || status === 'Future';
  });
}

function benefitsSubItems(input: SignedInMenuInput): MenuItem[] {
  const categories = menuCategories(input.eligibility).map((category) =>
    item(CATEGORY_IDS[category], CATEGORY_NAMES[category], benefitCategoryPath(category)!),
  );
  const programs = item('programs', msg`Programs`, routePaths.programs);
  const referrals = input.hasReferrals ? [item('referrals', msg`Referrals`, routePaths.referrals)] : [];
  const medicare = input.medicareEligible
    ? [item('medicare-materials', msg`Medicare Materials`, routePaths.medicareMaterials)]
    : [];
  const handbooks = handbooksMenuItem(input.handbooksLabel);

  switch (benefitsMenuVariant(input.brand, input.groupId)) {
    case 'reduced': {
      // The reduced menu always lists Handbooks; only the default brand's turns into the Certificate of Coverage.
      const reducedHandbooks = handbooks.id === 'member-handbooks' ? handbooks : handbooksMenuItem(DEFAULT_HANDBOOKS_LABEL);
      return [item('benefits-summary', msg`Benefits summary`, routePaths.benefitsSummary), programs, ...referrals, reducedHandbooks, ...medicare];
    }
    case 'categories-and-medicare':
      return [...categories, ...medicare];
    case 'default':
      return [...categories, programs, ...referrals, handbooks, ...medicare];
  }
}

/** The primary care item: a subscriber whose family has a selection, a member with a selection, or PCP eligibility. */
export function showPrimaryCareItem(input: Pick<SignedInMenuInput, 'member' | 'pcp'>): boolean {
  const { member, pcp } = input;
  return (isSubscriber(member) && pcp.subscriberHasSelection) || pcp.memberHasSelection || pcp.eligible;
}

function findCareSubItems(input: SignedInMenuInput): MenuItem[] {
  return [
    item('find-care-resources', msg`Resources`, routePaths.findCareResources),
    ...(showPrimaryCareItem(input) ? [item('primary-care', msg`Primary care`, routePaths.primaryCare)] : []),
    item('find-a-dentist', msg`Find a dentist`, routePaths.findADentist),
    item('care-reminders', msg`Care reminders`, routePaths.careReminders),
  ];
}

function claimsSubItems(input: SignedInMenuInput): MenuItem[] {
  return [
    item('claims', msg`Claims`, routePaths.claims),
    ...(isSubscriber(input.member) ? [item('eobs', msg`EOBs`, routePaths.eobs)] : []),
    ...(hasPharmacyBenefitManager(input.programs)
      ? [item('pharmacy-benefit-manager', msg`Pharmacy benefit manager`, routePaths.pharmacyBenefits)]
      : []),
  ];
}

function primaryMenu(input: SignedInMenuInput): MenuItem[] {
  return [
    item('home', msg`Home`, routePaths.home),
    item('account', msg`Account`, routePaths.account),
    ...(input.termed ? [] : [item('benefits', msg`Benefits`, routePaths.benefits, benefitsSubItems(input))]),
    ...(input.termed ? [] : [item('find-care', msg`Find care`, routePaths.findCare, findCareSubItems(input))]),
    item('claims-eobs', claimsMenuLabel(input.member), routePaths.claims, claimsSubItems(input)),
  ];
}

/** Settings: the subscriber always; a dependent only when under 18 and the brand lets dependents see it. */
export function showSettingsItem(input: Pick<SignedInMenuInput, 'brand' | 'member' | 'now'>): boolean {
  if (isSubscriber(input.member)) return true;
  if (input.brand.dependentSettings === 'no-dependents') return false;
  return isMinor(input.member.dateOfBirth, input.now);
}

function accountSettingsMenu(input: SignedInMenuInput): MenuItem[] {
  return [
    item('account-summary', msg`Summary`, routePaths.accountSummary),
    item('member-information', msg`Member information`, routePaths.memberInformation),
    ...(showSettingsItem(input) ? [item('settings', msg`Settings`, routePaths.settings)] : []),
    item('member-plan-benefits', msg`Member plan benefits`, routePaths.planBenefits),
    ...(ebillAvailable(input) ? [item('ebill', msg`eBill`, routePaths.ebill)] : []),
    item('help-center', msg`Help center`, routePaths.support),
    ...(cameThroughNewId(input.claims) ? [item('new-id', msg`New ID`, routePaths.newId)] : []),
    item('log-out', msg`Log out`, routePaths.logout),
  ];
}


/** All menus of the shell for a visitor (signed out) or a member (signed in). */

export function visibleMenus(input: VisibleMenusInput): VisibleMenus {
  if (!input.signedIn) {
    return { primary: [], accountSettings: [], utility: signedOutUtilityMenu(input.brand), groupSwitch: null };
  }
  return {
    primary: primaryMenu(input),
    accountSettings: accountSettingsMenu(input),
    utility: signedInUtilityMenu(),
    groupSwitch: input.groupCount > 1 ? item('select-group', msg`Change group`, routePaths.selectGroup) : null,
  };
}
