import { generatePath } from 'react-router-dom';

/**
 * Paths of the portal's routes (spec section 2), so links and redirects are spelled in one place. A path with
 * parameters is filled in by react-router's generatePath from its pattern here (which encodes each value), never
 * spelled again.
 */
export const routePaths = {
  root: '/',
  login: '/login',
  newId: '/new-id',
  groupSelection: '/group-selection',
  selectGroup: '/select-group',
  updateEmail: '/update-email',
  registrationPolicies: '/registration-policies',
  ssoLanding: '/sso',
  changePassword: '/account/settings/change-password',
  home: '/home',
  logout: '/logout',
  account: '/account',
  accountSummary: '/account/summary',
  memberInformation: '/account/member-information',
  settings: '/account/settings',
  planBenefits: '/account/plan-benefits',
  ebill: '/account/ebill',
  support: '/account/support',
  benefits: '/benefits',
  benefitsCategory: '/benefits/:category',
  programs: '/benefits/programs',
  program: '/benefits/programs/:programId',
  referrals: '/benefits/referrals',
  benefitsSummary: '/benefits/summary',
  memberHandbooks: '/benefits/member-handbooks',
  certificateOfCoverage: '/benefits/certificate-of-coverage',
  medicareMaterials: '/benefits/medicare-materials',
  priorAuthorization: '/benefits/prior-authorization',
  medicalService: '/benefits/medical/services/:pageId',
  findCare: '/find-care',
  findCareResources: '/find-care/resources',
  primaryCare: '/find-care/primary-care',
  primaryCareMember: '/find-care/primary-care/:suffix',
  primaryCareSearch: '/find-care/primary-care/:suffix/search',
  findADentist: '/find-care/find-a-dentist',
  travelDental: '/passport-dental',
  claims: '/claims',
  claimsPrint: '/claims/print',
  claimDetail: '/claims/:claimId',
  eobs: '/eobs',
  pharmacyBenefits: '/pharmacy-benefits',
  customerService: '/support/customer-service',
  contactUs: '/contact-us',
  benefitHistory: '/history/:effectiveTimestamp/benefits/:category',
  dentalService: '/services/dental/:code',
  dentalServiceDetail: '/details/:tier/dental/:code',
  resourceDownload: '/resource-download',
  recoverUsername: '/recovery/username',
  recoverPassword: '/recovery/password',
  registration: '/registration',
  idCard: '/id-card',
  error: '/error/:status',
} as const;

/** The error page for an HTTP status (or the portal's own status 1, "temporarily unable to access"). */
export function errorPath(status: number): string {
  return generatePath(routePaths.error, { status: String(status) });
}

/** One claim's detail page. */
export function claimDetailPath(claimId: string): string {
  return generatePath(routePaths.claimDetail, { claimId });
}

/** The primary care page of the member of `suffix`. */
export function primaryCareMemberPath(suffix: number): string {
  return generatePath(routePaths.primaryCareMember, { suffix: String(suffix) });
}

/** The search for a primary care provider for the member of `suffix`. */
export function primaryCareSearchPath(suffix: number): string {
  return generatePath(routePaths.primaryCareSearch, { suffix: String(suffix) });
}

/** A coverage category's benefits page, by its slug (medical, dental, vision, pharmacy). */
export function benefitsCategoryPath(category: string): string {
  return generatePath(routePaths.benefitsCategory, { category });
}

/** One program's page. */
export function programPath(programId: number): string {
  return generatePath(routePaths.program, { programId: String(programId) });
}

/** A medical service's page. */
export function medicalServicePath(pageId: string): string {
  return generatePath(routePaths.medicalService, { pageId });
}

/** The coverage history of a category from a day (its timestamp, local midnight in milliseconds). */
export function benefitHistoryPath(effectiveTimestamp: number, category: string): string {
  return generatePath(routePaths.benefitHistory, { effectiveTimestamp: String(effectiveTimestamp), category });
}

/** A dental service's page. */
export function dentalServicePath(code: string): string {
  return generatePath(routePaths.dentalService, { code });
}

/** A dental service's page for one network tier. */
export function dentalServiceDetailPath(tier: string, code: string): string {
  return generatePath(routePaths.dentalServiceDetail, { tier, code });
}
