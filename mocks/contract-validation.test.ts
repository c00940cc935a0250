// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

import type {
  AccountDetails,
  ContentProgram,
  ClaimPage,
  EobPage,
  Group,
  PcpEligibility,
  PrimaryCareMember,
  TokenResponse,
} from '../generated/model';
import { listOperations, loadContract, type ContractOperation } from '../scripts/contract/contract';
import { ContractValidator } from '../scripts/contract/validator';
import { checkAnswer, findContractOperation } from '../src/shared/lib/http/answer-check';

import { createHandlers } from './handlers';
import { operationIds, operations, type OperationId } from './operations';
import { DEMO_PASSWORD, households, personas, type HouseholdMember, type Persona } from './personas';
import { isoDate, toUsDate, today } from './personas/dates';
import { resetScenarios } from './scenarios';
import { resetState } from './state';
import { gatewayCaller, handlersFetch, type CallOptions, type GatewayAnswer } from './test-helpers';

/**
 * Every answer every persona can get from the mock gateway matches the contract: each persona signs in through
 * the handlers and calls every operation it can reach (all reads with its own keys and suffixes, then the
 * writes), and each answer's status, content type and body are validated against openapi/gateway.yaml, twice:
 * strictly (undeclared properties count, scripts/contract/validator.ts), and by the portal's own check at the
 * boundary (the generated validators of the one HTTP client, src/shared/lib/http/answer-check.ts), so that no
 * persona ever meets the "malformed" outcome in the portal.
 */

const contract = loadContract();
const validator = new ContractValidator(contract);
const contractOperations = new Map<string, ContractOperation>(listOperations(contract).map((operation) => [operation.operationId, operation]));

// The handlers answer directly (no network interception): this test makes a few thousand calls.
const BASE_URL = 'http://localhost/api';
const gateway = gatewayCaller(BASE_URL, handlersFetch(createHandlers({ baseUrl: BASE_URL })));
afterEach(() => {
  resetState();
  resetScenarios();
});

interface Exchange {
  readonly operationId: OperationId;
  readonly label: string;
  readonly answer: GatewayAnswer;
  /** The Accept header the call sent, when it chose one. */
  readonly accept?: string;
  /** A request the test sends on purpose against the rules (its body is not checked against the contract). */
  readonly invalidRequest: boolean;
}

const exercised = new Set<OperationId>();

/** Operations every member persona must be answered with 200. */
const alwaysOk: readonly OperationId[] = [
  'createToken',
  'getTokenUserKey',
  'getGroups',
  'getGroupDetail',
  'getAccount',
  'getAccountStatus',
  'getEmployeeId',
  'getRegistrationPolicies',
  'getRelevantPreferences',
  'getPreferences',
  'getSecurityQuestions',
  'getBenefitHistory',
  'getBenefitLimits',
  'getFamilyEligibility',
  'getPlanManagementDetails',
  'getMedicareMaterialsEligibility',
  'getPcpMembers',
  'getPcpEligibility',
  'getPreventiveCareDueDate',
  'searchPcpProviders',
  'getContentPrograms',
  'getPrograms',
  'getReferralsMetadata',
  'hasReferrals',
  'getHolidayCalendar',
  'getDomainHolidayCalendar',
  'getIdCardEligibility',
  'hasEbill',
  'isEbillRegistered',
  'showEbillAlert',
  'getOutlineOfCoverageUrl',
  'getHandbooks',
  'getForms',
  'getClaims',
  'getClaimsMetadata',
  'getCareReminders',
  'getPriorAuthorizations',
  'getAccreditationFeed',
  'getChatConfig',
  'validateUsername',
  'recoverUsername',
  'requestPasswordReset',
  'validateRegistrationUserDetails',
  'updatePreferences',
  'updateRegistrationPolicies',
  'updateSecurityAnswers',
  'sendContactEmail',
  'postExternalSso',
  'changePassword',
];

async function journey(persona: Persona): Promise<Exchange[]> {
  const log: Exchange[] = [];
  const call = async (operationId: OperationId, path: string, options: CallOptions = {}, invalidRequest = false) => {
    const answer = await gateway.call(operations[operationId].method, path, options);
    log.push({
      operationId,
      label: `${operations[operationId].method} ${path}${options.accept ? ` (${options.accept})` : ''}`,
      answer,
      accept: options.accept,
      invalidRequest,
    });
    if (!invalidRequest && options.json !== undefined) {
      const requestProblems = validator.validateRequestBody(contractOperations.get(operationId)!, 'application/json', options.json);
      expect(requestProblems, `the test's own request body for ${operationId}`).toEqual([]);
    }
    return answer;
  };

  const credentials = { username: persona.username, password: DEMO_PASSWORD, domainId: persona.domainId };
  if (persona.kind === 'login-failure') {
    for (let attempt = 0; attempt < 4; attempt += 1) await call('createToken', '/token', { json: credentials });
    return log;
  }

  const household = households[persona.householdId]!;
  await call('createToken', '/token', { json: { ...credentials, password: 'Wrong#Pass1' } });
  await call('createToken', '/token', { json: { username: persona.username }, headers: {} }, true);
  let token = ((await call('createToken', '/token', { json: credentials })).body as TokenResponse).token;

  const subscriber = household.members.find((member) => member.suffix === 0)!;
  await call('createNewIdToken', '/new-id', { token, json: { subscriberId: '999999999', domainId: persona.domainId } });
  await call('createNewIdToken', '/new-id', {
    token,
    json: { subscriberId: household.subscriberId, domainId: persona.domainId, firstName: subscriber.firstName, lastName: subscriber.lastName, dateOfBirth: '1900-01-01' },
  });
  if (persona.role === 'new-id') {
    token = ((await call('createNewIdToken', '/new-id', { token, json: { subscriberId: household.subscriberId, domainId: persona.domainId } })).body as TokenResponse).token;
  }

  const on = isoDate(today());
  await call('getTokenUserKey', '/token/userkey', { token });
  const groupList = (await call('getGroups', '/groups', { token })).body as Group[];
  await call('getGroupDetail', '/group-detail', { token });
  const account = (await call('getAccount', '/account', { token })).body as AccountDetails;
  const self = account.members.find((member) => member.memberKey === household.members.find((m) => m.memberKey === persona.memberKey)?.memberKey) ?? account.members[0]!;
  await call('getAccountStatus', '/account/status', { token, accept: 'text/plain' });
  await call('getEmployeeId', '/account/getEmployeeId', { token });
  await call('getRegistrationPolicies', '/account/registration/policies', { token });
  for (const context of ['ebill', 'eob', 'medicare', 'news']) {
    for (const member of account.members) {
      await call('getRelevantPreferences', `/account/relevant-preferences?context=${context}&suffix=${member.memberSuffix}`, { token });
    }
  }
  await call('getRelevantPreferences', '/account/relevant-preferences?context=billing', { token }, true);
  await call('getPreferences', '/account/preferences', { token });
  await call('getSecurityQuestions', '/account/security-questions', { token });
  await call('validateUsername', `/registration/validations/username?username=${persona.username.replace(/[^a-z0-9]/g, '')}`);
  await call('validateUsername', '/registration/validations/username?username=newmember42');

  for (const member of account.members) {
    await call('getMedicalBenefits', `/benefits/medical?asOfDate=${on}&suffix=${member.memberSuffix}`, { token });
    await call('getDentalBenefits', `/benefits/dental?suffix=${member.memberSuffix}`, { token });
    await call('getVisionBenefits', `/benefits/vision?suffix=${member.memberSuffix}&asOfDate=${on}`, { token });
    await call('getPharmacyBenefits', `/benefits/pharmacy?suffix=${member.memberSuffix}`, { token });
    await call('getBenefitLimits', `/benefits/limits?suffix=${member.memberSuffix}&asOfDate=${on}`, { token });
  }
  await call('getMedicalBenefits', '/benefits/medical?asOfDate=2024-06-15', { token });
  await call('getDentalBenefits', '/benefits/dental?suffix=0&asOfDate=2024-06-15', { token });
  await call('getMedicalBenefits', '/benefits/medical', { token }, true);
  await call('getBenefitLimits', '/benefits/limits', { token });
  await call('getBenefitHistory', '/benefits/history', { token });
  await call('getBenefitHistory', '/benefits/history?category=dental', { token });
  await call('getFamilyEligibility', '/eligibility/family', { token });
  await call('getPlanManagementDetails', '/plan-management/details', { token });
  await call('getMedicareMaterials', '/medicare-materials', { token });
  await call('getMedicareMaterialsEligibility', '/medicare-materials/eligibility', { token });

  const pcpMembers = (await call('getPcpMembers', '/pcp/members', { token })).body as PrimaryCareMember[];
  const pcp = (await call('getPcpEligibility', '/pcp/eligibility', { token })).body as PcpEligibility;
  const knownProvider = pcpMembers.flatMap((member) => member.pcp360History)[0]?.providerId ?? 'P-20417';
  await call('getPcpProvider', `/pcp/provider?providerId=${knownProvider}`, { token });
  await call('getPcpProvider', '/pcp/provider?providerId=P-19002', { token });
  await call('getPreventiveCareDueDate', '/pcp/city-of-portland', { token, accept: 'text/plain' });
  const nextMonth = toUsDate(isoDate(new Date(today().getFullYear(), today().getMonth() + 1, 1)));
  const searchBody = { members: [{ memberKey: self.memberKey, effectiveDate: nextMonth }], radius: 25, zip: household.address.zipCode ?? '97209' };
  await call('searchPcpProviders', '/pcp/search?size=5&page=0', { token, json: searchBody });
  await call('searchPcpProviders', '/pcp/search', { token, json: { ...searchBody, searchString: 'pediatrics', radius: 100 } });
  await call('searchPcpProviders', '/pcp/search', { token, json: { ...searchBody, members: [{ memberKey: self.memberKey, effectiveDate: isoDate(today()) }] } }, true);

  const programs = (await call('getContentPrograms', '/programs/sitecore', { token })).body as ContentProgram[];
  await call('getPrograms', '/programs', { token });
  const program = programs.find((candidate) => !candidate.resource);
  if (program) await call('getProgramDetail', `/programs/${program.id}/detail`, { token });
  await call('getProgramDetail', '/programs/9999/detail', { token });

  await call('getReferrals', '/referrals?page=0&size=10', { token });
  await call('getReferrals', `/referrals?page=0&size=2&memberKey=${self.memberKey}&excludeExpired=true`, { token });
  await call('getReferrals', '/referrals', { token }, true);
  await call('getReferralsMetadata', '/referrals/metadata', { token });
  await call('hasReferrals', '/referrals/hasReferrals', { token });
  await call('getHolidayCalendar', '/message/calendar', { token });
  await call('getDomainHolidayCalendar', `/message/calendar/domain/${persona.domainId}`, { token });
  await call('getDomainHolidayCalendar', '/message/calendar/domain/3', { token });
  // The signed-out contact page reads the calendar without a token.
  await call('getHolidayCalendar', '/message/calendar', {});
  await call('getDomainHolidayCalendar', `/message/calendar/domain/${persona.domainId}`, {});

  await call('getIdCardEligibility', '/idCard/eligible', { token });
  await call('getIdCard', '/idCard/view', { token });
  await call('getIdCard', '/idCard/view', { token, accept: 'application/pdf' });
  await call('getIdCard', '/idCard/view?category=dental', { token });
  const covered = (['medical', 'dental', 'vision', 'pharmacy'] as const).find((category) => account.products?.includes(category.toUpperCase())) ?? 'dental';
  await call('requestIdCard', `/idCard/request?category=${covered}`, { token, accept: 'text/plain' });
  await call('hasEbill', '/ebill/hasEbill', { token });
  await call('isEbillRegistered', '/ebill/ebillRegistered', { token });
  await call('showEbillAlert', '/ebill/showEbillAlert', { token });
  await call('getOutlineOfCoverageUrl', '/handbook/ooc', { token, accept: 'text/plain' });
  await call('getHandbooks', '/handbooks/v2', { token });
  await call('getForms', '/forms', { token });

  const claimPage = (await call('getClaims', '/claims', { token })).body as ClaimPage | undefined;
  await call('getClaims', '/claims?search=C-2026&size=100', { token });
  for (const claim of claimPage?.content ?? []) await call('getClaim', `/claims/${encodeURIComponent(claim.claimId)}`, { token });
  await call('getClaim', '/claims/C-0000-000000', { token });
  await call('getClaims', `/claims?page=0&size=3&memberKey=${self.memberKey}&startDate=${today().getFullYear() - 1}-01-01&endDate=${on}&category=dental&status=PAID`, { token });
  await call('getClaims', '/claims?startDate=2026-06-01&endDate=2026-01-01', { token }, true);
  await call('getClaimsMetadata', '/claims/metadata', { token });
  const eobs = (await call('getEobs', '/eobs/v2?page=0&size=5', { token })).body as EobPage | undefined;
  await call('getEobsMetadata', '/eobs/metadata', { token });
  const eobId = eobs?.content?.[0]?.eobId ?? 'EOB-2026-77120';
  await call('getEob', `/eobs/${eobId}`, { token });
  await call('getEob', '/eobs/EOB-0000-00000', { token });
  await call('getEobPdf', `/eobs/${eobId}/pdf`, { token, accept: 'application/pdf' });
  await call('getCareReminders', '/care-reminders', { token });
  await call('getPriorAuthorizations', '/prior-authorizations?page=0&size=10', { token });
  await call('getAccreditationFeed', '/ncqa');
  await call('getChatConfig', '/chat', { token });

  // Writes, after the reads.
  for (const group of groupList) {
    const chosen = (await call('selectGroup', '/group-selection', { token, json: { groupId: group.groupId, domain: persona.domainId } })).body as TokenResponse;
    await call('getAccount', '/account', { token: chosen.token });
  }
  // Back to the group the persona started in (the gateway remembers the last group chosen).
  await call('selectGroup', '/group-selection', { token, json: { groupId: account.groupId, domain: persona.domainId } });
  await call('selectGroup', '/group-selection', { token, json: { groupId: '19999999', domain: persona.domainId } });
  await call('selectGroup', '/group-selection', { json: { groupId: groupList[0]?.groupId ?? '', domain: persona.domainId } });
  const isSubscriber = self.memberSuffix === 0;
  await call('updateRegistrationPolicies', '/account/registration/policies', {
    token,
    json: { isCommunicationPolicySigned: true, isEeobPreferenceConsented: isSubscriber ? true : null },
  });
  await call('updateRegistrationPolicies', '/account/registration/policies', { token, json: { isCommunicationPolicySigned: false } }, true);
  await call('updatePreferences', '/account/preferences', { token, json: { emailAddress: `${persona.username.replace(/[^a-z0-9]/g, '')}@example.com` } });
  await call('updatePreferences', '/account/preferences', { token, json: { emailBreakingNews: 'Y', emailWhenBillReady: 'N' } });
  await call('updatePreferences', '/account/preferences', { token, json: { emailBreakingNews: true } }, true);

  const pcpCandidate = pcp.members[0];
  const eligibleDate = pcpMembers.find((member) => member.memberKey === pcpCandidate)?.eligibleDates[0];
  const pcpSelection = {
    pcpSelectList: [{ memberKey: pcpCandidate ?? self.memberKey, effectiveDate: eligibleDate ? toUsDate(eligibleDate) : nextMonth }],
    providerId: 'P-20417',
    email: 'member@example.com',
  };
  await call('selectPcp', '/pcp/select', { token, json: pcpSelection, accept: 'text/plain' });
  await call('selectPcp', '/pcp/select', { token, json: { ...pcpSelection, pcpSelectList: [{ memberKey: self.memberKey, effectiveDate: eligibleDate ?? on }] } }, true);
  await call('registerEbillUser', '/ebill/registerEbillUser', { token, json: {} });
  await call('cancelPlan', '/plan-management/cancellation', { token, json: { cancellationStatusId: 'D' } });
  await call('emailIdCard', '/idCard/email', { token, json: { category: covered, emailAddress: 'member@example.com' } });
  await call('sendContactEmail', '/contact-email', { token, json: { topic: 'BENEFITS', subject: 'Orthodontic coverage', message: 'Does my plan cover braces?' } });
  await call('updateSecurityAnswers', '/account/security-answers', { token, json: { answers: [{ questionId: 1, answer: 'Biscuit' }, { questionId: 3, answer: 'Subaru' }] } });
  await call('updateSecurityAnswers', '/account/security-answers', { token, json: { answers: [{ questionId: 99, answer: 'x' }] } }, true);

  const own: HouseholdMember = household.members.find((member) => member.memberKey === self.memberKey)!;
  const details = { subscriberId: household.subscriberId, firstName: own.firstName, lastName: own.lastName, dateOfBirth: own.dateOfBirth, zipCode: household.address.zipCode, domainId: persona.domainId };
  await call('validateRegistrationUserDetails', '/registration/user-details', { json: details });
  await call('validateRegistrationUserDetails', '/registration/user-details', { json: { ...details, dateOfBirth: '1999-01-01' } });
  const unregistered = persona.username === 'local598' ? household.members.find((member) => member.firstName === 'Carmen') : undefined;
  const registrantDetails = unregistered
    ? { ...details, firstName: unregistered.firstName, lastName: unregistered.lastName, dateOfBirth: unregistered.dateOfBirth }
    : details;
  const registrationToken =
    ((await call('validateRegistrationUserDetails', '/registration/user-details', { json: registrantDetails })).body as { registrationToken?: string | null })
      .registrationToken ?? undefined;
  if (registrationToken) await call('getSecurityQuestions', '/account/security-questions', { token: registrationToken });
  const registration = {
    ...registrantDetails,
    username: 'newmember42',
    password: 'Cedar&Rain7',
    emailAddress: 'new.member@example.com',
    securityAnswers: [{ questionId: 2, answer: 'Walla Walla' }],
    isCommunicationPolicySigned: true,
    isEeobPreferenceConsented: null,
  };
  await call('registerAccount', '/account/registration', { token: registrationToken ?? token, json: registration });
  await call('recoverUsername', '/forgot-username', { json: { emailAddress: 'member@example.com', dateOfBirth: own.dateOfBirth, domainId: persona.domainId } });
  await call('requestPasswordReset', '/forgot-password', { json: { username: persona.username, domainId: persona.domainId } });
  await call('resetPassword', '/forgot-password/reset', { json: { resetToken: '3f1c2a9e-52b7-4d4e-9c1a-7e0b8f7a2d11', newPassword: 'Cedar&Rain7' } });
  await call('resetPassword', '/forgot-password/reset', { json: { resetToken: 'expired-link', newPassword: 'Cedar&Rain7' } });
  await call('postExternalSso', '/sso/sp-salesforce', { form: { token, testEnv: 'local' }, accept: 'text/html' });
  await call('postExternalSso', '/sso/sp-salesforce', { form: { testEnv: 'local' }, accept: 'text/html' }, true);
  await call('changePassword', '/account/password', { token, json: { currentPassword: 'not-it-1', newPassword: 'Cedar&Rain7' } });
  await call('changePassword', '/account/password', { token, json: { currentPassword: DEMO_PASSWORD, newPassword: 'Cedar&Rain7' } });
  await call('getAccountStatus', '/account/status', { token, accept: 'text/plain' });
  await call('getAccount', '/account', {});
  await call('getAccount', '/account', { token: 'not.a-token' });
  return log;
}

/** The answer as the portal's client reads it, checked by the portal's generated validators; the violation, if any. */
async function portalCheck(operationId: OperationId, label: string, answer: GatewayAnswer, accept: string | undefined): Promise<string | null> {
  const path = label.split(' ')[1]!.split('?')[0]!;
  const operation = findContractOperation(operations[operationId].method, path);
  if (operation?.operationId !== operationId) return `${path} matched to ${operation?.operationId ?? 'no operation'}`;
  const body =
    answer.contentType === 'application/pdf'
      ? new Blob([Uint8Array.from(String(answer.body), (character) => character.charCodeAt(0))])
      : answer.contentType.includes('json') && answer.body === ''
        ? undefined
        : answer.body;
  const violation = await checkAnswer(operation, { status: answer.status, contentType: answer.contentType, accept: accept ?? 'application/json', body });
  return violation && `${violation.rule} at ${violation.jsonPath}`;
}

describe('every answer of the mock gateway matches the contract', () => {
  it.each(personas.map((persona) => [persona.username, persona] as const))('%s', async (_username, persona) => {
    const log = await journey(persona);
    const problems: string[] = [];
    for (const { operationId, label, answer, accept } of log) {
      exercised.add(operationId);
      const operation = contractOperations.get(operationId)!;
      for (const problem of validator.validateResponse(operation, answer.status, answer.contentType, answer.body)) {
        problems.push(`${label} → ${answer.status}: ${problem}`);
      }
      const violation = await portalCheck(operationId, label, answer, accept);
      if (violation) problems.push(`${label} → ${answer.status}: the portal's check finds ${violation}`);
      if (answer.status >= 500) problems.push(`${label} → ${answer.status}: ${JSON.stringify(answer.body)}`);
      if (answer.contentType === 'application/pdf' && !String(answer.body).startsWith('%PDF-1.4')) problems.push(`${label}: not a PDF document`);
    }
    if (persona.kind === 'member') {
      for (const operationId of alwaysOk) {
        const answers = log.filter((exchange) => exchange.operationId === operationId && !exchange.invalidRequest);
        if (!answers.some((exchange) => exchange.answer.status === 200)) {
          problems.push(`${operationId} never answered 200 (${answers.map((exchange) => `${exchange.label} → ${exchange.answer.status}`).join('; ')})`);
        }
      }
    }
    for (const exchange of log.filter((entry) => entry.invalidRequest)) {
      if (exchange.answer.status < 400) problems.push(`${exchange.label} accepted a request it should refuse (${exchange.answer.status})`);
    }
    expect(problems).toEqual([]);
  });

  // Runs after the personas (tests of a file run in order): together they reach every operation of the contract.
  it('reaches every operation of the contract across the personas', () => {
    expect(operationIds.filter((id) => !exercised.has(id))).toEqual([]);
  });
});
