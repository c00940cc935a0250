import { decodeTokenClaims } from '../../src/domain/token/token-claims';
import { toGatewayDate, toLocalDate, toPcpDate } from '../../src/shared/lib/format';

import { authVariants, expectedDataRows, negativeVariants, type CheckKind, type NegativeVariant } from './checks';
import {
  callKey,
  exampleOf,
  isFormPost,
  isWrite,
  listOperations,
  loadContract,
  SPECIFIED_CALLS,
  successStatus,
  type ContractOperation,
  type OpenApiDocument,
} from './contract';
import { createGatewayClient, createToken, sendCall, type GatewayCall, type RawAnswer } from './transport';
import { ContractValidator } from './validator';

/**
 * Calls gateway operations and checks every answer against the contract. Used against Prism (the contract
 * served from its examples), against the portal's own mock gateway, and by the backend team against a real
 * gateway (`npm run contract:verify`).
 *
 * Requests start from the contract's examples, but the example family's ids mean nothing to a real gateway: the
 * run signs in with the credentials it is given and takes ids from earlier answers of the same run (the member
 * key and suffix from GET /account, providers and eligible dates from GET /pcp/members, the EOB from the EOB
 * list, the program from the program lists, ...). Where no answer supplies one it falls back to the example and
 * says so in the row.
 *
 * Besides the answer to each call (the `contract` check), every operation called gets the checks of checks.ts,
 * each as its own row: authentication (no, malformed and expired token), negative data (a missing or mistyped
 * required parameter or body field) and, for GET /account, the data the portal cannot do without.
 */

export interface VerifyOptions {
  /** The gateway base address, e.g. http://127.0.0.1:4010 or https://gateway.example/api */
  baseUrl: string;
  /** A bearer token for authenticated calls; when absent, credentials are used to get one. */
  token?: string;
  credentials?: { username: string; password: string; domainId: number };
  /** Include operations that change data or have side effects (default false). */
  includeWrites?: boolean;
  /** Only these operation ids (default all). */
  only?: string[];
  /** Per-operation overrides of the request (applied last). */
  requests?: Record<string, RequestOverride>;
  /** Also ask for the PDF variant of operations that document application/pdf (default true). */
  includePdf?: boolean;
  /** Report properties the contract does not declare (default true). */
  strict?: boolean;
  /**
   * Where the operations served at configured addresses live (decision 002), as full addresses. Without one the
   * operation is called under the base, and a failure there is reported as skipped.
   */
  addresses?: Partial<Record<ConfiguredOperation, string>>;
  /** Checks to leave out (the `contract` check always runs). */
  skipChecks?: Array<Exclude<CheckKind, 'contract'>>;
  /** How long a call may take before it fails the row (default 30 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/** Operations the portal calls at a configured address rather than under the gateway base. */
export type ConfiguredOperation = 'getAccreditationFeed' | 'getChatConfig';
export const CONFIGURED_ADDRESS_OPTIONS: Record<ConfiguredOperation, string> = {
  getAccreditationFeed: '--accreditation-url',
  getChatConfig: '--chat-url',
};

/** How to change the request of one operation: parameters by name, the body, headers, or the whole address. */
export interface RequestOverride {
  /** Query parameters to set; null leaves a parameter out. */
  query?: Record<string, string | number | boolean | null>;
  /** Path parameters to set. */
  path?: Record<string, string | number>;
  /** The body: a string is sent as it is, anything else encoded for the documented content type. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The whole address (path and query under the base, or an absolute URL); replaces the parameters. */
  url?: string;
  method?: string;
}

export interface VerifyResult {
  operationId: string;
  method: string;
  path: string;
  accept: string;
  /** Which check the row is: the answer to the call (`contract`), or one of checks.ts. */
  check: CheckKind;
  /** What the row of a check sent or looked at: `no token`, `missing asOfDate`, `members listed` ... */
  variant?: string;
  /** The answer's status, null when no call was made (or it failed before an answer). */
  status: number | null;
  /** Mismatches with the contract: any one makes the row fail. */
  problems: string[];
  /** How the request was made where it matters (example values used as a fallback, overrides, ...). */
  notes: string[];
  /** A documented non-2xx status the gateway answered with a body valid for it, and why it is fine. */
  documentedStatus?: number;
  /** Why the row is not a check (e.g. the address is not under the gateway base). */
  skipped?: string;
}

export type RowOutcome = 'ok' | 'documented' | 'skipped' | 'fail';

export function outcomeOf(result: VerifyResult): RowOutcome {
  if (result.problems.length > 0) return 'fail';
  if (result.skipped !== undefined) return 'skipped';
  return result.documentedStatus === undefined ? 'ok' : 'documented';
}

function encodeBody(mediaType: string, body: unknown): string {
  if (typeof body === 'string') return body;
  if (mediaType === 'application/x-www-form-urlencoded') {
    return new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([key, value]) => [key, String(value)])).toString();
  }
  return JSON.stringify(body);
}

interface Derived {
  query?: Record<string, string | number | boolean | null>;
  path?: Record<string, string | number>;
  body?: unknown;
}

/** The values a run derived for one request, with notes on parameters (by name) and on the body. */
interface DerivedRequest extends Derived {
  query: Record<string, string | number | boolean | null>;
  path: Record<string, string | number>;
  parameterNotes: Record<string, string>;
  bodyNotes: string[];
  /** Ids taken from the member's own answers, by parameter name: `eobId E-5 from GET /eobs/v2`. */
  ownIds: Record<string, string>;
  /** Whether the body is the run's own (built from its answers or credentials) rather than the example. */
  bodyFromRun: boolean;
  skip?: string;
}

/** A request before it is sent: the operation's parameters and body, the headers, maybe an absolute address. */
interface PreparedRequest {
  method: string;
  path: string;
  pathParams: Record<string, string | number>;
  query: Record<string, string | number | boolean | null>;
  headers: Record<string, string>;
  /** The body as a value (encoded when sent) and its media type. */
  body?: unknown;
  mediaType?: string;
  address?: string;
}

function prepareRequest(operation: ContractOperation, token: string | undefined, accept: string, derived: Derived): PreparedRequest {
  const headers: Record<string, string> = { Accept: accept };
  if (operation.auth !== 'none' && token) headers.Authorization = `Bearer ${token}`;
  const pathParams: Record<string, string | number> = {};
  const query: Record<string, string | number | boolean | null> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      const value = derived.path?.[parameter.name] ?? parameter.example;
      if (value !== undefined) pathParams[parameter.name] = value as string | number;
    }
    if (parameter.in === 'query') {
      const value = derived.query && parameter.name in derived.query ? derived.query[parameter.name] : parameter.example;
      if (value !== undefined && value !== null) query[parameter.name] = value as string | number | boolean;
    }
  }
  for (const [name, value] of Object.entries(derived.query ?? {})) {
    if (!operation.parameters.some((parameter) => parameter.name === name) && value !== null) query[name] = value;
  }
  const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const body = derived.body !== undefined ? derived.body : exampleOf(media);
  const prepared: PreparedRequest = { method: operation.method.toUpperCase(), path: operation.path, pathParams, query, headers };
  if (mediaType && body !== undefined) {
    headers['Content-Type'] = mediaType;
    prepared.body = body;
    prepared.mediaType = mediaType;
  }
  return prepared;
}

function applyOverride(operation: ContractOperation, request: PreparedRequest, override: RequestOverride | undefined, token: string | undefined, accept: string, derived: Derived): PreparedRequest {
  if (!override) return request;
  const merged: Derived = {
    query: { ...derived.query, ...override.query },
    path: { ...derived.path, ...override.path },
    body: override.body !== undefined ? override.body : derived.body,
  };
  const rebuilt = prepareRequest(operation, token, accept, merged);
  const absolute = override.url !== undefined && /^https?:\/\//i.test(override.url);
  return {
    ...rebuilt,
    ...(override.url !== undefined && !absolute ? { path: override.url, pathParams: {}, query: {} } : {}),
    ...(absolute ? { address: override.url } : {}),
    method: override.method ?? rebuilt.method,
    headers: { ...rebuilt.headers, ...override.headers },
  };
}

function toCall(request: PreparedRequest): GatewayCall {
  return {
    method: request.method,
    path: request.path,
    pathParams: request.pathParams,
    query: request.query,
    headers: request.headers,
    ...(request.body !== undefined && request.mediaType ? { body: encodeBody(request.mediaType, request.body) } : {}),
    ...(request.address ? { address: request.address } : {}),
  };
}

// ------------------------------------------------------------------ what earlier answers tell

type Json = Record<string, unknown>;
const CATEGORIES = ['medical', 'dental', 'vision', 'pharmacy'] as const;
type Category = (typeof CATEGORIES)[number];

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const records = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The answers of the run so far, and what the later requests take from them. */
class RunContext {
  readonly answers = new Map<string, unknown>();
  token: string | undefined;

  constructor(
    private readonly options: VerifyOptions,
    private readonly operations: Map<string, ContractOperation>,
  ) {
    this.token = options.token;
  }

  private get account(): Json | undefined {
    const account = this.answers.get('getAccount');
    return isRecord(account) ? account : undefined;
  }

  describe(operationId: string): string {
    const operation = this.operations.get(operationId);
    return operation ? `${operation.method.toUpperCase()} ${operation.path}` : operationId;
  }

  /** A note for a value taken from the example because no answer gave one. */
  private fallback(name: string, ...sources: string[]): string {
    return `example ${name} (no answer of ${sources.map((id) => this.describe(id)).join(' or ')} gave one)`;
  }

  /** The bearer token of a call: the run's, except the registration token of the wizard for its last step. */
  tokenFor(operation: ContractOperation): string | undefined {
    if (operation.operationId !== 'registerAccount') return this.token;
    const validation = this.answers.get('validateRegistrationUserDetails');
    return text(isRecord(validation) ? validation.registrationToken : undefined);
  }

  domainId(): number | undefined {
    return this.options.credentials?.domainId ?? decodeTokenClaims(this.token)?.domainId;
  }

  tokenMemberKey(): string | undefined {
    return decodeTokenClaims(this.token)?.memberKey;
  }

  /** The signed-in member in GET /account: the token's memberKey, else the subscriber, else the first. */
  self(): Json | undefined {
    const members = records(this.account?.members);
    const memberKey = this.tokenMemberKey();
    return members.find((member) => member.memberKey === memberKey) ?? members.find((member) => member.memberSuffix === 0) ?? members[0];
  }

  /**
   * A day the member is covered in the category by GET /account's eligibility block: today when the coverage
   * runs today, else its last day (ended) or its first (future); undefined without eligible coverage.
   */
  coveredOn(member: Json | undefined, category: Category): string | undefined {
    const block = member?.[`${category}Eligibility`];
    if (!isRecord(block) || block.eligible !== true) return undefined;
    const today = toGatewayDate(new Date());
    const from = text(block.effectiveDate);
    const to = text(block.terminationDate);
    if (to && to < today) return to;
    if (from && from > today) return from;
    return today;
  }

  covered(member: Json | undefined, category: Category): boolean {
    return this.coveredOn(member, category) !== undefined;
  }

  /** The member to ask about in a category: the signed-in member when covered, for a subscriber any covered member. */
  memberFor(category: Category): { member?: Json; on?: string; skip?: string } {
    const self = this.self();
    if (!self) return {};
    if (this.covered(self, category)) return { member: self, on: this.coveredOn(self, category) };
    const members = records(this.account?.members);
    const anyBlocks = members.some((member) => CATEGORIES.some((c) => isRecord(member[`${c}Eligibility`])));
    if (!anyBlocks) return { member: self };
    const other = self.memberSuffix === 0 ? members.find((member) => this.covered(member, category)) : undefined;
    if (other) return { member: other, on: this.coveredOn(other, category) };
    return { skip: `skipped: GET /account shows no ${category} coverage for ${self.memberSuffix === 0 ? 'any member of the family' : 'the signed-in member'}` };
  }

  emailAddress(): string | undefined {
    const preferences = this.answers.get('getPreferences');
    const account = this.account;
    return text(isRecord(preferences) ? preferences.emailAddress : undefined) ?? text(isRecord(account?.preferences) ? account.preferences.emailAddress : undefined);
  }

  /** A member who may choose a primary care provider and a date the choice may take effect (MM/DD/YYYY). */
  pcpMemberDate(): { memberKey: string; effectiveDate: string } | undefined {
    const eligibility = this.answers.get('getPcpEligibility');
    const allowed = isRecord(eligibility) && Array.isArray(eligibility.members) ? (eligibility.members as unknown[]) : undefined;
    const candidates = records(this.answers.get('getPcpMembers')).filter((member) => Array.isArray(member.eligibleDates) && member.eligibleDates.length > 0);
    const chosen = candidates.find((member) => allowed?.includes(member.memberKey)) ?? candidates[0];
    const day = chosen ? toLocalDate(String((chosen.eligibleDates as unknown[])[0])) : null;
    const date = day ? toPcpDate(day) : undefined;
    return chosen && date && typeof chosen.memberKey === 'string' ? { memberKey: chosen.memberKey, effectiveDate: date } : undefined;
  }

  /**
   * A provider to look up: a current primary care choice of the family (its own id), else one a search found
   * (also the gateway's own), else a past choice, which the gateway may no longer list (product section 8: a 404
   * then stands for "no longer listed").
   */
  provider(): { providerId: string; current: boolean; source: string } | undefined {
    const today = toGatewayDate(new Date());
    const history = records(this.answers.get('getPcpMembers')).flatMap((member) => records(member.pcp360History));
    const current = history.find((entry) => entry.pcpSelected === true && typeof entry.providerId === 'string' && !(text(entry.endDate) && text(entry.endDate)! < today));
    if (current) return { providerId: current.providerId as string, current: true, source: 'a current primary care choice in GET /pcp/members' };
    const search = this.answers.get('searchPcpProviders');
    const found = isRecord(search) ? records(search.data).find((provider) => typeof provider.providerId === 'string') : undefined;
    if (found) return { providerId: found.providerId as string, current: true, source: 'POST /pcp/search' };
    const past = history.find((entry) => typeof entry.providerId === 'string');
    return past ? { providerId: past.providerId as string, current: false, source: 'a past primary care choice in GET /pcp/members' } : undefined;
  }

  /**
   * Why an earlier answer makes a documented error status the right answer (so it passes although the request was
   * built from valid data), or undefined.
   */
  justifies(operation: ContractOperation, status: number, derived: DerivedRequest): string | undefined {
    const self = this.self();
    const dependent = self !== undefined && self.memberSuffix !== 0;
    switch (operation.operationId) {
      case 'getMedicareMaterials':
        return status === 403 && this.answers.get('getMedicareMaterialsEligibility') === false ? 'GET /medicare-materials/eligibility answered false' : undefined;
      case 'getIdCard':
        return status === 403 && this.answers.get('getIdCardEligibility') === false ? 'GET /idCard/eligible answered false' : undefined;
      case 'getEobs':
      case 'getEobsMetadata':
      case 'getEob':
      case 'getEobPdf':
        return status === 403 && dependent ? 'the signed-in member is not the subscriber, and only subscribers see EOBs' : undefined;
      case 'getPcpProvider':
        return status === 404 && derived.ownIds.providerId === undefined && derived.parameterNotes.providerId === undefined
          ? 'the provider of a past primary care choice may no longer be listed'
          : undefined;
      default:
        return undefined;
    }
  }

  /** Query and path values from earlier answers, per parameter name, with a note for each example fallback. */
  derive(operation: ContractOperation): DerivedRequest {
    const derived: DerivedRequest = { query: {}, path: {}, parameterNotes: {}, bodyNotes: [], ownIds: {}, bodyFromRun: false };
    const today = new Date();
    const yearAgo = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate());
    const category = BENEFIT_CATEGORY[operation.operationId];
    const chosen: { member?: Json; on?: string; skip?: string } = category ? this.memberFor(category) : { member: this.self() };
    if (chosen.skip) return { ...derived, skip: chosen.skip };
    const member = chosen.member;
    for (const parameter of operation.parameters) {
      const target = parameter.in === 'path' ? derived.path : parameter.in === 'query' ? derived.query : undefined;
      if (!target) continue;
      const set = (value: string | number | undefined, ...sources: string[]) => {
        if (value !== undefined) target[parameter.name] = value;
        else if (parameter.example !== undefined) derived.parameterNotes[parameter.name] = this.fallback(parameter.name, ...sources);
      };
      /** An id from the member's own answers: an error status for it fails the row. */
      const own = (value: string | number | undefined, source: string) => {
        set(value, source);
        if (value !== undefined) derived.ownIds[parameter.name] = `${parameter.name} ${value} from ${this.describe(source)}`;
      };
      switch (parameter.name) {
        case 'memberKey':
          own(text(member?.memberKey), 'getAccount');
          break;
        case 'suffix':
          own(typeof member?.memberSuffix === 'number' ? member.memberSuffix : undefined, 'getAccount');
          break;
        case 'asOfDate':
          target.asOfDate = chosen.on ?? toGatewayDate(today);
          if (chosen.on && chosen.on !== toGatewayDate(today)) derived.parameterNotes.asOfDate = `asOfDate ${chosen.on}, a day of the member's ${category} coverage`;
          break;
        case 'startDate':
          target.startDate = toGatewayDate(yearAgo);
          break;
        case 'endDate':
          target.endDate = toGatewayDate(today);
          break;
        case 'domainId':
          set(this.domainId(), 'createToken');
          break;
        case 'claimId': {
          const claims = this.answers.get('getClaims');
          own(text(records(isRecord(claims) ? claims.content : undefined)[0]?.claimId), 'getClaims');
          break;
        }
        case 'eobId': {
          const eobs = this.answers.get('getEobs');
          own(text(records(isRecord(eobs) ? eobs.content : undefined)[0]?.eobId), 'getEobs');
          break;
        }
        case 'programId': {
          const programs = [...records(this.answers.get('getContentPrograms')), ...records(this.answers.get('getPrograms'))];
          const program = programs.find((candidate) => candidate.resource !== true && typeof candidate.id === 'number') ?? programs.find((candidate) => typeof candidate.id === 'number');
          const source = records(this.answers.get('getContentPrograms')).includes(program as Json) ? 'getContentPrograms' : 'getPrograms';
          if (program) own(program.id as number, source);
          else set(undefined, 'getContentPrograms', 'getPrograms');
          break;
        }
        case 'providerId':
          if (operation.operationId === 'getReferrals') {
            const metadata = this.answers.get('getReferralsMetadata');
            set(text(records(isRecord(metadata) ? metadata.providers : undefined)[0]?.providerId), 'getReferralsMetadata');
          } else {
            const provider = this.provider();
            set(provider?.providerId, 'getPcpMembers', 'searchPcpProviders');
            if (provider?.current) derived.ownIds.providerId = `providerId ${provider.providerId} from ${provider.source}`;
            else if (provider) derived.parameterNotes.providerId = `providerId ${provider.providerId} from ${provider.source}`;
          }
          break;
        case 'category':
          if (ID_CARD_OPERATIONS.has(operation.operationId)) {
            const example = parameter.example as Category;
            const self = this.self();
            const categoryOf = this.covered(self, example) ? example : CATEGORIES.find((c) => this.covered(self, c));
            set(categoryOf, 'getAccount');
          }
          break;
      }
    }
    const body = this.body(operation, derived.bodyNotes);
    if (body !== undefined) {
      derived.body = body;
      // The password change sends the current password as the new one (so the account keeps it): a gateway may
      // rightly refuse that, so its 400 is not held against it.
      derived.bodyFromRun = !derived.bodyNotes.some((note) => note.startsWith('example')) && operation.operationId !== 'changePassword';
    }
    return derived;
  }

  /** Request bodies built from the run (the example otherwise). */
  private body(operation: ContractOperation, notes: string[]): unknown {
    const example = exampleOf(Object.values(operation.requestBody?.content ?? {})[0]) as Json | undefined;
    const credentials = this.options.credentials;
    switch (operation.operationId) {
      case 'createToken':
        if (credentials) return { username: credentials.username, password: credentials.password, domainId: credentials.domainId };
        notes.push('example credentials (no --username/--password given)');
        return undefined;
      case 'searchPcpProviders':
      case 'selectPcp': {
        const memberDate = this.pcpMemberDate();
        if (!memberDate) notes.push(this.fallback('member and effectiveDate', 'getPcpMembers'));
        const address = this.account?.address;
        const zip = text(isRecord(address) ? address.zipCode : undefined);
        const members = memberDate ? [memberDate] : example?.members ?? example?.pcpSelectList;
        if (operation.operationId === 'searchPcpProviders') {
          if (!zip || !/^\d{5}$/.test(zip)) notes.push(this.fallback('zip', 'getAccount'));
          return { members, radius: example?.radius, zip: zip && /^\d{5}$/.test(zip) ? zip : example?.zip };
        }
        const providerId = this.provider()?.providerId;
        const email = this.emailAddress();
        if (!providerId) notes.push(this.fallback('providerId', 'getPcpMembers', 'searchPcpProviders'));
        if (!email) notes.push(this.fallback('email', 'getPreferences', 'getAccount'));
        return { pcpSelectList: members, providerId: providerId ?? example?.providerId, email: email ?? example?.email };
      }
      case 'selectGroup': {
        const groupId = text(records(this.answers.get('getGroups'))[0]?.groupId) ?? text(this.account?.groupId);
        if (!groupId) notes.push(this.fallback('groupId', 'getGroups', 'getAccount'));
        return { groupId: groupId ?? example?.groupId, domain: this.domainId() ?? example?.domain };
      }
      case 'updatePreferences': {
        const email = this.emailAddress();
        if (!email) notes.push(this.fallback('emailAddress', 'getPreferences', 'getAccount'));
        return email ? { emailAddress: email } : undefined;
      }
      case 'emailIdCard': {
        const email = this.emailAddress();
        if (!email) notes.push(this.fallback('emailAddress', 'getPreferences', 'getAccount'));
        const self = this.self();
        const category = CATEGORIES.find((c) => this.covered(self, c)) ?? example?.category;
        return { category, emailAddress: email ?? example?.emailAddress };
      }
      case 'changePassword':
        if (!credentials) {
          notes.push('example passwords (no --username/--password given)');
          return undefined;
        }
        notes.push('the new password is the current one, so the account keeps it');
        return { currentPassword: credentials.password, newPassword: credentials.password };
      case 'postExternalSso':
        return this.token ? { ...example, token: this.token } : undefined;
      default:
        return undefined;
    }
  }
}

const BENEFIT_CATEGORY: Record<string, Category> = {
  getMedicalBenefits: 'medical',
  getDentalBenefits: 'dental',
  getVisionBenefits: 'vision',
  getPharmacyBenefits: 'pharmacy',
};
const ID_CARD_OPERATIONS = new Set(['getIdCard', 'requestIdCard']);

/** Operations whose requests take values from the answers of others, which therefore run first. */
const RUNS_AFTER: Record<string, string[]> = {
  getMedicareMaterials: ['getMedicareMaterialsEligibility'],
  getIdCard: ['getIdCardEligibility'],
  searchPcpProviders: ['getPcpMembers', 'getPcpEligibility'],
  getPcpProvider: ['getPcpMembers', 'searchPcpProviders'],
  selectPcp: ['getPcpMembers', 'getPcpEligibility', 'searchPcpProviders', 'getPreferences'],
  getProgramDetail: ['getContentPrograms', 'getPrograms'],
  getReferrals: ['getReferralsMetadata'],
  getClaim: ['getClaims'],
  getEob: ['getEobs'],
  getEobPdf: ['getEobs'],
  selectGroup: ['getGroups'],
  updatePreferences: ['getPreferences'],
  emailIdCard: ['getPreferences'],
  registerAccount: ['validateRegistrationUserDetails'],
};

/** The operations named, and those whose answers their requests take values from. */
function withSources(only: string[], operations: ContractOperation[]): Set<string> {
  const wanted = new Set<string>();
  const add = (id: string) => {
    if (wanted.has(id)) return;
    wanted.add(id);
    for (const source of RUNS_AFTER[id] ?? []) add(source);
    if (id !== 'getAccount' && operations.find((operation) => operation.operationId === id)?.auth !== 'none') add('getAccount');
  };
  for (const id of only) add(id);
  return wanted;
}

/** The contract's order, except that sign-in, then GET /account, then what a request takes values from come first. */
function runOrder(operations: ContractOperation[]): ContractOperation[] {
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const ordered: ContractOperation[] = [];
  const placed = new Set<string>();
  const place = (id: string) => {
    const operation = byId.get(id);
    if (!operation || placed.has(id)) return;
    placed.add(id);
    for (const dependency of RUNS_AFTER[id] ?? []) place(dependency);
    ordered.push(operation);
  };
  place('createToken');
  place('getAccount');
  for (const operation of operations) place(operation.operationId);
  return ordered;
}

// ------------------------------------------------------------------ reading and judging answers

interface Answer {
  body: unknown;
  /** The body for schema validation (a PDF as text). */
  validated: unknown;
  /** False when a JSON body does not parse (then there is nothing to validate). */
  parsed: boolean;
  problems: string[];
}

function mediaTypeOf(headers: Headers): string {
  return (headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function readBody(answer: RawAnswer): Answer {
  const type = mediaTypeOf(answer.headers);
  const ok = answer.status >= 200 && answer.status < 300;
  if (type === 'application/pdf' || type === 'application/octet-stream') {
    const problems: string[] = [];
    if (ok && type === 'application/pdf') {
      if (answer.bytes.length === 0) problems.push('the PDF body is empty');
      else if (Buffer.from(answer.bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') problems.push('the PDF body does not start with %PDF-');
    }
    const latin1 = Buffer.from(answer.bytes).toString('latin1');
    return { body: answer.bytes, validated: latin1, parsed: true, problems };
  }
  const raw = new TextDecoder().decode(answer.bytes);
  if (!type.includes('json')) return { body: raw, validated: raw, parsed: true, problems: [] };
  if (raw === '') return { body: undefined, validated: undefined, parsed: true, problems: ok && answer.status !== 204 ? ['the JSON body is empty'] : [] };
  try {
    const parsed = JSON.parse(raw) as unknown;
    return { body: parsed, validated: parsed, parsed: true, problems: [] };
  } catch {
    return { body: raw, validated: raw, parsed: false, problems: [`the body is not valid JSON (${raw.slice(0, 60)})`] };
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const name = (error as Error).name;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  return `request failed: ${(error as Error).message}`;
}

/** The contract and its validators, read once per process (a run makes hundreds of calls, tests make many runs). */
let contract: OpenApiDocument | undefined;
const validators = new Map<boolean, ContractValidator>();
function contractValidator(document: OpenApiDocument, strict: boolean): ContractValidator {
  let validator = validators.get(strict);
  if (!validator) validators.set(strict, (validator = new ContractValidator(document, { strict })));
  return validator;
}

export async function verifyGateway(options: VerifyOptions): Promise<VerifyResult[]> {
  const document = (contract ??= loadContract());
  const client = createGatewayClient(options.baseUrl, options.fetch ?? fetch);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const skipChecks = new Set(options.skipChecks ?? []);
  const validator = contractValidator(document, options.strict ?? true);
  const all = listOperations(document);
  const context = new RunContext(options, new Map(all.map((operation) => [operation.operationId, operation])));
  const wanted = options.only ? withSources(options.only, all) : undefined;
  const selected = all.filter(
    (operation) => (wanted ? wanted.has(operation.operationId) : true) && (options.includeWrites || !isWrite(operation)),
  );
  if (!context.token && options.credentials && !selected.some((operation) => operation.operationId === 'createToken')) {
    const signIn = await createToken(client, options.credentials as Parameters<typeof createToken>[1], timeoutMs);
    if (signIn.status !== 200) throw new Error(`POST /token answered ${signIn.status}`);
    context.token = signIn.token;
  }
  const results: VerifyResult[] = [];
  for (const operation of runOrder(selected)) {
    const expected = successStatus(operation);
    const accepts = Object.keys(operation.responses[expected]?.content ?? { 'application/json': {} });
    const variants = options.includePdf === false ? accepts.filter((a) => a !== 'application/pdf') : accepts;
    const configured = operation.operationId in CONFIGURED_ADDRESS_OPTIONS ? (operation.operationId as ConfiguredOperation) : undefined;
    let checked: { request: PreparedRequest; token: string | undefined } | undefined;
    for (const accept of variants) {
      const derived = context.derive(operation);
      const override = options.requests?.[operation.operationId];
      const overridden = (name: string) => override?.url !== undefined || (override?.query ?? {})[name] !== undefined || (override?.path ?? {})[name] !== undefined;
      const result = row(operation, accept, 'contract');
      result.notes.push(
        ...Object.entries(derived.parameterNotes).filter(([name]) => !overridden(name)).map(([, note]) => note),
        ...(override?.body === undefined ? derived.bodyNotes : []),
        ...(override ? ['request overridden by --requests'] : []),
      );
      results.push(result);
      if (derived.skip) {
        result.skipped = derived.skip;
        continue;
      }
      const token = context.tokenFor(operation);
      if (operation.auth === 'bearer' && !token) {
        result.skipped =
          operation.operationId === 'registerAccount'
            ? 'skipped: no registration token (POST /registration/user-details gave none for these details)'
            : 'skipped: no token (the sign-in failed or no credentials were given)';
        continue;
      }
      let request = applyOverride(operation, prepareRequest(operation, token, accept, derived), override, token, accept, derived);
      const address = configured ? options.addresses?.[configured] : undefined;
      if (address) request = { ...request, address };
      result.method = request.method;
      await call(operation, request, expected, accept, result, override ? undefined : derived);
      if (configured && !address && result.problems.length > 0) {
        result.notes.unshift(`under the gateway base: ${result.problems.join('; ')}`);
        result.problems = [];
        result.skipped = `skipped: not under the gateway base (pass ${CONFIGURED_ADDRESS_OPTIONS[configured]})`;
        continue;
      }
      if (accept === variants[0]) checked = { request, token };
    }
    if (!checked) continue;
    if (operation.auth === 'bearer' && !skipChecks.has('auth')) await authChecks(operation, checked.request, checked.token);
    if (!skipChecks.has('negative')) await negativeChecks(operation, checked.request);
  }
  if (!skipChecks.has('expected-data') && context.answers.has('getAccount')) {
    const account = all.find((operation) => operation.operationId === 'getAccount')!;
    const at = results.findIndex((result) => result.operationId === 'getAccount' && result.check === 'contract') + 1;
    const rows = expectedDataRows(context.answers.get('getAccount'), context.answers.get('getFamilyEligibility'), context.tokenMemberKey()).map((check) => {
      const result = row(account, 'application/json', 'expected-data', check.label);
      result.status = 200;
      result.problems.push(...check.problems);
      if (check.skipped) result.skipped = check.skipped;
      return result;
    });
    results.splice(at, 0, ...rows);
  }
  return results;

  function row(operation: ContractOperation, accept: string, check: CheckKind, variant?: string): VerifyResult {
    return {
      operationId: operation.operationId,
      method: operation.method.toUpperCase(),
      path: operation.path,
      accept,
      check,
      ...(variant !== undefined ? { variant } : {}),
      status: null,
      problems: [],
      notes: [],
    };
  }

  async function send(request: PreparedRequest, result: VerifyResult): Promise<{ answer: RawAnswer; body: Answer } | undefined> {
    try {
      const answer = await sendCall(client, toCall(request), timeoutMs);
      result.status = answer.status;
      return { answer, body: readBody(answer) };
    } catch (error) {
      result.problems.push(describeFailure(error, timeoutMs));
      return undefined;
    }
  }

  async function call(operation: ContractOperation, request: PreparedRequest, expected: string, accept: string, result: VerifyResult, derived: DerivedRequest | undefined): Promise<void> {
    const sent = await send(request, result);
    if (!sent) return;
    const { answer, body } = sent;
    const contentType = answer.headers.get('Content-Type');
    result.problems.push(...body.problems);
    const status = String(answer.status);
    if (status === expected) {
      if (!context.answers.has(operation.operationId) && accept === 'application/json') context.answers.set(operation.operationId, body.body);
      if (operation.operationId === 'createToken' && !context.token && isRecord(body.body)) context.token = text(body.body.token);
      const returned = (contentType ?? '').split(';')[0]?.trim();
      if (returned !== accept) result.problems.push(`asked for ${accept}, got ${returned || 'no content type'}`);
    } else {
      const documented = status in operation.responses && !/^2/.test(status);
      const ownIds = derived ? Object.values(derived.ownIds) : [];
      const fallbacks = derived ? Object.values(derived.parameterNotes).filter((note) => note.startsWith('example')) : [];
      const fromValidData = derived !== undefined && fallbacks.length === 0 && (derived.bodyFromRun || operation.requestBody === undefined);
      const justified = derived ? context.justifies(operation, answer.status, derived) : undefined;
      if (!documented) {
        result.problems.push(`expected status ${expected}, got ${status}`);
      } else if (operation.operationId === 'createToken' && options.credentials && !options.requests?.createToken) {
        result.problems.push(`expected status ${expected}, got ${status}: the sign-in with the given credentials failed`);
      } else if (status === '401' && request.headers.Authorization) {
        result.problems.push(`expected status ${expected}, got 401 although the call carried the run's token`);
      } else if (operation.operationId === 'getMedicareMaterials' && status === '403' && context.answers.get('getMedicareMaterialsEligibility') === true) {
        result.problems.push('expected status 200, got 403 although GET /medicare-materials/eligibility answered true');
      } else if (justified) {
        result.documentedStatus = answer.status;
        result.notes.unshift(`${status} because ${justified}`);
      } else if (ownIds.length > 0) {
        result.problems.push(`expected status ${expected}, got ${status} for ${ownIds.join(', ')} (the member's own)`);
      } else if (fromValidData && /^4/.test(status)) {
        result.problems.push(`expected status ${expected}, got ${status} to a request built from valid data`);
      } else {
        result.documentedStatus = answer.status;
      }
    }
    if (body.parsed) result.problems.push(...validator.validateResponse(operation, answer.status, contentType, body.validated));
  }

  /** No token, a malformed one and an expired one: each must be refused with 401. */
  async function authChecks(operation: ContractOperation, request: PreparedRequest, token: string | undefined): Promise<void> {
    for (const variant of authVariants(token)) {
      const result = row(operation, request.headers.Accept ?? 'application/json', 'auth', variant.name);
      results.push(result);
      if (variant.skip) {
        result.skipped = variant.skip;
        continue;
      }
      const { Authorization: _run, ...headers } = request.headers;
      const sent = await send({ ...request, headers: variant.authorization ? { ...headers, Authorization: variant.authorization } : headers }, result);
      if (!sent) continue;
      const { answer, body } = sent;
      if (answer.status === 401) {
        if (body.parsed) result.problems.push(...validator.validateResponse(operation, 401, answer.headers.get('Content-Type'), body.validated));
      } else if (answer.status >= 200 && answer.status < 300) {
        result.problems.push(`the gateway ignores the token: answered ${answer.status} to a call with ${variant.name === 'no token' ? 'no token' : `a${variant.name === 'expired token' ? 'n' : ''} ${variant.name}`}`);
      } else {
        result.problems.push(`expected status 401, got ${answer.status}`);
      }
    }
  }

  /** Required parameters and body fields left out or of the wrong type: each must be rejected with 400 or 422. */
  async function negativeChecks(operation: ContractOperation, request: PreparedRequest): Promise<void> {
    // A sign-in with bad data uses the example account, never the credentials given: a gateway that counts it as
    // a failed attempt must not lock the account the run signs in with.
    const body = operation.operationId === 'createToken' ? exampleOf(operation.requestBody?.content['application/json']) : request.body;
    for (const variant of negativeVariants(document, operation, body)) {
      const result = row(operation, request.headers.Accept ?? 'application/json', 'negative', variant.label);
      results.push(result);
      const sent = await send(negativeRequest(request, variant), result);
      if (!sent) continue;
      const { answer, body: answerBody } = sent;
      const status = answer.status;
      if (status === 400 || status === 422) {
        if (answerBody.parsed && String(status) in operation.responses) {
          result.problems.push(...validator.validateResponse(operation, status, answer.headers.get('Content-Type'), answerBody.validated));
        }
      } else if (status >= 200 && status < 300) {
        result.problems.push(`accepted bad input: answered ${status} to a request with ${variant.label} (400 or 422 expected)`);
      } else if (status >= 500) {
        result.problems.push(`a server error for bad input: answered ${status} to a request with ${variant.label} (400 or 422 expected)`);
      } else if (status === 401 && request.headers.Authorization) {
        result.problems.push(`expected status 400 or 422, got 401 although the call carried the run's token`);
      } else {
        result.notes.push(`rejected with ${status} (400 or 422 expected)`);
      }
    }
  }
}

function negativeRequest(request: PreparedRequest, variant: NegativeVariant): PreparedRequest {
  switch (variant.where) {
    case 'query':
      return { ...request, query: { ...request.query, [variant.name]: variant.value ?? null } };
    case 'path':
      return { ...request, pathParams: { ...request.pathParams, [variant.name]: variant.value ?? '' } };
    case 'body':
      return { ...request, body: variant.body, mediaType: 'application/json', headers: { ...request.headers, 'Content-Type': 'application/json' } };
  }
}

// ------------------------------------------------------------------ the report

/** Why a run did not call one of the operations of the specification. */
export function notCalledReason(operation: ContractOperation, results: VerifyResult[], only?: string[]): string | undefined {
  const rows = results.filter((result) => result.operationId === operation.operationId);
  if (rows.some((row) => row.status !== null || row.problems.length > 0)) return undefined;
  if (rows.length > 0) return 'skipped';
  if (only && !only.includes(operation.operationId)) return 'not selected (--only)';
  if (isFormPost(operation)) return 'form post';
  if (isWrite(operation)) return operation.method === 'get' ? 'side effects skipped' : 'writes skipped';
  return 'not called';
}

/** One line naming the operations of the specification (section 7) the run did not call, grouped by reason. */
export function notCalledSummary(results: VerifyResult[], only?: string[]): string {
  const operations = listOperations((contract ??= loadContract()));
  const groups = new Map<string, string[]>();
  for (const key of SPECIFIED_CALLS) {
    const operation = operations.find((candidate) => callKey(candidate) === key);
    const reason = operation ? notCalledReason(operation, results, only) : 'not in the contract';
    if (!reason) continue;
    groups.set(reason, [...(groups.get(reason) ?? []), operation?.operationId ?? key]);
  }
  const count = [...groups.values()].reduce((sum, ids) => sum + ids.length, 0);
  if (count === 0) return `Called all ${SPECIFIED_CALLS.length} operations of the specification.`;
  const parts = [...groups.entries()].map(([reason, ids]) =>
    reason === 'not selected (--only)' ? `${reason} (${ids.length})` : `${reason} (${ids.length}): ${ids.join(', ')}`,
  );
  const hint = groups.has('writes skipped') || groups.has('side effects skipped') || groups.has('form post') ? ' (--include-writes calls these)' : '';
  return `Not called: ${count} of the ${SPECIFIED_CALLS.length} operations of the specification: ${parts.join('; ')}${hint}.`;
}

const CHECK_LABELS: Record<CheckKind, string> = { contract: 'contract', auth: 'auth', negative: 'negative', 'expected-data': 'data' };

/** A plain-text table of results, one row per call or check, then the totals per check and what was not called. */
export function formatResults(results: VerifyResult[], options: { only?: string[] } = {}): string {
  const label = (result: VerifyResult) =>
    ({ ok: 'ok', documented: `ok (documented ${result.documentedStatus})`, skipped: 'skipped', fail: 'FAIL' })[outcomeOf(result)];
  const rows = results.map((r) => [
    label(r),
    r.operationId,
    r.method,
    r.path,
    r.accept,
    r.variant ? `${CHECK_LABELS[r.check]}: ${r.variant}` : CHECK_LABELS[r.check],
    r.status === null ? '-' : String(r.status),
    [...r.problems, ...(r.skipped ? [r.skipped] : []), ...r.notes].join('; '),
  ]);
  const header = ['result', 'operation', 'method', 'path', 'accept', 'check', 'status', 'problems and notes'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(i === cells.length - 1 ? 0 : (widths[i] ?? 0))).join('  ').trimEnd();
  return [line(header), ...rows.map(line), '', ...totals(results), notCalledSummary(results, options.only)].join('\n');
}

/** One line per check: how many rows passed of those checked. */
function totals(results: VerifyResult[]): string[] {
  const lines: string[] = [];
  const of = (check: CheckKind) => results.filter((r) => r.check === check);
  const count = (rows: VerifyResult[], outcome: RowOutcome) => rows.filter((r) => outcomeOf(r) === outcome).length;
  const summary = (rows: VerifyResult[], text: string, skippedText = 'skipped') => {
    const checked = rows.length - count(rows, 'skipped');
    const passed = count(rows, 'ok') + count(rows, 'documented');
    return `${passed} of ${checked} ${text}` + (count(rows, 'skipped') > 0 ? `; ${count(rows, 'skipped')} ${skippedText}` : '');
  };
  const contract = of('contract');
  const documented = count(contract, 'documented');
  lines.push(
    summary(contract, 'calls match the contract').replace(/ calls match the contract/, ` calls match the contract${documented > 0 ? ` (${documented} with a documented error status)` : ''}`),
  );
  const auth = of('auth');
  if (auth.length > 0) lines.push(`Authentication: ${summary(auth, 'calls with no, a malformed or an expired token refused with 401')}`);
  const negative = of('negative');
  if (negative.length > 0) lines.push(`Negative data: ${summary(negative, 'requests missing a required value or with one of the wrong type rejected')}`);
  const data = of('expected-data');
  if (data.length > 0) lines.push(`Expected data: ${summary(data, 'checks of what the portal needs in GET /account passed')}`);
  return lines;
}
