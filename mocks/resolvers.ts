import { HttpResponse } from 'msw';

import { updatePreferencesBody } from '../generated/requests/gateway.zod';
import type { Claim, LoginErrorBody, PageFields, ProductCategory, Referral } from '../generated/model';

import type { Answer, Call, Fail, MemberCall } from './handlers';
import type { OperationId } from './operations';
import { eobPdf, idCardPdf, pdfAnswer } from './pdf';
import { findPersona, memberPersonas, type HouseholdMember } from './personas';
import { cancellationStatus, claimSummary, endOfPlanYear } from './personas/build';
import { fromUsDate, isoDate, today } from './personas/dates';
import { accreditationFeed, brandPhones, holidayCalendar, memberForms, securityQuestions } from './personas/documents';
import { programCatalogue } from './personas/programs';
import { findPrimaryCareProvider } from './personas/providers';
import { identityOf, recordsOf, sessionOf } from './session';
import { getState } from './state';
import { bearerToken, decodeRegistrationToken, decodeToken, issueRegistrationToken, issueToken, type TokenInput } from './tokens';
import * as view from './views';
import { fullName, isSubscriber, visibleKeys, type Session } from './views';

/**
 * The persona answers of the mock gateway, by operation: what each operation answers from the state of the
 * personas (mocks/state.ts). mocks/handlers.ts has already checked the request against the contract (parameters,
 * body) and the bearer token, so what is here are the rules of the business: who may see what, what matches the
 * records, what a change does to the state. An answer changes the state before it returns, and mocks/handlers.ts
 * keeps the change. An operation missing here gets the generated Faker answer.
 */

type MemberResolvers = { readonly [O in OperationId]?: (call: MemberCall<O>) => Answer<O> | Promise<Answer<O>> };
type PublicResolvers = { readonly [O in OperationId]?: (call: Call<O>) => Answer<O> | Promise<Answer<O>> };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const preferenceFields = updatePreferencesBody.options[1].shape;

function page<T>(items: readonly T[], pageNumber = 0, size = 10): PageFields & { content: T[] } {
  const totalPages = Math.ceil(items.length / size);
  const content = items.slice(pageNumber * size, pageNumber * size + size);
  const last = pageNumber >= totalPages - 1;
  return { content, last, first: pageNumber === 0, empty: content.length === 0, number: pageNumber, numberOfElements: content.length, size, totalElements: items.length, totalPages };
}

/**
 * One page of a list answer: the entries `keep` keeps whose date falls within the query's dates (the end after the
 * start, 400 otherwise), newest first by that date when `newestFirst`.
 */
function listPage<T>({ query, fail }: { query: ListQuery; fail: Fail }, list: readonly T[], dateOf: (entry: T) => string | undefined, keep = (_entry: T) => true, newestFirst = false) {
  const { startDate, endDate } = query;
  if (startDate && endDate && endDate <= startDate) fail(400, 'endDate must be after startDate.');
  const within = (date: string | undefined) => (!startDate || (date !== undefined && date >= startDate)) && (!endDate || (date !== undefined && date <= endDate));
  const kept = list.filter((entry) => keep(entry) && within(dateOf(entry)));
  return page(newestFirst ? kept.sort((a, b) => (dateOf(b) ?? '').localeCompare(dateOf(a) ?? '')) : kept, query.page, query.size);
}
type ListQuery = { readonly startDate?: string; readonly endDate?: string; readonly page?: number; readonly size?: number };

const wantsPdf = (request: Request) => /application\/pdf/i.test(request.headers.get('Accept') ?? '') && !/application\/json/i.test(request.headers.get('Accept') ?? '');

const token = (claims: TokenInput) => ({ token: issueToken(claims), redirect: null });

/** The family member a subscriber asks about by suffix (the signed-in member when absent). */
function memberBySuffix(session: Session, suffix: number | undefined, fail: Fail): HouseholdMember {
  if (suffix === undefined || suffix === session.member.suffix) return session.member;
  const found = session.household.members.find((member) => member.suffix === suffix) ?? fail(400, `No family member has suffix ${suffix}.`);
  return visibleKeys(session).has(found.memberKey) ? found : fail(403, 'You can only see the benefits of your own coverage.');
}

/** The member the details of a registration identify, with their household, among the households of a brand. */
const findRegistrant = (details: { subscriberId: string; firstName: string; lastName: string; dateOfBirth: string; zipCode?: string; domainId: number }) =>
  Object.values(getState().households)
    .filter((household) => household.domainId === details.domainId && household.subscriberId === details.subscriberId && (!details.zipCode || details.zipCode === household.address.zipCode))
    .flatMap((household) => household.members.map((member) => ({ household, member })))
    .find(({ member }) => sameName(member.firstName, details.firstName) && sameName(member.lastName, details.lastName) && member.dateOfBirth === details.dateOfBirth);

/** The EOB delivery choice of a member: subscribers only, null for everyone else. */
const consentOf = (member: HouseholdMember, consent: boolean | null | undefined) => (isSubscriber(member) ? (consent ?? null) : null);

const isTaken = (username: string) => findPersona(username) !== undefined || identityOf(username) !== undefined;
const hasOnlineAccount = (memberKey: string) =>
  memberPersonas.some((persona) => persona.memberKey === memberKey) || Object.values(getState().registrations).some((registration) => registration.memberKey === memberKey);

const visible = <T extends { memberKey: string }>(session: Session, list: readonly T[], memberKey?: string) =>
  list.filter((entry) => visibleKeys(session).has(entry.memberKey) && (!memberKey || entry.memberKey === memberKey));

/** EOBs are for subscribers only; everyone else gets 403. */
function eobOf(session: Session, eobId: string | undefined, fail: Fail) {
  if (!isSubscriber(session.member)) fail(403, 'Only the subscriber can see explanations of benefits.');
  const eob = session.household.eobs.find((candidate) => candidate.eobId === eobId);
  return eobId === undefined || eob ? eob! : fail(404, `There is no explanation of benefits ${eobId}.`);
}

/** The members of a primary care search or selection: in the family, with the dates as YYYY-MM-DD. */
function pcpMemberDates(session: Session, list: ReadonlyArray<{ memberKey: string; effectiveDate: string }>, fail: Fail) {
  return list.map((item) =>
    visibleKeys(session).has(item.memberKey) ? { memberKey: item.memberKey, effectiveDate: fromUsDate(item.effectiveDate)! } : fail(400, `Member ${item.memberKey} is not in your family.`),
  );
}

type Summary = 'getMedicalBenefits' | 'getDentalBenefits' | 'getVisionBenefits' | 'getPharmacyBenefits';

const summaries = { medical: view.medicalSummary, dental: view.dentalSummary, vision: view.visionSummary, pharmacy: view.pharmacySummary };

function summary<O extends Summary>(category: ProductCategory) {
  return ({ session, query, fail }: MemberCall<O>): Answer<O> => {
    const member = memberBySuffix(session, query.suffix, fail);
    const asOfDate = query.asOfDate ?? isoDate(today());
    const covered = view.coverageOn(session, member, category, asOfDate) ?? fail(404, `${fullName(member)} has no ${category} coverage on ${asOfDate}.`);
    return summaries[category](session, member, covered, asOfDate) as Answer<O>;
  };
}

const claimsOf = (session: Session) => visible(session, session.household.claims);
const referralsOf = (session: Session, memberKey?: string) => visible(session, session.household.referrals, memberKey);

/** Operations answered for the signed-in member (a valid bearer token is required). */
export const memberResolvers: MemberResolvers = {
  getTokenUserKey: ({ session }) => identityOf(session.username)?.userKey ?? '',

  // The errors without a message are the operation's documented ones (mocks/errors.ts).
  createNewIdToken: ({ session: { household, claims }, body, fail }) => {
    const tokenOf = (member: HouseholdMember) => token({ sub: claims.sub, memberKey: member.memberKey, role: 'member', issuedByNewId: true, domainId: claims.domainId });
    if (body.subscriberId !== household.subscriberId || body.domainId !== household.domainId) return fail(404);
    const named = [body.firstName, body.lastName, body.dateOfBirth].filter((value) => value !== undefined && value !== null && value !== '');
    if (named.length === 0) return tokenOf(household.members.find((member) => isSubscriber(member)) ?? fail(404));
    if (named.length < 3) return fail(400, 'First name, last name and date of birth are all needed to choose a family member.');
    const byName = household.members.filter((member) => sameName(member.firstName, body.firstName ?? '') && sameName(member.lastName, body.lastName ?? ''));
    if (byName.length === 0) return fail(400, 'The name you entered does not match a member on this subscriber ID.');
    return tokenOf(byName.find((member) => member.dateOfBirth === body.dateOfBirth) ?? fail(400));
  },

  selectGroup: ({ session, body, fail }) => {
    if (body.domain !== session.claims.domainId) return fail(400, 'The domain does not match the signed-in member.');
    const chosen = view.memberGroups(session.household, session.member.memberKey).find((group) => group.groupId === body.groupId) ?? fail(404, `The member does not belong to group ${body.groupId}.`);
    session.account.selectedGroupId = chosen.groupId;
    return token({ ...session.claims, groupId: chosen.groupId });
  },

  getGroups: ({ session, fail }) => {
    const list = view.groups(session.household, session.member.memberKey);
    return list.length > 0 ? list : fail(404, 'Failed to find group for current member', 'GROUP_NOT_FOUND');
  },
  getGroupDetail: ({ session }) => view.groupDetails(session.household, session.member.memberKey),

  getAccount: ({ session }) => view.accountDetails(session),
  getAccountStatus: ({ session }) => session.account.status,
  getEmployeeId: ({ session }) => session.household.employee,
  getRegistrationPolicies: ({ session: { member } }) => {
    const { isCommunicationPolicySigned, isEeobPreferenceConsented } = member.registrationPolicy;
    return { registrationPolicy: { isCommunicationPolicySigned, isEeobPreferenceConsented: consentOf(member, isEeobPreferenceConsented) } };
  },
  updateRegistrationPolicies: ({ session: { member }, body, fail }) => {
    if (!body.isCommunicationPolicySigned) return fail(400, 'isCommunicationPolicySigned must be true.');
    const consent = consentOf(member, body.isEeobPreferenceConsented);
    member.registrationPolicy = { isCommunicationPolicySigned: true, isEeobPreferenceConsented: consent };
    if (consent !== null) member.preferences = { ...member.preferences, electronicEob: consent ? 'Y' : 'N' };
    return { registrationPolicy: member.registrationPolicy };
  },
  getRelevantPreferences: ({ session, query, fail }) => view.relevantPreferences(session, memberBySuffix(session, query.suffix, fail), query.context),
  getPreferences: ({ session }) => session.member.preferences,
  updatePreferences: ({ session: { member }, body, fail }) => {
    const change = Object.fromEntries(Object.entries(body).filter(([name, value]) => name in preferenceFields && value !== undefined));
    if (Object.keys(change).length === 0) return fail(400, 'Send at least one known preference to change.');
    if (typeof change.emailAddress === 'string') change.emailAddress = change.emailAddress.trim();
    member.preferences = { ...member.preferences, ...change };
    return member.preferences;
  },
  changePassword: ({ session: { account }, body, fail }) => {
    if (body.currentPassword !== account.password) return fail(400, 'The current password is not correct.');
    if (body.newPassword === body.currentPassword) return fail(400, 'The new password must differ from the current one.');
    account.password = body.newPassword;
    if (account.status === 'INI' || account.status === 'FRC') account.status = 'ACT';
    return { success: true, message: 'Your password has been changed.' };
  },
  updateSecurityAnswers: ({ session: { account }, body, fail }) => {
    const known = new Set(securityQuestions.map((question) => question.questionId));
    if (body.answers.some((answer) => !known.has(answer.questionId))) return fail(400, 'Each answer needs the questionId of one of the security questions.');
    account.securityAnswers = body.answers.map(({ questionId, answer }) => ({ questionId, answer }));
    return { success: true, message: 'Your security answers have been saved.' };
  },

  getMedicalBenefits: summary('medical'),
  getDentalBenefits: summary('dental'),
  getVisionBenefits: summary('vision'),
  getPharmacyBenefits: summary('pharmacy'),
  getBenefitHistory: ({ session, query }) => view.benefitHistory(session, query.category),
  getBenefitLimits: ({ session, query, fail }) => view.benefitLimits(session, memberBySuffix(session, query.suffix, fail), query.asOfDate ?? isoDate(today())),
  getFamilyEligibility: ({ session }) => view.family(session),

  getPlanManagementDetails: ({ session }) => session.household.planManagement,
  cancelPlan: ({ session, body, fail }) => {
    const details = session.household.planManagement;
    if (!details.eligibleAndActive || session.group.groupType !== 'INDIVIDUAL') return fail(409, 'This plan cannot be cancelled online. Please call customer service.');
    if (details.directPlanCancellationStatus) return fail(409, 'You have already asked not to renew this plan.');
    if (!isSubscriber(session.member)) return fail(403, 'Only the subscriber can cancel the plan.');
    const id = body.cancellationStatusId;
    const ending: ProductCategory[] = id === 'M' ? ['medical'] : ['medical', 'dental'];
    const end = details.coverageEndDateUponCancellation ?? endOfPlanYear();
    session.household.planManagement = { ...details, directPlanCancellationStatus: cancellationStatus(id), directCancellationOptions: [] };
    for (const period of session.group.coverage) {
      if (ending.includes(period.category) && (period.terminationDate === null || period.terminationDate > end)) period.terminationDate = end;
    }
    return session.household.planManagement;
  },
  getMedicareMaterials: ({ session: { household }, fail }) =>
    household.medicare.eligible ? [...household.medicare.materials] : fail(403, 'Medicare materials are only available to members of Medicare plans.'),
  getMedicareMaterialsEligibility: ({ session }) => session.household.medicare.eligible,

  getPcpMembers: ({ session }) => view.pcpMembers(session),
  getPcpEligibility: ({ session }) => view.pcpEligibility(session),
  getPcpProvider: ({ query, fail }) => view.providerView(findPrimaryCareProvider(query.providerId) ?? fail(404, `Provider ${query.providerId} is not listed.`), null),
  getPreventiveCareDueDate: ({ session }) => session.household.preventiveCareDueDate ?? '',
  selectPcp: ({ session, body, fail }) => {
    const entries = pcpMemberDates(session, body.pcpSelectList, fail);
    const { providerId, providerName, acceptingNewPatients } = findPrimaryCareProvider(body.providerId)?.provider ?? fail(400, `Provider ${body.providerId} is not listed.`);
    if (!acceptingNewPatients) return fail(400, `${providerName} is not accepting new patients.`);
    const { pcp } = session.household;
    const allowed = view.pcpEligibleDates();
    for (const entry of entries) {
      if (!pcp.eligible || !pcp.eligibleMembers.includes(entry.memberKey)) return fail(400, `Member ${entry.memberKey} cannot choose a primary care provider.`);
      if (!allowed.includes(entry.effectiveDate)) return fail(400, `A new primary care provider can take effect on ${allowed.join(' or ')}.`);
    }
    for (const { memberKey, effectiveDate } of entries) {
      const dayBefore = isoDate(new Date(new Date(`${effectiveDate}T00:00:00`).getTime() - 86_400_000));
      pcp.selections = pcp.selections
        .filter((selection) => !(selection.memberKey === memberKey && selection.beginDate >= effectiveDate))
        .map((selection) =>
          selection.memberKey === memberKey && (selection.endDate === null || selection.endDate >= effectiveDate)
            ? { ...selection, endDate: dayBefore, terminationReason: 'Member chose a new primary care provider' }
            : selection,
        );
      pcp.selections.push({ memberKey, providerId, beginDate: effectiveDate, endDate: null, terminationReason: null });
    }
    return `PCP-CONF-${(getState().confirmationSerial += 1)}`;
  },
  searchPcpProviders: ({ session, query, body, fail }) => {
    pcpMemberDates(session, body.members, fail);
    const { content, size, number, totalElements, totalPages } = page(view.providersNear(body), query.page, query.size);
    return { data: content.map(({ entry, distance }) => view.providerView(entry, distance)), page: { size, number, totalElements, totalPages } };
  },

  getContentPrograms: ({ session }) => [...session.household.programs],
  getPrograms: ({ session }) => session.household.programs.map(({ details: _details, ...rest }) => rest),
  getProgramDetail: ({ session, params, fail }) => {
    const program = session.household.programs.find((candidate) => candidate.id === params.programId && !candidate.resource);
    const catalogue = programCatalogue[params.programId];
    if (!program || !catalogue) return fail(404, `Program ${params.programId} is not available to this member.`);
    const { details, ...rest } = program;
    return { program: rest, details, resources: [...catalogue.resources], links: [...catalogue.links] };
  },

  getReferrals: ({ session, query, fail }) => {
    const on = isoDate(today());
    const current = (referral: Referral) => referral.statusCode !== 'EXPIRED' && (!referral.endDate || referral.endDate >= on);
    const keep = (referral: Referral) =>
      (!query.statusCode || referral.statusCode === query.statusCode) && (!query.providerId || referral.providerId === query.providerId) && (!query.excludeExpired || current(referral));
    return listPage({ query, fail }, referralsOf(session, query.memberKey), (referral) => referral.startDate, keep, true);
  },
  getReferralsMetadata: ({ session, query }) => view.referralsMetadata(session, referralsOf(session, query.memberKey)),
  hasReferrals: ({ session }) => referralsOf(session).length > 0,

  getIdCardEligibility: ({ session }) => view.idCardEligible(session),
  getIdCard: ({ session, query, request, fail }) => {
    if (!view.idCardEligible(session)) return fail(403, 'You are not currently enrolled in a plan, so there is no ID card to show.');
    const card = view.idCard(session, query.category);
    if (card.cards.length === 0) return fail(404, `${card.memberName} has no ${query.category ?? ''} ID card.`.replace('  ', ' '));
    return wantsPdf(request) ? pdfAnswer(idCardPdf(card)) : card;
  },
  emailIdCard: ({ session, body, fail }) =>
    view.idCardEligible(session)
      ? { success: true, message: `We sent your ID card to ${body.emailAddress}.` }
      : fail(403, 'You are not currently enrolled in a plan, so there is no ID card to send.'),
  requestIdCard: ({ session, query: { category }, fail }) => {
    const period = view.selectedPeriod(view.periodsOf(session.group, session.member.memberKey, category));
    if (!period || view.periodStatus(period) === 'termed') return fail(400, `${fullName(session.member)} has no ${category} coverage to print a card for.`);
    return `Your new ${category} ID card will arrive by mail within 10 business days.`;
  },

  hasEbill: ({ session }) => session.household.ebill.hasEbill,
  isEbillRegistered: ({ session }) => session.household.ebill.registered,
  showEbillAlert: ({ session: { household } }) => household.ebill.hasEbill && household.ebill.showAlert,
  registerEbillUser: ({ session: { household }, fail }) => {
    if (!household.ebill.hasEbill) return fail(409, 'This plan is not billed through eBill.');
    household.ebill.registered = true;
    return { success: true, message: 'You are registered for eBill.' };
  },

  getOutlineOfCoverageUrl: ({ session }) => session.group.outlineOfCoverageUrl ?? '',
  getHandbooks: ({ session }) => view.handbooks(session),
  getForms: ({ session }) => [...memberForms[session.household.domainId]],

  getClaims: ({ session, query, fail }) => {
    const search = query.search?.trim().toLowerCase();
    const keep = (claim: Claim) =>
      (!query.memberKey || claim.memberKey === query.memberKey) && (!query.category || claim.productCategory === query.category) && (!query.status || claim.status === query.status) &&
      (!search || [claim.claimId, claim.providerName ?? ''].some((text) => text.toLowerCase().includes(search)));
    return listPage({ query, fail }, claimsOf(session).map(claimSummary), (claim) => claim.serviceStartDate, keep);
  },
  getClaimsMetadata: ({ session }) => view.claimsMetadata(session, claimsOf(session)),
  getClaim: ({ session, params, fail }) => claimsOf(session).find((claim) => claim.claimId === params.claimId) ?? fail(404, `There is no claim ${params.claimId}.`),

  getEobs: ({ session, query, fail }) => {
    eobOf(session, undefined, fail);
    const list = session.household.eobs.map(({ lines: _lines, ...rest }) => rest);
    return listPage({ query, fail }, list, (eob) => eob.issuedDate, (eob) => !query.memberKey || eob.memberKey === query.memberKey);
  },
  getEobsMetadata: ({ session, fail }) => {
    eobOf(session, undefined, fail);
    return view.eobsMetadata(session.household);
  },
  getEob: ({ session, params, fail }) => eobOf(session, params.eobId, fail),
  getEobPdf: ({ session, params, fail }) => pdfAnswer(eobPdf(eobOf(session, params.eobId, fail), session.household.subscriberId)),

  getCareReminders: ({ session, query }) => visible(session, session.household.careReminders, query.memberKey),
  getPriorAuthorizations: ({ session, query, fail }) =>
    listPage({ query, fail }, visible(session, session.household.priorAuthorizations, query.memberKey), (authorization) => authorization.requestedDate, undefined, true),

  getChatConfig: ({ session }) => session.group.chatConfig,
  sendContactEmail: () => ({ success: true, message: 'Thanks. Customer service will answer within 2 business days.' }),
};

/** Operations answered without a member session (public ones, and those that read a registration token). */
export const publicResolvers: PublicResolvers = {
  createToken: ({ body, fail }) => {
    const username = body.username.trim().toLowerCase();
    const persona = findPersona(username);
    if (persona?.kind === 'login-failure') {
      const attempts = getState().loginAttempts;
      const attemptsRemaining = persona.failure === 'locked' ? 0 : 3 - (attempts[username] = (attempts[username] ?? 0) + 1);
      if (attemptsRemaining <= 0) return fail(401, 'Account locked', 'ACCOUNT_LOCKED');
      return HttpResponse.json({ type: 'LOGIN_ATTEMPTS_REMAINING', message: 'Invalid credentials', errorData: { attemptsRemaining } } satisfies LoginErrorBody, { status: 401 });
    }
    const { identity, account } = recordsOf(username);
    // The documented 401 of POST /token: INVALID_CREDENTIALS.
    if (!identity || !account || account.password !== body.password || identity.domainId !== body.domainId) return fail(401);
    return token({ sub: identity.username, memberKey: identity.memberKey, role: identity.role, issuedByNewId: false, domainId: identity.domainId });
  },

  // The registration wizard reads the questions with its registration token; signed-in members with theirs.
  getSecurityQuestions: ({ request }) => {
    if (!decodeRegistrationToken(bearerToken(request.headers.get('Authorization')))) sessionOf(request);
    return [...securityQuestions];
  },

  registerAccount: ({ request, body, fail }) => {
    const registration = decodeRegistrationToken(bearerToken(request.headers.get('Authorization'))) ?? fail(401, 'The registration has expired. Please start again.');
    const found = findRegistrant(body);
    if (!found || found.member.memberKey !== registration.memberKey || found.household.domainId !== registration.domainId) {
      return fail(400, 'The details you entered do not match our records.');
    }
    const username = body.username.toLowerCase();
    if (isTaken(username)) return fail(409, 'That username is taken. Please choose another.');
    if (hasOnlineAccount(found.member.memberKey)) return fail(409, 'This member already has an online account.');
    const { household, member } = found;
    const { password, emailAddress, securityAnswers = [] } = body;
    getState().registrations[username] = { username, householdId: household.id, memberKey: member.memberKey, domainId: household.domainId, emailAddress };
    getState().accounts[username] = { status: 'ACT', password, securityAnswers, selectedGroupId: null };
    member.preferences = { ...member.preferences, emailAddress };
    if (body.isCommunicationPolicySigned) member.registrationPolicy = { isCommunicationPolicySigned: true, isEeobPreferenceConsented: consentOf(member, body.isEeobPreferenceConsented) };
    return { success: true, username };
  },

  validateRegistrationUserDetails: ({ body }) => {
    const found = findRegistrant(body);
    const alreadyRegistered = found !== undefined && hasOnlineAccount(found.member.memberKey);
    const registrationToken = found && !alreadyRegistered ? issueRegistrationToken(found.member.memberKey, found.household.domainId) : null;
    return { valid: found !== undefined, alreadyRegistered, policyPhone: brandPhones[body.domainId].policy, registrationToken };
  },
  validateUsername: ({ query: { username } }) => ({ username, available: !isTaken(username) }),
  recoverUsername: () => ({ success: true, message: 'If we found an account, we sent its username to the e-mail address on file.' }),
  requestPasswordReset: () => ({ success: true, message: 'If we found an account, we sent a reset link to the e-mail address on file.' }),
  resetPassword: ({ body, fail }) => {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(body.resetToken)) {
      return fail(410, 'This reset link has expired. Please request a new one.', 'RESET_TOKEN_EXPIRED');
    }
    return { success: true, message: 'Your password has been reset. You can log in now.' };
  },

  postExternalSso: async ({ request, fail }) => {
    const form = new URLSearchParams(await request.text());
    const sso = form.get('token');
    if (!sso) return fail(400, 'The form needs the token.');
    const decoded = decodeToken(sso);
    const member = decoded.ok ? recordsOf(decoded.claims.sub, decoded.claims.memberKey).member : undefined;
    const greeting = member ? `Welcome to member services, ${member.firstName}.` : 'Welcome to member services.';
    const environment = form.get('testEnv');
    const escape = (value: string) => value.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character] ?? character);
    return HttpResponse.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Member services</title></head><body><h1>Member services</h1><p>${escape(greeting)}</p><p>This page stands in for the external customer-relationship system.${environment ? ` Test environment: ${escape(environment)}.` : ''}</p></body></html>`,
    );
  },

  // The signed-out contact page reads the calendar too: without a token, the default brand's (domain 1).
  getHolidayCalendar: ({ session }) => holidayCalendar(session?.claims.domainId ?? 1),
  getDomainHolidayCalendar: ({ params }) => holidayCalendar(params.domainId),
  getAccreditationFeed: () => accreditationFeed,
};
