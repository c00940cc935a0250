import { deref, type ContractOperation, type OpenApiDocument, type ParameterObject } from './contract';

/**
 * The checks beyond "the answer matches its schema" that the verifier runs on every operation it calls
 * (Schemathesis-class checks, each with its own result row):
 * - authentication: a bearer operation called with no token, a malformed token and an expired one must answer 401;
 * - negative data: a request missing a required parameter or body field, or with one of the wrong type, must be
 *   rejected with 400 or 422, never served (2xx) and never a server error (5xx);
 * - expected data: what the portal cannot work without although the schema allows it to be absent (see
 *   expectedDataProblems).
 */

export type CheckKind = 'contract' | 'auth' | 'negative' | 'expected-data';

/** Not a JWT at all. */
export const MALFORMED_TOKEN = 'not-a-real-token';

export interface AuthVariant {
  readonly name: 'no token' | 'malformed token' | 'expired token';
  /** The Authorization header, none for `no token`. */
  readonly authorization?: string;
  /** Why the variant cannot be sent (no expired copy of an opaque token). */
  readonly skip?: string;
}

function base64UrlJson(segment: string): Record<string, unknown> | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A copy of a JWT whose claims expired an hour ago (its signature, if the gateway checks one, no longer fits
 * either: both must make it answer 401), or undefined for a token that is not a JWT with JSON claims.
 */
export function expiredCopy(token: string, now = Date.now()): string | undefined {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || signature === undefined || token.split('.').length !== 3) return undefined;
  const claims = base64UrlJson(payload);
  if (!claims) return undefined;
  const exp = Math.floor(now / 1000) - 3600;
  const iat = typeof claims.iat === 'number' && typeof claims.exp === 'number' ? exp - (claims.exp - claims.iat) : exp - 7200;
  const expired = Buffer.from(JSON.stringify({ ...claims, iat, exp })).toString('base64url');
  return `${header}.${expired}.${signature}`;
}

/** The three calls of the authentication check for one bearer operation. */
export function authVariants(token: string | undefined): AuthVariant[] {
  const expired = token ? expiredCopy(token) : undefined;
  return [
    { name: 'no token' },
    { name: 'malformed token', authorization: `Bearer ${MALFORMED_TOKEN}` },
    expired
      ? { name: 'expired token', authorization: `Bearer ${expired}` }
      : { name: 'expired token', skip: "skipped: the run's token is not a JWT with JSON claims, so no expired copy can be made" },
  ];
}

// ------------------------------------------------------------------ negative data

type Schema = Record<string, unknown>;

export interface NegativeVariant {
  /** `missing asOfDate`, `asOfDate of the wrong type`, `body without username` ... */
  readonly label: string;
  readonly where: 'query' | 'path' | 'body';
  readonly name: string;
  /** For query and path: the value to send (null leaves a query parameter out). */
  readonly value?: string | null;
  /** For the body: the whole body to send. */
  readonly body?: Record<string, unknown>;
}

function resolved(document: OpenApiDocument, schema: unknown): Schema | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  return deref<Schema>(document, schema as Schema);
}

/** A value of the wrong type for a parameter sent in the address (everything there is text), or undefined. */
export function wrongAddressValue(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  if (Array.isArray(schema.enum)) return 'not-one-of-the-values';
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'not-a-boolean';
    case 'string':
      if (schema.format === 'date') return 'not-a-date';
      if (schema.format === 'date-time') return 'not-a-date-time';
      return undefined;
    default:
      return undefined;
  }
}

/** A JSON value of the wrong type for a body field, or undefined when the schema does not say its type. */
export function wrongBodyValue(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'not-a-boolean';
    case 'array':
      return 'not-a-list';
    case 'object':
      return 'not-an-object';
    default:
      return Array.isArray(schema.enum) ? 'not-one-of-the-values' : undefined;
  }
}

/**
 * The negative-data calls of an operation: for each required query parameter one call without it and, when the
 * address can carry a wrong type, one with it; for each required path parameter that can carry a wrong type, one
 * call with it; for each required field of a JSON object body, one call without it and one with a value of the
 * wrong type. `body` is the valid body the run would send.
 */
export function negativeVariants(document: OpenApiDocument, operation: ContractOperation, body: unknown): NegativeVariant[] {
  const variants: NegativeVariant[] = [];
  for (const parameter of operation.parameters as ParameterObject[]) {
    if (!parameter.required || (parameter.in !== 'query' && parameter.in !== 'path')) continue;
    const schema = resolved(document, parameter.schema);
    if (parameter.in === 'query') variants.push({ label: `missing ${parameter.name}`, where: 'query', name: parameter.name, value: null });
    const wrong = wrongAddressValue(schema);
    if (wrong !== undefined) variants.push({ label: `${parameter.name} of the wrong type (${wrong})`, where: parameter.in, name: parameter.name, value: wrong });
  }
  const media = operation.requestBody?.content['application/json'];
  const schema = resolved(document, media?.schema);
  const valid = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  if (schema && valid && Array.isArray(schema.required)) {
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    for (const name of schema.required as string[]) {
      const { [name]: _left, ...without } = valid;
      variants.push({ label: `body without ${name}`, where: 'body', name, body: without });
      const wrong = wrongBodyValue(resolved(document, properties[name]));
      if (wrong !== undefined) variants.push({ label: `body with ${name} of the wrong type (${JSON.stringify(wrong)})`, where: 'body', name, body: { ...valid, [name]: wrong } });
    }
  }
  return variants;
}

// ------------------------------------------------------------------ expected data

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ExpectedDataRow {
  readonly label: string;
  readonly problems: string[];
  readonly skipped?: string;
}

/**
 * What the portal needs of GET /account although the schema cannot say so: a members list that is not empty,
 * the token's member among them, and, for a subscriber's token, a member of suffix 0 (the subscriber: product
 * section 3). A token is a subscriber's when GET /eligibility/family gives its member suffix 0, or GET /account
 * gives it the subscriber role.
 */
export function expectedDataRows(account: unknown, family: unknown, tokenMemberKey: string | undefined): ExpectedDataRow[] {
  if (!isRecord(account)) return [];
  const members = Array.isArray(account.members) ? account.members.filter(isRecord) : [];
  const rows: ExpectedDataRow[] = [
    { label: 'members listed', problems: members.length === 0 ? ['GET /account lists no members (the portal has no one to show)'] : [] },
  ];
  if (!tokenMemberKey) {
    rows.push({ label: "the token's member listed", problems: [], skipped: 'skipped: the token names no memberKey' });
    return rows;
  }
  const own = members.find((member) => member.memberKey === tokenMemberKey);
  rows.push({
    label: "the token's member listed",
    problems: own || members.length === 0 ? [] : [`the token's member ${tokenMemberKey} is not among the members of GET /account`],
  });
  const familyMembers = isRecord(family) && Array.isArray(family.members) ? family.members.filter(isRecord) : [];
  const inFamily = familyMembers.find((member) => member.key === tokenMemberKey);
  const subscriberToken = inFamily?.suffix === 0 || own?.role === 'subscriber' || own?.memberSuffix === 0;
  if (!subscriberToken) {
    rows.push({ label: 'the subscriber (suffix 0) listed', problems: [], skipped: "skipped: not a subscriber's token" });
    return rows;
  }
  const hasSubscriber = members.some((member) => member.memberSuffix === 0);
  rows.push({
    label: 'the subscriber (suffix 0) listed',
    problems: hasSubscriber
      ? []
      : [`a subscriber's token (${inFamily?.suffix === 0 ? 'suffix 0 in GET /eligibility/family' : 'role subscriber'}), and GET /account lists no member of suffix 0`],
  });
  return rows;
}
