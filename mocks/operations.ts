/**
 * Every operation of the gateway contract (openapi/gateway.yaml): operationId, HTTP method, path template
 * (relative to the gateway base) and how it authenticates.
 *
 * scripts/contract/contract.ts reads the same facts from the YAML file with node:fs, which the browser bundle
 * cannot do, so the mock gateway keeps this small table instead. mocks/operations.test.ts checks that it equals
 * the contract's operations exactly, so it cannot drift.
 */

export type OperationMethod = 'GET' | 'POST' | 'PUT';
/** bearer: needs a token; optional: takes one when sent; none: public. */
export type OperationAuth = 'bearer' | 'optional' | 'none';

export interface OperationInfo {
  readonly method: OperationMethod;
  /** Path template relative to the gateway base, with {name} parameters as in the contract. */
  readonly path: string;
  readonly auth: OperationAuth;
}

export const operations = {
  createToken: { method: 'POST', path: '/token', auth: 'none' },
  getTokenUserKey: { method: 'GET', path: '/token/userkey', auth: 'bearer' },
  createNewIdToken: { method: 'POST', path: '/new-id', auth: 'bearer' },
  selectGroup: { method: 'POST', path: '/group-selection', auth: 'optional' },
  getGroups: { method: 'GET', path: '/groups', auth: 'bearer' },
  getGroupDetail: { method: 'GET', path: '/group-detail', auth: 'bearer' },
  getAccount: { method: 'GET', path: '/account', auth: 'bearer' },
  getAccountStatus: { method: 'GET', path: '/account/status', auth: 'bearer' },
  getEmployeeId: { method: 'GET', path: '/account/getEmployeeId', auth: 'bearer' },
  getRegistrationPolicies: { method: 'GET', path: '/account/registration/policies', auth: 'bearer' },
  updateRegistrationPolicies: { method: 'PUT', path: '/account/registration/policies', auth: 'bearer' },
  getRelevantPreferences: { method: 'GET', path: '/account/relevant-preferences', auth: 'bearer' },
  getPreferences: { method: 'GET', path: '/account/preferences', auth: 'optional' },
  updatePreferences: { method: 'PUT', path: '/account/preferences', auth: 'optional' },
  changePassword: { method: 'PUT', path: '/account/password', auth: 'bearer' },
  getSecurityQuestions: { method: 'GET', path: '/account/security-questions', auth: 'bearer' },
  updateSecurityAnswers: { method: 'PUT', path: '/account/security-answers', auth: 'bearer' },
  registerAccount: { method: 'POST', path: '/account/registration', auth: 'bearer' },
  validateRegistrationUserDetails: { method: 'POST', path: '/registration/user-details', auth: 'none' },
  validateUsername: { method: 'GET', path: '/registration/validations/username', auth: 'none' },
  recoverUsername: { method: 'POST', path: '/forgot-username', auth: 'none' },
  requestPasswordReset: { method: 'POST', path: '/forgot-password', auth: 'none' },
  resetPassword: { method: 'POST', path: '/forgot-password/reset', auth: 'none' },
  getMedicalBenefits: { method: 'GET', path: '/benefits/medical', auth: 'bearer' },
  getDentalBenefits: { method: 'GET', path: '/benefits/dental', auth: 'bearer' },
  getVisionBenefits: { method: 'GET', path: '/benefits/vision', auth: 'bearer' },
  getPharmacyBenefits: { method: 'GET', path: '/benefits/pharmacy', auth: 'bearer' },
  getBenefitHistory: { method: 'GET', path: '/benefits/history', auth: 'bearer' },
  getBenefitLimits: { method: 'GET', path: '/benefits/limits', auth: 'bearer' },
  getFamilyEligibility: { method: 'GET', path: '/eligibility/family', auth: 'bearer' },
  getPlanManagementDetails: { method: 'GET', path: '/plan-management/details', auth: 'bearer' },
  cancelPlan: { method: 'POST', path: '/plan-management/cancellation', auth: 'bearer' },
  getMedicareMaterials: { method: 'GET', path: '/medicare-materials', auth: 'bearer' },
  getMedicareMaterialsEligibility: { method: 'GET', path: '/medicare-materials/eligibility', auth: 'bearer' },
  getPcpMembers: { method: 'GET', path: '/pcp/members', auth: 'bearer' },
  getPcpEligibility: { method: 'GET', path: '/pcp/eligibility', auth: 'bearer' },
  getPcpProvider: { method: 'GET', path: '/pcp/provider', auth: 'bearer' },
  getPreventiveCareDueDate: { method: 'GET', path: '/pcp/city-of-portland', auth: 'bearer' },
  selectPcp: { method: 'POST', path: '/pcp/select', auth: 'bearer' },
  searchPcpProviders: { method: 'POST', path: '/pcp/search', auth: 'bearer' },
  getContentPrograms: { method: 'GET', path: '/programs/sitecore', auth: 'bearer' },
  getPrograms: { method: 'GET', path: '/programs', auth: 'bearer' },
  getProgramDetail: { method: 'GET', path: '/programs/{programId}/detail', auth: 'bearer' },
  getReferrals: { method: 'GET', path: '/referrals', auth: 'bearer' },
  getReferralsMetadata: { method: 'GET', path: '/referrals/metadata', auth: 'bearer' },
  hasReferrals: { method: 'GET', path: '/referrals/hasReferrals', auth: 'bearer' },
  getHolidayCalendar: { method: 'GET', path: '/message/calendar', auth: 'optional' },
  getDomainHolidayCalendar: { method: 'GET', path: '/message/calendar/domain/{domainId}', auth: 'optional' },
  getIdCardEligibility: { method: 'GET', path: '/idCard/eligible', auth: 'bearer' },
  getIdCard: { method: 'GET', path: '/idCard/view', auth: 'bearer' },
  emailIdCard: { method: 'POST', path: '/idCard/email', auth: 'bearer' },
  requestIdCard: { method: 'GET', path: '/idCard/request', auth: 'bearer' },
  hasEbill: { method: 'GET', path: '/ebill/hasEbill', auth: 'bearer' },
  isEbillRegistered: { method: 'GET', path: '/ebill/ebillRegistered', auth: 'bearer' },
  showEbillAlert: { method: 'GET', path: '/ebill/showEbillAlert', auth: 'bearer' },
  registerEbillUser: { method: 'PUT', path: '/ebill/registerEbillUser', auth: 'bearer' },
  getOutlineOfCoverageUrl: { method: 'GET', path: '/handbook/ooc', auth: 'bearer' },
  getHandbooks: { method: 'GET', path: '/handbooks/v2', auth: 'bearer' },
  getForms: { method: 'GET', path: '/forms', auth: 'bearer' },
  postExternalSso: { method: 'POST', path: '/sso/sp-salesforce', auth: 'none' },
  getClaims: { method: 'GET', path: '/claims', auth: 'bearer' },
  getClaimsMetadata: { method: 'GET', path: '/claims/metadata', auth: 'bearer' },
  getClaim: { method: 'GET', path: '/claims/{claimId}', auth: 'bearer' },
  getEobs: { method: 'GET', path: '/eobs/v2', auth: 'bearer' },
  getEobsMetadata: { method: 'GET', path: '/eobs/metadata', auth: 'bearer' },
  getEob: { method: 'GET', path: '/eobs/{eobId}', auth: 'bearer' },
  getEobPdf: { method: 'GET', path: '/eobs/{eobId}/pdf', auth: 'bearer' },
  getCareReminders: { method: 'GET', path: '/care-reminders', auth: 'bearer' },
  getPriorAuthorizations: { method: 'GET', path: '/prior-authorizations', auth: 'bearer' },
  getAccreditationFeed: { method: 'GET', path: '/ncqa', auth: 'none' },
  getChatConfig: { method: 'GET', path: '/chat', auth: 'bearer' },
  sendContactEmail: { method: 'POST', path: '/contact-email', auth: 'bearer' },
} as const satisfies Record<string, OperationInfo>;

export type OperationId = keyof typeof operations;

export const operationIds = Object.keys(operations) as OperationId[];

export function isOperationId(value: string): value is OperationId {
  return Object.prototype.hasOwnProperty.call(operations, value);
}

/** The MSW path of an operation under a base address: `{name}` becomes `:name`. */
export function mswPath(baseUrl: string, operationId: OperationId): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}${operations[operationId].path.replace(/\{(\w+)\}/g, ':$1')}`;
}

function templateMatches(template: string, path: string): boolean {
  const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
  return pattern.test(path);
}

/** Whether a path relative to the gateway base (a trailing slash aside) is the operation's path. */
export function isPathOf(operationId: OperationId, path: string): boolean {
  return templateMatches(operations[operationId].path, path.replace(/\/+$/, '') || '/');
}

/**
 * The operations a reference names: an operationId ("getAccount"), a method and path ("GET /account",
 * "GET /eobs/{eobId}" or "GET /eobs/EOB-1") or a path alone ("/account/preferences": every method).
 * Paths are relative to the gateway base. Throws when nothing matches, so a typo fails loudly.
 */
export function resolveOperations(reference: string): OperationId[] {
  const trimmed = reference.trim();
  if (isOperationId(trimmed)) return [trimmed];
  const match = /^(?:(GET|POST|PUT|PATCH|DELETE)\s+)?(\/\S*)$/i.exec(trimmed);
  if (match) {
    const method = match[1]?.toUpperCase();
    const path = (match[2] ?? '').split('?')[0]?.replace(/\/+$/, '') || '/';
    const found = operationIds.filter((id) => {
      const operation = operations[id];
      return (!method || operation.method === method) && (operation.path === path || templateMatches(operation.path, path));
    });
    // A literal path wins over a template that also matches it (/eobs/v2 is not /eobs/{eobId}).
    const literal = found.filter((id) => operations[id].path === path);
    if (literal.length > 0) return literal;
    if (found.length > 0) return found;
  }
  throw new Error(`"${reference}" names no gateway operation (use an operationId such as getAccount, or "GET /account").`);
}
