import { publicPaths } from './public-paths';

export { errorPath } from './public-paths';

/**
 * Paths of the portal's routes (product section 2), so links and redirects are spelled in one place. A path with
 * parameters is filled in by react-router's generatePath from its pattern here (which encodes each value), never
 * spelled again. The pages anyone may open are in public-paths.ts, which the first page load carries alone.
 */
export const routePaths = {
  ...publicPaths,
  root: '/',
  newId: '/new-id',
  groupSelection: '/group-selection',
  selectGroup: '/select-group',
  updateEmail: '/update-email',
  registrationPolicies: '/registration-policies',
  ssoLanding: '/sso',
  changePassword: '/account/settings/change-password',
  home: '/home',
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
  careReminders: '/find-care/care-reminders',
  travelDental: '/passport-dental',
  claims: '/claims',
  claimsPrint: '/claims/print',
  claimDetail: '/claims/:claimId',
  eobs: '/eobs',
  pharmacyBenefits: '/pharmacy-benefits',
  customerService: '/support/customer-service',
  benefitHistory: '/history/:effectiveTimestamp/benefits/:category',
  dentalService: '/services/dental/:code',
  dentalServiceDetail: '/details/:tier/dental/:code',
  resourceDownload: '/resource-download',
  idCard: '/id-card',
} as const;
