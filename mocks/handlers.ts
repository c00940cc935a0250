import { http, HttpResponse, type HttpHandler } from 'msw';

import type {
  ClaimStatus,
  ContactEmailRequestTopic,
  DomainId,
  LoginErrorBody,
  NewIdErrorBody,
  PageFields,
  PreferenceContext,
  Preferences,
  ProductCategory,
  ReferralStatusCode,
  TokenResponse,
  YesNo,
} from '../generated/model';

import { errorResponse, unauthorized } from './errors';
import { mswPath, operations, type OperationId } from './operations';
import { buildPdf } from './pdf';
import { findPersona, memberPersonas, type Household, type HouseholdMember } from './personas';
import { claimSummary } from './personas/build';
import { fromUsDate, isoDate, parseIsoDate, today } from './personas/dates';
import { accreditationFeed, brandPhones, holidayCalendar, memberForms, securityQuestions } from './personas/documents';
import { programCatalogue } from './personas/programs';
import { findPrimaryCareProvider, milesBetween, primaryCareDirectory, zipCentre } from './personas/providers';
import { applyScenario } from './scenarios';
import { getState, updateState, type AccountState } from './state';
import { bearerToken, decodeRegistrationToken, decodeToken, issueRegistrationToken, issueToken, type TokenInput } from './tokens';
import {
  accountDetails,
  benefitHistory,
  benefitLimits,
  CATEGORIES,
  coverageOn,
  dentalSummary,
  family,
  fullName,
  groupDetails,
  groups,
  handbooks,
  idCard,
  idCardEligible,
  isSubscriber,
  isTermed,
  medicalSummary,
  memberGroups,
  pcpEligibility,
  pcpEligibleDates,
  pcpMembers,
  periodsOf,
  periodStatus,
  pharmacySummary,
  providerView,
  relevantPreferences,
  selectedPeriod,
  visibleKeys,
  visibleMembers,
  visionSummary,
  type Session,
} from './views';

/**
 * The mock gateway: one MSW handler per operation of the contract, answering from the personas and the state.
 * The same handlers run in the browser (mocks/browser.ts), in Node tests (mocks/node.ts) and behind the
 * standalone HTTP server (mocks/server.ts). Every handler first lets the scenario verbs (mocks/scenarios.ts)
 * answer, then checks the bearer token, then answers for the token's member and group.
 */

export interface CreateHandlersOptions {
  /**
   * The gateway base address the handlers answer under: a path such as '/api' in the browser (resolved against
   * the page's origin) or an absolute address such as 'http://localhost/api' in Node. Default '/api'.
   */
  readonly baseUrl?: string;
  /**
   * Operations the portal calls at their own configured addresses instead of under the base (the runtime
   * configuration's chatConfigUrl and accreditationFeedUrl); they are answered there as well.
   */
  readonly addresses?: Partial<Record<'getChatConfig' | 'getAccreditationFeed' | 'getHandbooks', string>>;
  /** Answer 404 with an ErrorBody for unknown paths under the base, as a real gateway would. Default false. */
  readonly notFoundFallback?: boolean;
}

interface Context {
  readonly request: Request;
  readonly url: URL;
  readonly path: string;
  readonly params: Record<string, string | readonly string[] | undefined>;
}

interface SessionContext extends Context {
  readonly session: Session;
}

type Resolver<C> = (context: C) => Response | Promise<Response>;

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });
const text = (body: string) => HttpResponse.text(body);
const badRequest = (path: string, message: string) => errorResponse(400, message, 'VALIDATION_ERROR', path);
const notFound = (path: string, message: string) => errorResponse(404, message, 'NOT_FOUND', path);
const forbidden = (path: string, message: string) => errorResponse(403, message, 'FORBIDDEN', path);
const conflict = (path: string, message: string) => errorResponse(409, message, 'CONFLICT', path);

const DOMAIN_IDS: readonly DomainId[] = [1, 2, 5];
const isDomainId = (value: unknown): value is DomainId => DOMAIN_IDS.includes(value as DomainId);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An e-mail address as the contract takes it: at most 254 characters (RFC 5321), in the e-mail format. */
const isEmail = (value: unknown): value is string => typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
const PASSWORD = /^(?=.*[0-9])[A-Za-z0-9@$!%*#?&^_+=-]{6,32}$/;
const SECURITY_ANSWER = /^[A-Za-z0-9@$!%*#?&^_+= -]{3,30}$/;
const USERNAME = /^[A-Za-z0-9]{3,16}$/;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The JSON body of a request, or a 400 answer when it is missing or does not parse. */
async function readJson(context: Context): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const raw = await context.request.text();
  if (raw.trim() === '') return { ok: false, response: badRequest(context.path, 'The request body is required.') };
  try {
    return { ok: true, body: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false, response: badRequest(context.path, 'The request body is not valid JSON.') };
  }
}

type IntegerParameter = { ok: true; value: number | undefined } | { ok: false; response: Response };

function integerParameter(context: Context, name: string, options: { required?: boolean; min?: number; max?: number } = {}): IntegerParameter {
  const raw = context.url.searchParams.get(name);
  if (raw === null || raw === '') {
    return options.required ? { ok: false, response: badRequest(context.path, `The query parameter ${name} is required.`) } : { ok: true, value: undefined };
  }
  const value = Number(raw);
  if (!Number.isInteger(value) || (options.min !== undefined && value < options.min) || (options.max !== undefined && value > options.max)) {
    return { ok: false, response: badRequest(context.path, `The query parameter ${name} must be a whole number${options.min !== undefined ? ` from ${options.min}` : ''}${options.max !== undefined ? ` to ${options.max}` : ''}.`) };
  }
  return { ok: true, value };
}

type DateParameter = { ok: true; value: string | undefined } | { ok: false; response: Response };

function dateParameter(context: Context, name: string, required = false): DateParameter {
  const raw = context.url.searchParams.get(name);
  if (raw === null || raw === '') {
    return required ? { ok: false, response: badRequest(context.path, `The query parameter ${name} is required (YYYY-MM-DD).`) } : { ok: true, value: undefined };
  }
  return parseIsoDate(raw) ? { ok: true, value: raw } : { ok: false, response: badRequest(context.path, `The query parameter ${name} must be a date as YYYY-MM-DD.`) };
}

function enumParameter<T extends string>(context: Context, name: string, values: readonly T[]): { ok: true; value: T | undefined } | { ok: false; response: Response } {
  const raw = context.url.searchParams.get(name);
  if (raw === null || raw === '') return { ok: true, value: undefined };
  return (values as readonly string[]).includes(raw)
    ? { ok: true, value: raw as T }
    : { ok: false, response: badRequest(context.path, `The query parameter ${name} must be one of ${values.join(', ')}.`) };
}

function page<T>(items: readonly T[], pageNumber: number, size: number): PageFields & { content: T[] } {
  const totalElements = items.length;
  const totalPages = Math.ceil(totalElements / size);
  const content = items.slice(pageNumber * size, pageNumber * size + size);
  return {
    content,
    last: pageNumber >= totalPages - 1,
    first: pageNumber === 0,
    empty: content.length === 0,
    number: pageNumber,
    numberOfElements: content.length,
    size,
    totalElements,
    totalPages,
  };
}

function pdfResponse(bytes: Uint8Array, filename: string): Response {
  return new HttpResponse(bytes.buffer as ArrayBuffer, {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${filename}"` },
  });
}

function wantsPdf(request: Request): boolean {
  const accept = (request.headers.get('Accept') ?? '').toLowerCase();
  return accept.includes('application/pdf') && !accept.includes('application/json');
}

const money = (value: number | undefined | null) => `$${(value ?? 0).toFixed(2)}`;

// ------------------------------------------------------------------ accounts and sessions

/** An online account: a persona, or an account created through registration. */
interface Identity {
  readonly username: string;
  readonly householdId: string;
  readonly memberKey: string;
  readonly domainId: DomainId;
  readonly role: 'member' | 'new-id';
  readonly userKey: string;
  readonly primaryGroupId?: string;
}

function identityOf(username: string): Identity | undefined {
  const persona = findPersona(username);
  if (persona?.kind === 'member') return persona;
  const registered = getState().registrations[username.trim().toLowerCase()];
  if (!registered) return undefined;
  let hash = 0;
  for (const character of registered.username) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return { ...registered, role: 'member', userKey: `UK-${hash.toString(16).padStart(8, '0')}` };
}

function defaultGroupId(identity: Identity, household: Household, memberKey: string, account: AccountState): string | undefined {
  const candidates = memberGroups(household, memberKey);
  const chosen = account.selectedGroupId ?? identity.primaryGroupId;
  if (chosen && candidates.some((group) => group.groupId === chosen)) return chosen;
  return (candidates.find((group) => !isTermed(group, memberKey)) ?? candidates[0])?.groupId;
}

type SessionResult = { ok: true; session: Session } | { ok: false; response: Response };

function sessionFrom(request: Request, path: string): SessionResult {
  const decoded = decodeToken(bearerToken(request.headers.get('Authorization')));
  if (!decoded.ok) {
    const message = {
      missing: 'A bearer token is required.',
      malformed: 'The bearer token is not valid.',
      expired: 'Your session has ended. Please log in again.',
    }[decoded.reason];
    return { ok: false, response: unauthorized(path, message) };
  }
  const { claims } = decoded;
  const identity = identityOf(claims.sub);
  const state = getState();
  const account = identity ? state.accounts[identity.username] : undefined;
  const household = identity ? state.households[identity.householdId] : undefined;
  const member = household?.members.find((candidate) => candidate.memberKey === claims.memberKey);
  if (!identity || !account || !household || !member || identity.domainId !== claims.domainId) {
    return { ok: false, response: unauthorized(path, 'The bearer token is not valid.') };
  }
  const groupId = claims.groupId ?? defaultGroupId(identity, household, member.memberKey, account);
  const group = memberGroups(household, member.memberKey).find((candidate) => candidate.groupId === groupId);
  if (!group) return { ok: false, response: notFound(path, 'Failed to find group for current member') };
  return { ok: true, session: { claims, username: identity.username, household, member, group, account } };
}

function tokenResponse(claims: TokenInput): TokenResponse {
  return { token: issueToken(claims), redirect: null };
}

function claimsOf(session: Session): TokenInput {
  const { sub, memberKey, role, issuedByNewId, domainId, groupId } = session.claims;
  return { sub, memberKey, role, issuedByNewId, domainId, ...(groupId ? { groupId } : {}) };
}

/** The family member a subscriber asks about by suffix (the signed-in member when absent). */
function memberBySuffix(session: Session, suffix: number | undefined, path: string): { ok: true; member: HouseholdMember } | { ok: false; response: Response } {
  if (suffix === undefined || suffix === session.member.suffix) return { ok: true, member: session.member };
  const found = session.household.members.find((member) => member.suffix === suffix);
  if (!found) return { ok: false, response: badRequest(path, `No family member has suffix ${suffix}.`) };
  if (!visibleKeys(session).has(found.memberKey)) {
    return { ok: false, response: forbidden(path, 'You can only see the benefits of your own coverage.') };
  }
  return { ok: true, member: found };
}

// ------------------------------------------------------------------ the handlers

export function createHandlers(options: CreateHandlersOptions = {}): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const handlers: HttpHandler[] = [];

  function register(operationId: OperationId, resolve: Resolver<Context>, address?: string): void {
    const { method } = operations[operationId];
    const path = address ?? mswPath(baseUrl, operationId);
    const factory = method === 'GET' ? http.get : method === 'POST' ? http.post : http.put;
    handlers.push(
      factory(path, async ({ request, params }) => {
        const scenario = await applyScenario(operationId, request);
        if (scenario) return scenario;
        const url = new URL(request.url);
        return resolve({ request, url, path: url.pathname, params });
      }),
    );
  }

  /** An operation that needs a bearer token: answers 401 without a valid one. */
  function authed(operationId: OperationId, resolve: Resolver<SessionContext>, address?: string): void {
    register(
      operationId,
      (context) => {
        const result = sessionFrom(context.request, context.path);
        return result.ok ? resolve({ ...context, session: result.session }) : result.response;
      },
      address,
    );
  }

  /**
   * An operation with an optional bearer token: a token that is sent must be valid (401 otherwise); without one
   * the resolver answers with no session.
   */
  function optionallyAuthed(operationId: OperationId, resolve: Resolver<Context & { session: Session | null }>): void {
    register(operationId, (context) => {
      if (!context.request.headers.has('Authorization')) return resolve({ ...context, session: null });
      const result = sessionFrom(context.request, context.path);
      return result.ok ? resolve({ ...context, session: result.session }) : result.response;
    });
  }

  // ---------------------------------------------------------------- auth

  register('createToken', async (context) => {
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    if (!isRecord(body) || !isNonEmptyString(body.username) || !isNonEmptyString(body.password) || !isDomainId(body.domainId)) {
      return badRequest(context.path, 'username, password and domainId (1, 2 or 5) are required.');
    }
    const username = body.username.trim().toLowerCase();
    const loginError = (error: LoginErrorBody) => json(error, 401);
    const persona = findPersona(username);
    if (persona?.kind === 'login-failure') {
      if (persona.failure === 'locked') return loginError({ type: 'ACCOUNT_LOCKED', message: 'Account locked' });
      const attempts = updateState((state) => (state.loginAttempts[username] = (state.loginAttempts[username] ?? 0) + 1));
      const attemptsRemaining = 3 - attempts;
      return attemptsRemaining > 0
        ? loginError({ type: 'LOGIN_ATTEMPTS_REMAINING', message: 'Invalid credentials', errorData: { attemptsRemaining } })
        : loginError({ type: 'ACCOUNT_LOCKED', message: 'Account locked' });
    }
    const identity = identityOf(username);
    const account = identity ? getState().accounts[identity.username] : undefined;
    if (!identity || !account || account.password !== body.password || identity.domainId !== body.domainId) {
      return loginError({ type: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    }
    return json(
      tokenResponse({ sub: identity.username, memberKey: identity.memberKey, role: identity.role, issuedByNewId: false, domainId: identity.domainId }),
    );
  });

  authed('getTokenUserKey', ({ session }) => text(identityOf(session.username)?.userKey ?? ''));

  authed('createNewIdToken', async (context) => {
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    const fail = (status: 400 | 404, message: string) => json({ message } satisfies NewIdErrorBody, status);
    if (!isRecord(body) || typeof body.subscriberId !== 'string' || !/^[A-Za-z0-9]{9,10}$/.test(body.subscriberId) || !isDomainId(body.domainId)) {
      return fail(400, 'Enter the subscriber ID from your ID card (9 or 10 letters or digits).');
    }
    const { household, claims } = context.session;
    if (body.subscriberId !== household.subscriberId || body.domainId !== household.domainId) {
      return fail(404, 'We could not find a member with that subscriber ID.');
    }
    const named = [body.firstName, body.lastName, body.dateOfBirth].filter((value) => value !== undefined && value !== null && value !== '');
    let chosen = household.members.find((member) => isSubscriber(member));
    if (named.length > 0) {
      if (named.length < 3 || !isNonEmptyString(body.firstName) || !isNonEmptyString(body.lastName) || typeof body.dateOfBirth !== 'string') {
        return fail(400, 'First name, last name and date of birth are all needed to choose a family member.');
      }
      const firstName = body.firstName;
      const lastName = body.lastName;
      const byName = household.members.filter((member) => sameName(member.firstName, firstName) && sameName(member.lastName, lastName));
      if (byName.length === 0) return fail(400, 'The name you entered does not match a member on this subscriber ID.');
      chosen = byName.find((member) => member.dateOfBirth === body.dateOfBirth);
      if (!chosen) return fail(400, 'The subscriber ID and date of birth do not match our records.');
    }
    if (!chosen) return fail(404, 'We could not find a member with that subscriber ID.');
    return json(
      tokenResponse({ sub: claims.sub, memberKey: chosen.memberKey, role: 'member', issuedByNewId: true, domainId: claims.domainId }),
    );
  });

  register('selectGroup', async (context) => {
    const result = sessionFrom(context.request, context.path);
    if (!result.ok) return result.response;
    const { session } = result;
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    if (!isRecord(body) || !isNonEmptyString(body.groupId) || !isDomainId(body.domain)) {
      return badRequest(context.path, 'groupId and domain (1, 2 or 5) are required.');
    }
    if (body.domain !== session.claims.domainId) return badRequest(context.path, 'The domain does not match the signed-in member.');
    const chosen = memberGroups(session.household, session.member.memberKey).find((group) => group.groupId === body.groupId);
    if (!chosen) return notFound(context.path, `The member does not belong to group ${body.groupId}.`);
    updateState(() => {
      session.account.selectedGroupId = chosen.groupId;
    });
    return json(tokenResponse({ ...claimsOf(session), groupId: chosen.groupId }));
  });

  // ---------------------------------------------------------------- groups

  authed('getGroups', ({ session, path }) => {
    const list = groups(session.household, session.member.memberKey);
    return list.length > 0 ? json(list) : errorResponse(404, 'Failed to find group for current member', 'GROUP_NOT_FOUND', path);
  });

  authed('getGroupDetail', ({ session }) => json(groupDetails(session.household, session.member.memberKey)));

  // ---------------------------------------------------------------- account

  authed('getAccount', ({ session }) => json(accountDetails(session)));

  authed('getAccountStatus', ({ session }) => text(session.account.status));

  authed('getEmployeeId', ({ session }) => json(session.household.employee));

  authed('getRegistrationPolicies', ({ session }) =>
    json({
      registrationPolicy: {
        isCommunicationPolicySigned: session.member.registrationPolicy.isCommunicationPolicySigned,
        isEeobPreferenceConsented: isSubscriber(session.member) ? (session.member.registrationPolicy.isEeobPreferenceConsented ?? null) : null,
      },
    }),
  );

  authed('updateRegistrationPolicies', async (context) => {
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    if (!isRecord(body) || body.isCommunicationPolicySigned !== true) {
      return badRequest(context.path, 'isCommunicationPolicySigned must be true.');
    }
    const consent = body.isEeobPreferenceConsented;
    if (consent !== undefined && consent !== null && typeof consent !== 'boolean') {
      return badRequest(context.path, 'isEeobPreferenceConsented must be true, false or null.');
    }
    const { member } = context.session;
    const subscriber = isSubscriber(member);
    updateState(() => {
      member.registrationPolicy = {
        isCommunicationPolicySigned: true,
        isEeobPreferenceConsented: subscriber ? (consent ?? null) : null,
      };
      if (subscriber && typeof consent === 'boolean') member.preferences = { ...member.preferences, electronicEob: consent ? 'Y' : 'N' };
    });
    return json({ registrationPolicy: member.registrationPolicy });
  });

  authed('getRelevantPreferences', (context) => {
    const preferenceContext = enumParameter<PreferenceContext>(context, 'context', ['ebill', 'eob', 'medicare', 'news']);
    if (!preferenceContext.ok) return preferenceContext.response;
    if (!preferenceContext.value) return badRequest(context.path, 'The query parameter context is required (ebill, eob, medicare or news).');
    const suffix = integerParameter(context, 'suffix', { min: 0 });
    if (!suffix.ok) return suffix.response;
    const chosen = memberBySuffix(context.session, suffix.value, context.path);
    if (!chosen.ok) return chosen.response;
    return json(relevantPreferences(context.session, chosen.member, preferenceContext.value));
  });

  authed('getPreferences', ({ session }) => json(session.member.preferences));

  authed('updatePreferences', async (context) => {
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    if (!isRecord(body) || Object.keys(body).length === 0) {
      return badRequest(context.path, 'Send at least one preference to change.');
    }
    const flags: Array<keyof Preferences> = [
      'electronicEob',
      'emailBreakingNews',
      'electronicMedicareMailing',
      'emailPaymentReminder',
      'emailAutopayWithdrawalReminder',
      'discontinuePaperStatements',
      'emailWhenBillReady',
      'emailEwpNotification',
      'showEwpLandingPage',
    ];
    const change: Partial<Preferences> = {};
    if ('emailAddress' in body) {
      if (!isEmail(body.emailAddress)) return badRequest(context.path, 'Email address is not a valid e-mail address.');
      change.emailAddress = body.emailAddress.trim();
    }
    for (const flag of flags) {
      if (!(flag in body)) continue;
      const value = body[flag];
      if (value !== 'Y' && value !== 'N') return badRequest(context.path, `${flag} must be Y or N.`);
      (change as Record<string, YesNo>)[flag] = value;
    }
    if (Object.keys(change).length === 0) return badRequest(context.path, 'Send at least one known preference to change.');
    const { member } = context.session;
    updateState(() => {
      member.preferences = { ...member.preferences, ...change };
    });
    return json(member.preferences);
  });

  authed('changePassword', async (context) => {
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    if (!isRecord(body) || typeof body.currentPassword !== 'string' || typeof body.newPassword !== 'string') {
      return badRequest(context.path, 'currentPassword and newPassword are required.');
    }
    const { account } = context.session;
    if (body.currentPassword !== account.password) return badRequest(context.path, 'The current password is not correct.');
    if (!PASSWORD.test(body.newPassword)) {
      return badRequest(context.path, 'The new password needs 6 to 32 letters, digits or @$!%*#?&^_+-=, with at least one digit.');
    }
    if (body.newPassword === body.currentPassword) return badRequest(context.path, 'The new password must differ from the current one.');
    const newPassword = body.newPassword;
    updateState(() => {
      account.password = newPassword;
      if (account.status === 'INI' || account.status === 'FRC') account.status = 'ACT';
    });
    return json({ success: true, message: 'Your password has been changed.' });
  });

  // The registration wizard reads the questions with its registration token; signed-in members with theirs.
  register('getSecurityQuestions', ({ request, path }) => {
    const registration = decodeRegistrationToken(bearerToken(request.headers.get('Authorization')));
    if (registration) return json(securityQuestions);
    const result = sessionFrom(request, path);
    return result.ok ? json(securityQuestions) : result.response;
  });

  authed('updateSecurityAnswers', async (context) => {
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    if (!isRecord(body) || !Array.isArray(body.answers) || body.answers.length === 0) {
      return badRequest(context.path, 'answers must list at least one answer.');
    }
    const answers = body.answers as unknown[];
    const known = new Set(securityQuestions.map((question) => question.questionId));
    for (const answer of answers) {
      if (!isRecord(answer) || typeof answer.questionId !== 'number' || !known.has(answer.questionId)) {
        return badRequest(context.path, 'Each answer needs the questionId of one of the security questions.');
      }
      if (typeof answer.answer !== 'string' || !SECURITY_ANSWER.test(answer.answer)) {
        return badRequest(context.path, 'Answers have 3 to 30 letters, digits, spaces or @$!%*#?&^_+-=.');
      }
    }
    const { account } = context.session;
    updateState(() => {
      account.securityAnswers = answers.map((answer) => {
        const entry = answer as { questionId: number; answer: string };
        return { questionId: entry.questionId, answer: entry.answer };
      });
    });
    return json({ success: true, message: 'Your security answers have been saved.' });
  });

  /** The member the details of a registration identify, among the households of a brand. */
  function findRegistrant(details: Record<string, unknown>): { household: Household; member: HouseholdMember } | undefined {
    for (const household of Object.values(getState().households)) {
      if (household.domainId !== details.domainId || household.subscriberId !== details.subscriberId) continue;
      if (typeof details.zipCode === 'string' && details.zipCode !== '' && details.zipCode !== household.address.zipCode) continue;
      const member = household.members.find(
        (candidate) =>
          typeof details.firstName === 'string' &&
          typeof details.lastName === 'string' &&
          sameName(candidate.firstName, details.firstName) &&
          sameName(candidate.lastName, details.lastName) &&
          candidate.dateOfBirth === details.dateOfBirth,
      );
      if (member) return { household, member };
    }
    return undefined;
  }

  function hasOnlineAccount(memberKey: string): boolean {
    return (
      memberPersonas.some((persona) => persona.memberKey === memberKey) ||
      Object.values(getState().registrations).some((registration) => registration.memberKey === memberKey)
    );
  }

  function validDetails(body: unknown): body is Record<string, unknown> {
    return (
      isRecord(body) &&
      isNonEmptyString(body.subscriberId) &&
      isNonEmptyString(body.firstName) &&
      isNonEmptyString(body.lastName) &&
      typeof body.dateOfBirth === 'string' &&
      parseIsoDate(body.dateOfBirth) !== null &&
      isDomainId(body.domainId)
    );
  }

  register('registerAccount', async (context) => {
    const registration = decodeRegistrationToken(bearerToken(context.request.headers.get('Authorization')));
    if (!registration) return unauthorized(context.path, 'The registration has expired. Please start again.');
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    if (!validDetails(body)) {
      return badRequest(context.path, 'subscriberId, firstName, lastName, dateOfBirth (YYYY-MM-DD) and domainId are required.');
    }
    if (typeof body.username !== 'string' || !USERNAME.test(body.username)) return badRequest(context.path, 'The username has 3 to 16 letters or digits.');
    if (typeof body.password !== 'string' || !PASSWORD.test(body.password)) {
      return badRequest(context.path, 'The password needs 6 to 32 letters, digits or @$!%*#?&^_+-=, with at least one digit.');
    }
    if (!isEmail(body.emailAddress)) return badRequest(context.path, 'Email address is not a valid e-mail address.');
    const found = findRegistrant(body);
    if (!found || found.member.memberKey !== registration.memberKey || found.household.domainId !== registration.domainId) {
      return badRequest(context.path, 'The details you entered do not match our records.');
    }
    const username = body.username.toLowerCase();
    if (identityOf(username) || findPersona(username)) return conflict(context.path, 'That username is taken. Please choose another.');
    if (hasOnlineAccount(found.member.memberKey)) return conflict(context.path, 'This member already has an online account.');
    const { household, member } = found;
    const password = body.password;
    const emailAddress = body.emailAddress;
    const answers = Array.isArray(body.securityAnswers) ? (body.securityAnswers as Array<{ questionId: number; answer: string }>) : [];
    updateState((state) => {
      state.registrations[username] = { username, householdId: household.id, memberKey: member.memberKey, domainId: household.domainId, emailAddress };
      state.accounts[username] = { status: 'ACT', password, securityAnswers: answers, selectedGroupId: null };
      member.preferences = { ...member.preferences, emailAddress };
      if (body.isCommunicationPolicySigned === true) {
        member.registrationPolicy = {
          isCommunicationPolicySigned: true,
          isEeobPreferenceConsented: isSubscriber(member) && typeof body.isEeobPreferenceConsented === 'boolean' ? body.isEeobPreferenceConsented : null,
        };
      }
    });
    return json({ success: true, username });
  });

  // ---------------------------------------------------------------- registration and recovery (no token)

  register('validateRegistrationUserDetails', async (context) => {
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    if (!validDetails(body)) {
      return badRequest(context.path, 'subscriberId, firstName, lastName, dateOfBirth (YYYY-MM-DD) and domainId are required.');
    }
    const found = findRegistrant(body);
    const policyPhone = brandPhones[body.domainId as DomainId].policy;
    if (!found) return json({ valid: false, alreadyRegistered: false, policyPhone, registrationToken: null });
    const alreadyRegistered = hasOnlineAccount(found.member.memberKey);
    const registrationToken = alreadyRegistered ? null : issueRegistrationToken(found.member.memberKey, found.household.domainId);
    return json({ valid: true, alreadyRegistered, policyPhone, registrationToken });
  });

  register('validateUsername', ({ url, path }) => {
    const username = url.searchParams.get('username') ?? '';
    if (!USERNAME.test(username)) return badRequest(path, 'The username has 3 to 16 letters or digits.');
    return json({ username, available: identityOf(username) === undefined && findPersona(username) === undefined });
  });

  register('recoverUsername', async (context) => {
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    if (!isRecord(body) || !isEmail(body.emailAddress) || typeof body.dateOfBirth !== 'string' || !parseIsoDate(body.dateOfBirth) || !isDomainId(body.domainId)) {
      return badRequest(context.path, 'emailAddress, dateOfBirth (YYYY-MM-DD) and domainId are required.');
    }
    return json({ success: true, message: 'If we found an account, we sent its username to the e-mail address on file.' });
  });

  register('requestPasswordReset', async (context) => {
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    if (!isRecord(body) || !isNonEmptyString(body.username) || !isDomainId(body.domainId)) {
      return badRequest(context.path, 'username and domainId are required.');
    }
    return json({ success: true, message: 'If we found an account, we sent a reset link to the e-mail address on file.' });
  });

  register('resetPassword', async (context) => {
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    if (!isRecord(body) || !isNonEmptyString(body.resetToken) || typeof body.newPassword !== 'string') {
      return badRequest(context.path, 'resetToken and newPassword are required.');
    }
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(body.resetToken)) {
      return errorResponse(410, 'This reset link has expired. Please request a new one.', 'RESET_TOKEN_EXPIRED', context.path);
    }
    if (!PASSWORD.test(body.newPassword)) {
      return badRequest(context.path, 'The new password needs 6 to 32 letters, digits or @$!%*#?&^_+-=, with at least one digit.');
    }
    return json({ success: true, message: 'Your password has been reset. You can log in now.' });
  });

  // ---------------------------------------------------------------- benefits

  function summaryHandler(operationId: OperationId, category: ProductCategory, suffixRequired: boolean, asOfRequired: boolean): void {
    authed(operationId, (context) => {
      const { session, path } = context;
      const asOf = dateParameter(context, 'asOfDate', asOfRequired);
      if (!asOf.ok) return asOf.response;
      const suffix = integerParameter(context, 'suffix', { required: suffixRequired, min: 0 });
      if (!suffix.ok) return suffix.response;
      const chosen = memberBySuffix(session, suffix.value, path);
      if (!chosen.ok) return chosen.response;
      const asOfDate = asOf.value ?? isoDate(today());
      const covered = coverageOn(session, chosen.member, category, asOfDate);
      if (!covered) {
        return notFound(path, `${fullName(chosen.member)} has no ${category} coverage on ${asOfDate}.`);
      }
      switch (category) {
        case 'medical':
          return json(medicalSummary(session, chosen.member, covered, asOfDate));
        case 'dental':
          return json(dentalSummary(session, chosen.member, covered, asOfDate));
        case 'vision':
          return json(visionSummary(covered, asOfDate));
        case 'pharmacy':
          return json(pharmacySummary(covered, asOfDate));
      }
    });
  }

  summaryHandler('getMedicalBenefits', 'medical', false, true);
  summaryHandler('getDentalBenefits', 'dental', true, false);
  summaryHandler('getVisionBenefits', 'vision', true, false);
  summaryHandler('getPharmacyBenefits', 'pharmacy', true, false);

  authed('getBenefitHistory', (context) => {
    const category = enumParameter(context, 'category', CATEGORIES);
    if (!category.ok) return category.response;
    return json(benefitHistory(context.session, category.value));
  });

  authed('getBenefitLimits', (context) => {
    const asOf = dateParameter(context, 'asOfDate');
    if (!asOf.ok) return asOf.response;
    const suffix = integerParameter(context, 'suffix', { min: 0 });
    if (!suffix.ok) return suffix.response;
    const chosen = memberBySuffix(context.session, suffix.value, context.path);
    if (!chosen.ok) return chosen.response;
    return json(benefitLimits(context.session, chosen.member, asOf.value ?? isoDate(today())));
  });

  authed('getFamilyEligibility', ({ session }) => json(family(session)));

  // ---------------------------------------------------------------- plan management and medicare

  authed('getPlanManagementDetails', ({ session }) => json(session.household.planManagement));

  authed('cancelPlan', async (context) => {
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    if (!isRecord(body) || (body.cancellationStatusId !== 'M' && body.cancellationStatusId !== 'D')) {
      return badRequest(context.path, 'cancellationStatusId must be M or D.');
    }
    const { session } = context;
    const details = session.household.planManagement;
    if (!details.eligibleAndActive || session.group.groupType !== 'INDIVIDUAL') {
      return conflict(context.path, 'This plan cannot be cancelled online. Please call customer service.');
    }
    if (details.directPlanCancellationStatus) return conflict(context.path, 'You have already asked not to renew this plan.');
    if (!isSubscriber(session.member)) return forbidden(context.path, 'Only the subscriber can cancel the plan.');
    const id = body.cancellationStatusId;
    const ending: ProductCategory[] = id === 'M' ? ['medical'] : ['medical', 'dental'];
    const end = details.coverageEndDateUponCancellation ?? `${today().getFullYear()}-12-31`;
    updateState(() => {
      session.household.planManagement = {
        ...details,
        directPlanCancellationStatus: { id, description: id === 'M' ? 'Medical plan will not renew' : 'Medical and dental plans will not renew' },
        directCancellationOptions: [],
      };
      for (const period of session.group.coverage) {
        if (ending.includes(period.category) && (period.terminationDate === null || period.terminationDate > end)) period.terminationDate = end;
      }
    });
    return json(session.household.planManagement);
  });

  authed('getMedicareMaterials', ({ session, path }) =>
    session.household.medicare.eligible
      ? json(session.household.medicare.materials)
      : forbidden(path, 'Medicare materials are only available to members of Medicare plans.'),
  );

  authed('getMedicareMaterialsEligibility', ({ session }) => json(session.household.medicare.eligible));

  // ---------------------------------------------------------------- primary care

  authed('getPcpMembers', ({ session }) => json(pcpMembers(session)));

  authed('getPcpEligibility', ({ session }) => json(pcpEligibility(session)));

  authed('getPcpProvider', ({ url, path }) => {
    const providerId = url.searchParams.get('providerId');
    if (!providerId) return badRequest(path, 'The query parameter providerId is required.');
    const entry = findPrimaryCareProvider(providerId);
    return entry ? json(providerView(entry, null)) : notFound(path, `Provider ${providerId} is not listed.`);
  });

  authed('getPreventiveCareDueDate', ({ session }) => text(session.household.preventiveCareDueDate ?? ''));

  /** Validates the members of a primary care search or selection: known, visible, dates as MM/DD/YYYY. */
  function pcpMemberDates(session: Session, list: unknown, path: string, field: string): { ok: true; entries: Array<{ memberKey: string; effectiveDate: string }> } | { ok: false; response: Response } {
    if (!Array.isArray(list) || list.length === 0) return { ok: false, response: badRequest(path, `${field} must list at least one member.`) };
    const visible = visibleKeys(session);
    const entries: Array<{ memberKey: string; effectiveDate: string }> = [];
    for (const item of list as unknown[]) {
      if (!isRecord(item) || typeof item.memberKey !== 'string' || typeof item.effectiveDate !== 'string') {
        return { ok: false, response: badRequest(path, `Each entry of ${field} needs memberKey and effectiveDate.`) };
      }
      const effectiveDate = fromUsDate(item.effectiveDate);
      if (!effectiveDate) {
        return { ok: false, response: badRequest(path, `effectiveDate must be a date as MM/DD/YYYY, not "${item.effectiveDate}".`) };
      }
      if (!visible.has(item.memberKey)) return { ok: false, response: badRequest(path, `Member ${item.memberKey} is not in your family.`) };
      entries.push({ memberKey: item.memberKey, effectiveDate });
    }
    return { ok: true, entries };
  }

  authed('selectPcp', async (context) => {
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    const { session, path } = context;
    if (!isRecord(body)) return badRequest(path, 'pcpSelectList, providerId and email are required.');
    const checked = pcpMemberDates(session, body.pcpSelectList, path, 'pcpSelectList');
    if (!checked.ok) return checked.response;
    if (typeof body.providerId !== 'string') return badRequest(path, 'providerId is required.');
    if (!isEmail(body.email)) return badRequest(path, 'email must be a valid e-mail address.');
    const provider = findPrimaryCareProvider(body.providerId);
    if (!provider) return badRequest(path, `Provider ${body.providerId} is not listed.`);
    if (!provider.provider.acceptingNewPatients) {
      return badRequest(path, `${provider.provider.providerName} is not accepting new patients.`);
    }
    const { pcp } = session.household;
    const allowed = pcpEligibleDates();
    for (const entry of checked.entries) {
      if (!pcp.eligible || !pcp.eligibleMembers.includes(entry.memberKey)) {
        return badRequest(path, `Member ${entry.memberKey} cannot choose a primary care provider.`);
      }
      if (!allowed.includes(entry.effectiveDate)) {
        return badRequest(path, `A new primary care provider can take effect on ${allowed.join(' or ')}.`);
      }
    }
    const providerId = provider.provider.providerId;
    const confirmation = updateState((state) => {
      for (const entry of checked.entries) {
        const dayBefore = isoDate(new Date(new Date(`${entry.effectiveDate}T00:00:00`).getTime() - 86_400_000));
        pcp.selections = pcp.selections
          .filter((selection) => !(selection.memberKey === entry.memberKey && selection.beginDate >= entry.effectiveDate))
          .map((selection) =>
            selection.memberKey === entry.memberKey && (selection.endDate === null || selection.endDate >= entry.effectiveDate)
              ? { ...selection, endDate: dayBefore, terminationReason: 'Member chose a new primary care provider' }
              : selection,
          );
        pcp.selections.push({ memberKey: entry.memberKey, providerId, beginDate: entry.effectiveDate, endDate: null, terminationReason: null });
      }
      state.confirmationSerial += 1;
      return `PCP-CONF-${state.confirmationSerial}`;
    });
    return text(confirmation);
  });

  authed('searchPcpProviders', async (context) => {
    const size = integerParameter(context, 'size', { min: 1, max: 100 });
    if (!size.ok) return size.response;
    const pageNumber = integerParameter(context, 'page', { min: 0 });
    if (!pageNumber.ok) return pageNumber.response;
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    const { session, path } = context;
    if (!isRecord(body)) return badRequest(path, 'members, radius and zip are required.');
    const checked = pcpMemberDates(session, body.members, path, 'members');
    if (!checked.ok) return checked.response;
    if (typeof body.radius !== 'number' || !Number.isInteger(body.radius) || body.radius < 1 || body.radius > 100) {
      return badRequest(path, 'radius must be a whole number of miles from 1 to 100.');
    }
    if (typeof body.zip !== 'string' || !/^\d{5}$/.test(body.zip)) return badRequest(path, 'zip must have 5 digits.');
    if (body.searchString !== undefined && (typeof body.searchString !== 'string' || body.searchString.length > 100)) {
      return badRequest(path, 'searchString has at most 100 characters.');
    }
    const centre = zipCentre(body.zip);
    const radius = body.radius;
    const needle = typeof body.searchString === 'string' ? body.searchString.trim().toLowerCase() : '';
    const results = centre
      ? primaryCareDirectory
          .map((entry) => ({ entry, distance: milesBetween(centre, entry) }))
          .filter(({ entry, distance }) => {
            if (distance > radius) return false;
            if (!needle) return true;
            const provider = entry.provider;
            return [provider.providerName, provider.providerGroupName ?? '', provider.specialty ?? '', ...(provider.languages ?? [])]
              .some((field) => field.toLowerCase().includes(needle));
          })
          .sort((a, b) => a.distance - b.distance || a.entry.provider.providerName.localeCompare(b.entry.provider.providerName))
      : [];
    const pageSize = size.value ?? 10;
    const number = pageNumber.value ?? 0;
    const paged = page(results, number, pageSize);
    return json({
      data: paged.content.map(({ entry, distance }) => providerView(entry, distance)),
      page: { size: pageSize, number, totalElements: paged.totalElements, totalPages: paged.totalPages },
    });
  });

  // ---------------------------------------------------------------- programs, referrals, messages

  authed('getContentPrograms', ({ session }) => json(session.household.programs));

  authed('getPrograms', ({ session }) =>
    json(
      session.household.programs.map((program) => {
        const { details: _details, ...rest } = program;
        return rest;
      }),
    ),
  );

  authed('getProgramDetail', ({ session, params, path }) => {
    const id = Number(params.programId);
    const program = session.household.programs.find((candidate) => candidate.id === id && !candidate.resource);
    const catalogue = programCatalogue[id];
    if (!program || !catalogue) return notFound(path, `Program ${String(params.programId)} is not available to this member.`);
    const { details, ...rest } = program;
    return json({ program: rest, details, resources: [...catalogue.resources], links: [...catalogue.links] });
  });

  const referralStatuses: readonly ReferralStatusCode[] = ['APPROVED', 'PENDING', 'DENIED', 'EXPIRED', 'CLOSED'];

  function visibleReferrals(session: Session) {
    const visible = visibleKeys(session);
    return session.household.referrals.filter((referral) => visible.has(referral.memberKey));
  }

  authed('getReferrals', (context) => {
    const pageNumber = integerParameter(context, 'page', { required: true, min: 0 });
    if (!pageNumber.ok) return pageNumber.response;
    const size = integerParameter(context, 'size', { required: true, min: 1, max: 100 });
    if (!size.ok) return size.response;
    const status = enumParameter(context, 'statusCode', referralStatuses);
    if (!status.ok) return status.response;
    const excludeExpired = context.url.searchParams.get('excludeExpired');
    if (excludeExpired !== null && excludeExpired !== 'true' && excludeExpired !== 'false') {
      return badRequest(context.path, 'The query parameter excludeExpired must be true or false.');
    }
    const memberKey = context.url.searchParams.get('memberKey');
    const providerId = context.url.searchParams.get('providerId');
    const on = isoDate(today());
    const list = visibleReferrals(context.session)
      .filter((referral) => !memberKey || referral.memberKey === memberKey)
      .filter((referral) => !status.value || referral.statusCode === status.value)
      .filter((referral) => !providerId || referral.providerId === providerId)
      .filter((referral) => excludeExpired !== 'true' || (referral.statusCode !== 'EXPIRED' && (!referral.endDate || referral.endDate >= on)))
      .sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''));
    return json(page(list, pageNumber.value ?? 0, size.value ?? 10));
  });

  authed('getReferralsMetadata', ({ session, url }) => {
    const memberKey = url.searchParams.get('memberKey');
    const list = visibleReferrals(session).filter((referral) => !memberKey || referral.memberKey === memberKey);
    const members = visibleMembers(session)
      .filter((member) => list.some((referral) => referral.memberKey === member.memberKey))
      .map((member) => ({ memberKey: member.memberKey, name: fullName(member) }));
    const statuses = referralStatuses
      .filter((code) => list.some((referral) => referral.statusCode === code))
      .map((code) => ({ code, description: list.find((referral) => referral.statusCode === code)?.statusDescription ?? code }));
    const providers = [...new Map(list.map((referral) => [referral.providerId ?? '', referral.providerName ?? ''])).entries()]
      .filter(([providerId]) => providerId !== '')
      .map(([providerId, providerName]) => ({ providerId, providerName }));
    return json({ members, statuses, providers });
  });

  authed('hasReferrals', ({ session }) => json(visibleReferrals(session).length > 0));

  // The signed-out contact page reads the calendar too: without a token, the default brand's (domain 1).
  optionallyAuthed('getHolidayCalendar', ({ session }) => json(holidayCalendar(session?.claims.domainId ?? 1)));

  optionallyAuthed('getDomainHolidayCalendar', ({ params, path }) => {
    const domainId = Number(params.domainId);
    return isDomainId(domainId) ? json(holidayCalendar(domainId)) : notFound(path, `There is no brand with domain id ${String(params.domainId)}.`);
  });

  // ---------------------------------------------------------------- id card

  authed('getIdCardEligibility', ({ session }) => json(idCardEligible(session)));

  authed('getIdCard', (context) => {
    const { session, path, request } = context;
    if (!idCardEligible(session)) return forbidden(path, 'You are not currently enrolled in a plan, so there is no ID card to show.');
    const category = enumParameter(context, 'category', CATEGORIES);
    if (!category.ok) return category.response;
    const card = idCard(session, category.value);
    if (card.cards.length === 0) return notFound(path, `${card.memberName} has no ${category.value ?? ''} ID card.`.replace('  ', ' '));
    if (!wantsPdf(request)) return json(card);
    const lines = [
      { text: `Member: ${card.memberName}` },
      { text: `Subscriber ID: ${card.subscriberId}` },
      { text: `Group: ${card.groupId} ${card.groupName ?? ''}` },
      ...card.cards.flatMap((face) => [
        { text: `${face.category.toUpperCase()}: ${face.planName ?? ''}`, size: 13 },
        { text: `Network: ${face.networkName ?? ''}   Effective: ${face.effectiveDate ?? ''}` },
        { text: `Customer service: ${face.customerServicePhone ?? ''}` },
      ]),
    ];
    return pdfResponse(buildPdf('Member ID card', lines), `id-card-${card.subscriberId}.pdf`);
  });

  authed('emailIdCard', async (context) => {
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    const { session, path } = context;
    if (!isRecord(body) || !isEmail(body.emailAddress)) return badRequest(path, 'emailAddress must be a valid e-mail address.');
    if (body.category !== undefined && !(CATEGORIES as readonly unknown[]).includes(body.category)) {
      return badRequest(path, `category must be one of ${CATEGORIES.join(', ')}.`);
    }
    if (!idCardEligible(session)) return forbidden(path, 'You are not currently enrolled in a plan, so there is no ID card to send.');
    return json({ success: true, message: `We sent your ID card to ${body.emailAddress}.` });
  });

  authed('requestIdCard', (context) => {
    const category = enumParameter(context, 'category', CATEGORIES);
    if (!category.ok) return category.response;
    if (!category.value) return badRequest(context.path, `The query parameter category is required (${CATEGORIES.join(', ')}).`);
    const { session } = context;
    const period = selectedPeriod(periodsOf(session.group, session.member.memberKey, category.value));
    if (!period || periodStatus(period) === 'termed') {
      return badRequest(context.path, `${fullName(session.member)} has no ${category.value} coverage to print a card for.`);
    }
    return text(`Your new ${category.value} ID card will arrive by mail within 10 business days.`);
  });

  // ---------------------------------------------------------------- ebill

  authed('hasEbill', ({ session }) => json(session.household.ebill.hasEbill));
  authed('isEbillRegistered', ({ session }) => json(session.household.ebill.registered));
  authed('showEbillAlert', ({ session }) => json(session.household.ebill.hasEbill && session.household.ebill.showAlert));

  authed('registerEbillUser', async ({ session, request, path }) => {
    const raw = (await request.text()).trim();
    if (raw !== '') {
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return badRequest(path, 'The request body is not valid JSON.');
      }
      if (!isRecord(body) || Object.keys(body).length > 0) return badRequest(path, 'The request body must be empty.');
    }
    if (!session.household.ebill.hasEbill) return conflict(path, 'This plan is not billed through eBill.');
    updateState(() => {
      session.household.ebill.registered = true;
    });
    return json({ success: true, message: 'You are registered for eBill.' });
  });

  // ---------------------------------------------------------------- handbooks and forms

  authed('getOutlineOfCoverageUrl', ({ session }) => text(session.group.outlineOfCoverageUrl ?? ''));
  authed('getHandbooks', ({ session }) => json(handbooks(session)));
  authed('getForms', ({ session }) => json(memberForms[session.household.domainId]));

  // ---------------------------------------------------------------- external hand-off

  register('postExternalSso', async ({ request, path }) => {
    const form = new URLSearchParams(await request.text());
    const token = form.get('token');
    if (!token) return badRequest(path, 'The form needs the token.');
    const decoded = decodeToken(token);
    let greeting = 'Welcome to member services.';
    if (decoded.ok) {
      const identity = identityOf(decoded.claims.sub);
      const member = identity ? getState().households[identity.householdId]?.members.find((candidate) => candidate.memberKey === decoded.claims.memberKey) : undefined;
      if (member) greeting = `Welcome to member services, ${member.firstName}.`;
    }
    const environment = form.get('testEnv');
    const escape = (value: string) => value.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character] ?? character);
    return HttpResponse.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Member services</title></head><body><h1>Member services</h1><p>${escape(greeting)}</p><p>This page stands in for the external customer-relationship system.${environment ? ` Test environment: ${escape(environment)}.` : ''}</p></body></html>`,
    );
  });

  // ---------------------------------------------------------------- claims and EOBs

  const claimStatuses: readonly ClaimStatus[] = ['RECEIVED', 'PENDING', 'PROCESSED', 'PAID', 'DENIED', 'ADJUSTED'];

  /** page, size, startDate and endDate, shared by the paged lists. */
  function paging(context: SessionContext): { ok: true; page: number; size: number; start?: string; end?: string } | { ok: false; response: Response } {
    const pageNumber = integerParameter(context, 'page', { min: 0 });
    if (!pageNumber.ok) return pageNumber;
    const size = integerParameter(context, 'size', { min: 1, max: 100 });
    if (!size.ok) return size;
    const start = dateParameter(context, 'startDate');
    if (!start.ok) return start;
    const end = dateParameter(context, 'endDate');
    if (!end.ok) return end;
    if (start.value && end.value && end.value <= start.value) {
      return { ok: false, response: badRequest(context.path, 'endDate must be after startDate.') };
    }
    return { ok: true, page: pageNumber.value ?? 0, size: size.value ?? 10, start: start.value, end: end.value };
  }

  /** Whether a date is within the range; an entry without the date is only in a range without bounds. */
  const inRange = (date: string | undefined, start?: string, end?: string) =>
    (!start || (date !== undefined && date >= start)) && (!end || (date !== undefined && date <= end));

  /** The earliest of the dates given (YYYY-MM-DD compare as text), null when there is none. */
  const earliestOf = (dates: readonly (string | undefined)[]): string | null =>
    dates.reduce<string | null>((earliest, date) => (date !== undefined && (!earliest || date < earliest) ? date : earliest), null);

  function visibleClaims(session: Session) {
    const visible = visibleKeys(session);
    return session.household.claims.filter((claim) => visible.has(claim.memberKey));
  }

  authed('getClaims', (context) => {
    const paged = paging(context);
    if (!paged.ok) return paged.response;
    const category = enumParameter(context, 'category', CATEGORIES);
    if (!category.ok) return category.response;
    const status = enumParameter(context, 'status', claimStatuses);
    if (!status.ok) return status.response;
    const memberKey = context.url.searchParams.get('memberKey');
    const search = context.url.searchParams.get('search')?.trim().toLowerCase();
    const list = visibleClaims(context.session)
      .filter((claim) => !memberKey || claim.memberKey === memberKey)
      .filter((claim) => !category.value || claim.productCategory === category.value)
      .filter((claim) => !status.value || claim.status === status.value)
      .filter((claim) => inRange(claim.serviceStartDate, paged.start, paged.end))
      .filter((claim) => !search || [claim.claimId, claim.providerName ?? ''].some((text) => text.toLowerCase().includes(search)))
      .map(claimSummary);
    return json(page(list, paged.page, paged.size));
  });

  authed('getClaimsMetadata', ({ session }) => {
    const list = visibleClaims(session);
    return json({
      members: visibleMembers(session).map((member) => ({ memberKey: member.memberKey, name: fullName(member) })),
      categories: CATEGORIES.filter((category) => list.some((claim) => claim.productCategory === category)),
      statuses: claimStatuses.filter((status) => list.some((claim) => claim.status === status)),
      earliestServiceDate: earliestOf(list.map((claim) => claim.serviceStartDate)),
    });
  });

  // After /claims/metadata, which the template would otherwise take for a claim id.
  authed('getClaim', ({ session, params, path }) => {
    const claim = visibleClaims(session).find((candidate) => candidate.claimId === params.claimId);
    return claim ? json(claim) : notFound(path, `There is no claim ${String(params.claimId)}.`);
  });

  /** EOBs are for subscribers only; everyone else gets 403. */
  function eobAccess(session: Session, path: string): Response | undefined {
    return isSubscriber(session.member) ? undefined : forbidden(path, 'Only the subscriber can see explanations of benefits.');
  }

  authed('getEobs', (context) => {
    const denied = eobAccess(context.session, context.path);
    if (denied) return denied;
    const paged = paging(context);
    if (!paged.ok) return paged.response;
    const memberKey = context.url.searchParams.get('memberKey');
    const list = context.session.household.eobs
      .filter((eob) => !memberKey || eob.memberKey === memberKey)
      .filter((eob) => inRange(eob.issuedDate, paged.start, paged.end))
      .map(({ lines: _lines, ...summary }) => summary);
    return json(page(list, paged.page, paged.size));
  });

  authed('getEobsMetadata', ({ session, path }) => {
    const denied = eobAccess(session, path);
    if (denied) return denied;
    const list = session.household.eobs;
    return json({
      members: session.household.members
        .filter((member) => list.some((eob) => eob.memberKey === member.memberKey))
        .map((member) => ({ memberKey: member.memberKey, name: fullName(member) })),
      earliestIssuedDate: earliestOf(list.map((eob) => eob.issuedDate)),
    });
  });

  function findEob(session: Session, eobId: unknown) {
    return session.household.eobs.find((eob) => eob.eobId === eobId);
  }

  authed('getEob', ({ session, params, path }) => {
    const denied = eobAccess(session, path);
    if (denied) return denied;
    const eob = findEob(session, params.eobId);
    return eob ? json(eob) : notFound(path, `There is no explanation of benefits ${String(params.eobId)}.`);
  });

  authed('getEobPdf', ({ session, params, path }) => {
    const denied = eobAccess(session, path);
    if (denied) return denied;
    const eob = findEob(session, params.eobId);
    if (!eob) return notFound(path, `There is no explanation of benefits ${String(params.eobId)}.`);
    const lines = [
      { text: `${eob.memberName ?? ''}, subscriber ID ${session.household.subscriberId}` },
      { text: `Provider: ${eob.providerName ?? ''}   Service date: ${eob.serviceDate ?? ''}   Issued: ${eob.issuedDate}` },
      { text: `Claim ${eob.claimId ?? ''}` },
      ...eob.lines.map((line) => ({
        text: `${line.serviceCode ?? ''} ${line.description}: billed ${money(line.billed)}, allowed ${money(line.allowed)}, plan paid ${money(line.planPaid)}, you owe ${money(line.memberResponsibility)}`,
        size: 9,
      })),
      { text: `Total billed ${money(eob.totalBilled)}   Plan paid ${money(eob.planPaid)}   You owe ${money(eob.memberResponsibility)}`, size: 12 },
      { text: 'This is not a bill.', size: 10 },
    ];
    return pdfResponse(buildPdf(`Explanation of benefits ${eob.eobId}`, lines), `${eob.eobId}.pdf`);
  });

  // ---------------------------------------------------------------- care

  authed('getCareReminders', ({ session, url }) => {
    const memberKey = url.searchParams.get('memberKey');
    const visible = visibleKeys(session);
    return json(session.household.careReminders.filter((reminder) => visible.has(reminder.memberKey) && (!memberKey || reminder.memberKey === memberKey)));
  });

  authed('getPriorAuthorizations', (context) => {
    const paged = paging(context);
    if (!paged.ok) return paged.response;
    const memberKey = context.url.searchParams.get('memberKey');
    const visible = visibleKeys(context.session);
    const list = context.session.household.priorAuthorizations
      .filter((authorization) => visible.has(authorization.memberKey) && (!memberKey || authorization.memberKey === memberKey))
      .filter((authorization) => inRange(authorization.requestedDate, paged.start, paged.end))
      .sort((a, b) => (b.requestedDate ?? '').localeCompare(a.requestedDate ?? ''));
    return json(page(list, paged.page, paged.size));
  });

  // ---------------------------------------------------------------- site

  register('getAccreditationFeed', () => json(accreditationFeed));
  authed('getChatConfig', ({ session }) => json(session.group.chatConfig));

  for (const [operationId, address] of Object.entries(options.addresses ?? {}) as Array<
    ['getChatConfig' | 'getAccreditationFeed' | 'getHandbooks', string | undefined]
  >) {
    if (!address) continue;
    if (operationId === 'getChatConfig') authed('getChatConfig', ({ session }) => json(session.group.chatConfig), address);
    else if (operationId === 'getHandbooks') authed('getHandbooks', ({ session }) => json(handbooks(session)), address);
    else register('getAccreditationFeed', () => json(accreditationFeed), address);
  }

  const topics: readonly ContactEmailRequestTopic[] = ['BENEFITS', 'CLAIMS', 'BILLING', 'ID_CARD', 'TECHNICAL', 'OTHER'];

  authed('sendContactEmail', async (context) => {
    const read = await readJson(context);
    if (!read.ok) return read.response;
    const body = read.body;
    const { path } = context;
    if (!isRecord(body) || !(topics as readonly unknown[]).includes(body.topic)) return badRequest(path, `topic must be one of ${topics.join(', ')}.`);
    if (!isNonEmptyString(body.subject) || body.subject.length > 120) return badRequest(path, 'subject is required (at most 120 characters).');
    if (!isNonEmptyString(body.message) || body.message.length > 2000) return badRequest(path, 'message is required (at most 2000 characters).');
    if (body.replyTo !== undefined && !isEmail(body.replyTo)) return badRequest(path, 'replyTo must be a valid e-mail address.');
    return json({ success: true, message: 'Thanks. Customer service will answer within 2 business days.' });
  });

  if (options.notFoundFallback) {
    handlers.push(
      http.all(`${baseUrl}/*`, ({ request }) => errorResponse(404, 'There is no such gateway operation.', 'NOT_FOUND', new URL(request.url).pathname)),
    );
  }

  return handlers;
}

/** The claims of a member persona's login token, for tests that need a token without calling POST /token. */
export function personaTokenClaims(username: string, extra: Partial<TokenInput> = {}): TokenInput {
  const persona = findPersona(username);
  if (!persona || persona.kind !== 'member') throw new Error(`${username} is not a member persona`);
  return { sub: persona.username, memberKey: persona.memberKey, role: persona.role, issuedByNewId: false, domainId: persona.domainId, ...extra };
}
