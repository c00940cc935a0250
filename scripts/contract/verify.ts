import { decodeTokenClaims } from '../../src/shared/domain/token-claims';
import { toGatewayDate, toLocalDate, toPcpDate } from '../../src/shared/lib/format';

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
} from './contract';
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
  fetch?: typeof fetch;
}

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

export interface ExampleRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface VerifyResult {
  operationId: string;
  method: string;
  path: string;
  accept: string;
  /** The answer's status, null when no call was made (or it failed before an answer). */
  status: number | null;
  /** Mismatches with the contract: any one makes the row fail. */
  problems: string[];
  /** How the request was made where it matters (example values used as a fallback, overrides, ...). */
  notes: string[];
  /** A documented non-2xx status the gateway answered with a body valid for it. */
  documentedStatus?: number;
  /** Why the row is not a contract check (e.g. the address is not under the gateway base). */
  skipped?: string;
}

export type RowOutcome = 'ok' | 'documented' | 'skipped' | 'fail';

export function outcomeOf(result: VerifyResult): RowOutcome {
  if (result.problems.length > 0) return 'fail';
  if (result.skipped !== undefined) return 'skipped';
  return result.documentedStatus === undefined ? 'ok' : 'documented';
}

function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}${path}`;
}

function encodeBody(mediaType: string, body: unknown): string {
  if (typeof body === 'string') return body;
  if (mediaType === 'application/x-www-form-urlencoded') {
    return new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([key, value]) => [key, String(value)])).toString();
  }
  return JSON.stringify(body);
}

/** The request an operation's examples describe (path and query parameters, body). */
export function exampleRequest(operation: ContractOperation, token: string | undefined, accept = 'application/json'): ExampleRequest {
  return buildRequest(operation, token, accept, {});
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
  skip?: string;
}

function buildRequest(operation: ContractOperation, token: string | undefined, accept: string, derived: Derived): ExampleRequest {
  const headers: Record<string, string> = { Accept: accept };
  if (operation.auth !== 'none' && token) headers.Authorization = `Bearer ${token}`;
  let url = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      const value = derived.path?.[parameter.name] ?? parameter.example;
      if (value !== undefined) url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    }
    if (parameter.in === 'query') {
      const value = derived.query && parameter.name in derived.query ? derived.query[parameter.name] : parameter.example;
      if (value !== undefined && value !== null) query.append(parameter.name, String(value));
    }
  }
  for (const [name, value] of Object.entries(derived.query ?? {})) {
    if (!operation.parameters.some((parameter) => parameter.name === name) && value !== null) query.append(name, String(value));
  }
  let body: string | undefined;
  const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const value = derived.body !== undefined ? derived.body : exampleOf(media);
  if (mediaType && value !== undefined) {
    headers['Content-Type'] = mediaType;
    body = encodeBody(mediaType, value);
  }
  const search = query.toString();
  return { url: search ? `${url}?${search}` : url, method: operation.method.toUpperCase(), headers, body };
}

function applyOverride(operation: ContractOperation, request: ExampleRequest, override: RequestOverride | undefined, token: string | undefined, accept: string, derived: Derived): ExampleRequest {
  if (!override) return request;
  const merged: Derived = {
    query: { ...derived.query, ...override.query },
    path: { ...derived.path, ...override.path },
    body: override.body !== undefined ? override.body : derived.body,
  };
  const rebuilt = buildRequest(operation, token, accept, merged);
  return {
    url: override.url ?? rebuilt.url,
    method: override.method ?? rebuilt.method,
    headers: { ...rebuilt.headers, ...override.headers },
    body: rebuilt.body,
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

  private describe(operationId: string): string {
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

  /** The signed-in member in GET /account: the token's memberKey, else the subscriber, else the first. */
  self(): Json | undefined {
    const members = records(this.account?.members);
    const memberKey = decodeTokenClaims(this.token)?.memberKey;
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

  providerId(): string | undefined {
    const history = records(this.answers.get('getPcpMembers')).flatMap((member) => records(member.pcp360History));
    const fromHistory = history.find((entry) => entry.pcpSelected === true) ?? history[0];
    const search = this.answers.get('searchPcpProviders');
    const found = isRecord(search) ? records(search.data)[0] : undefined;
    return text(fromHistory?.providerId) ?? text(found?.providerId);
  }

  /** Query and path values from earlier answers, per parameter name, with a note for each example fallback. */
  derive(operation: ContractOperation): DerivedRequest {
    const derived: DerivedRequest = { query: {}, path: {}, parameterNotes: {}, bodyNotes: [] };
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
      switch (parameter.name) {
        case 'memberKey':
          set(text(member?.memberKey), 'getAccount');
          break;
        case 'suffix':
          set(typeof member?.memberSuffix === 'number' ? member.memberSuffix : undefined, 'getAccount');
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
        case 'claimId':
          set(text(records(isRecord(this.answers.get('getClaims')) ? (this.answers.get('getClaims') as Json).content : undefined)[0]?.claimId), 'getClaims');
          break;
        case 'eobId':
          set(text(records(isRecord(this.answers.get('getEobs')) ? (this.answers.get('getEobs') as Json).content : undefined)[0]?.eobId), 'getEobs');
          break;
        case 'programId': {
          const programs = [...records(this.answers.get('getContentPrograms')), ...records(this.answers.get('getPrograms'))];
          const program = programs.find((candidate) => candidate.resource !== true && typeof candidate.id === 'number') ?? programs.find((candidate) => typeof candidate.id === 'number');
          set(program?.id as number | undefined, 'getContentPrograms', 'getPrograms');
          break;
        }
        case 'providerId':
          if (operation.operationId === 'getReferrals') {
            const metadata = this.answers.get('getReferralsMetadata');
            set(text(records(isRecord(metadata) ? metadata.providers : undefined)[0]?.providerId), 'getReferralsMetadata');
          } else {
            set(this.providerId(), 'getPcpMembers', 'searchPcpProviders');
          }
          break;
        case 'category':
          if (ID_CARD_OPERATIONS.has(operation.operationId)) {
            const example = parameter.example as Category;
            const own = this.self();
            const categoryOf = this.covered(own, example) ? example : CATEGORIES.find((c) => this.covered(own, c));
            set(categoryOf, 'getAccount');
          }
          break;
      }
    }
    const body = this.body(operation, derived.bodyNotes);
    if (body !== undefined) derived.body = body;
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
        const providerId = this.providerId();
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
        const own = this.self();
        const category = CATEGORIES.find((c) => this.covered(own, c)) ?? example?.category;
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

async function readBody(response: Response): Promise<Answer> {
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf' || type === 'application/octet-stream') {
    const bytes = new Uint8Array(await response.arrayBuffer());
    const problems: string[] = [];
    if (response.ok && type === 'application/pdf') {
      if (bytes.length === 0) problems.push('the PDF body is empty');
      else if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') problems.push('the PDF body does not start with %PDF-');
    }
    return { body: bytes, validated: Buffer.from(bytes).toString('latin1'), parsed: true, problems };
  }
  const raw = await response.text();
  if (!type.includes('json')) return { body: raw, validated: raw, parsed: true, problems: [] };
  if (raw === '') return { body: undefined, validated: undefined, parsed: true, problems: [] };
  try {
    const parsed = JSON.parse(raw) as unknown;
    return { body: parsed, validated: parsed, parsed: true, problems: [] };
  } catch {
    return { body: raw, validated: raw, parsed: false, problems: [`the body is not valid JSON (${raw.slice(0, 60)})`] };
  }
}

async function signIn(options: VerifyOptions, fetchImpl: typeof fetch): Promise<string | undefined> {
  if (!options.credentials) return undefined;
  const response = await fetchImpl(joinUrl(options.baseUrl, '/token'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(options.credentials),
  });
  if (!response.ok) throw new Error(`POST /token answered ${response.status}`);
  const body = (await response.json()) as { token?: string };
  return body.token;
}

export async function verifyGateway(options: VerifyOptions): Promise<VerifyResult[]> {
  const fetchImpl = options.fetch ?? fetch;
  const document = loadContract();
  const validator = new ContractValidator(document, { strict: options.strict ?? true });
  const all = listOperations(document);
  const context = new RunContext(options, new Map(all.map((operation) => [operation.operationId, operation])));
  const wanted = options.only ? withSources(options.only, all) : undefined;
  const selected = all.filter(
    (operation) => (wanted ? wanted.has(operation.operationId) : true) && (options.includeWrites || !isWrite(operation)),
  );
  if (!context.token && !selected.some((operation) => operation.operationId === 'createToken')) {
    context.token = await signIn(options, fetchImpl);
  }
  const results: VerifyResult[] = [];
  for (const operation of runOrder(selected)) {
    const expected = successStatus(operation);
    const accepts = Object.keys(operation.responses[expected]?.content ?? { 'application/json': {} });
    const variants = options.includePdf === false ? accepts.filter((a) => a !== 'application/pdf') : accepts;
    const configured = operation.operationId in CONFIGURED_ADDRESS_OPTIONS ? (operation.operationId as ConfiguredOperation) : undefined;
    for (const accept of variants) {
      const derived = context.derive(operation);
      const override = options.requests?.[operation.operationId];
      const overridden = (name: string) => override?.url !== undefined || (override?.query ?? {})[name] !== undefined || (override?.path ?? {})[name] !== undefined;
      const result: VerifyResult = {
        operationId: operation.operationId,
        method: operation.method.toUpperCase(),
        path: operation.path,
        accept,
        status: null,
        problems: [],
        notes: [
          ...Object.entries(derived.parameterNotes).filter(([name]) => !overridden(name)).map(([, note]) => note),
          ...(override?.body === undefined ? derived.bodyNotes : []),
          ...(override ? ['request overridden by --requests'] : []),
        ],
      };
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
      let request = applyOverride(operation, buildRequest(operation, token, accept, derived), override, token, accept, derived);
      const address = configured ? options.addresses?.[configured] : undefined;
      if (address) request = { ...request, url: address };
      result.method = request.method;
      await call(operation, request, expected, accept, result);
      if (configured && !address && result.problems.length > 0) {
        result.notes.unshift(`under the gateway base: ${result.problems.join('; ')}`);
        result.problems = [];
        result.skipped = `skipped: not under the gateway base (pass ${CONFIGURED_ADDRESS_OPTIONS[configured]})`;
      }
    }
  }
  return results;

  async function call(operation: ContractOperation, request: ExampleRequest, expected: string, accept: string, result: VerifyResult): Promise<void> {
    try {
      const response = await fetchImpl(joinUrl(options.baseUrl, request.url), {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      result.status = response.status;
      const contentType = response.headers.get('Content-Type');
      const answer = await readBody(response);
      result.problems.push(...answer.problems);
      const status = String(response.status);
      if (status === expected) {
        if (!context.answers.has(operation.operationId) && accept === 'application/json') context.answers.set(operation.operationId, answer.body);
        if (operation.operationId === 'createToken' && !context.token && isRecord(answer.body)) context.token = text(answer.body.token);
        const returned = (contentType ?? '').split(';')[0]?.trim();
        if (returned !== accept) result.problems.push(`asked for ${accept}, got ${returned || 'no content type'}`);
      } else {
        const documented = status in operation.responses && !/^2/.test(status);
        if (!documented) {
          result.problems.push(`expected status ${expected}, got ${status}`);
        } else if (operation.operationId === 'createToken' && options.credentials && !options.requests?.createToken) {
          result.problems.push(`expected status ${expected}, got ${status}: the sign-in with the given credentials failed`);
        } else if (status === '401' && request.headers.Authorization) {
          result.problems.push(`expected status ${expected}, got 401 although the call carried the run's token`);
        } else if (operation.operationId === 'getMedicareMaterials' && status === '403' && context.answers.get('getMedicareMaterialsEligibility') === true) {
          result.problems.push('expected status 200, got 403 although GET /medicare-materials/eligibility answered true');
        } else {
          result.documentedStatus = response.status;
        }
      }
      if (answer.parsed) result.problems.push(...validator.validateResponse(operation, response.status, contentType, answer.validated));
    } catch (error) {
      result.problems.push(`request failed: ${(error as Error).message}`);
    }
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
  const operations = listOperations();
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

/** A plain-text table of results, one row per call, then the totals and what was not called. */
export function formatResults(results: VerifyResult[], options: { only?: string[] } = {}): string {
  const label = (result: VerifyResult) =>
    ({ ok: 'ok', documented: `ok (documented ${result.documentedStatus})`, skipped: 'skipped', fail: 'FAIL' })[outcomeOf(result)];
  const rows = results.map((r) => [
    label(r),
    r.method,
    r.path,
    r.accept,
    r.status === null ? '-' : String(r.status),
    [...r.problems, ...(r.skipped ? [r.skipped] : []), ...r.notes].join('; '),
  ]);
  const header = ['result', 'method', 'path', 'accept', 'status', 'problems and notes'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(i === cells.length - 1 ? 0 : (widths[i] ?? 0))).join('  ').trimEnd();
  const count = (outcome: RowOutcome) => results.filter((r) => outcomeOf(r) === outcome).length;
  const checked = results.length - count('skipped');
  const passed = count('ok') + count('documented');
  const totals =
    `${passed} of ${checked} calls match the contract` +
    (count('documented') > 0 ? ` (${count('documented')} with a documented error status)` : '') +
    (count('skipped') > 0 ? `; ${count('skipped')} skipped` : '');
  return [line(header), ...rows.map(line), '', totals, notCalledSummary(results, options.only)].join('\n');
}
