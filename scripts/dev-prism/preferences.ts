import { deref, exampleOf, loadContract, successStatus, type ContractOperation, type OpenApiDocument } from '../contract/contract';

/**
 * What a front-end developer asks Prism to answer for one operation, sent as Prism's `Prefer` request header:
 * `code` (a documented status), `example` (a named example of that status) and `dynamic` (random answers valid
 * against the schema, or the examples). The portal's dev server keeps the choices of one browser in a cookie and
 * adds the header to that browser's gateway calls (scripts/dev-prism/vite-plugin.ts), so no code changes.
 */
export interface Preference {
  readonly code?: string;
  readonly example?: string;
  readonly dynamic?: boolean;
}

/** Preferences by operation id. */
export type Preferences = Readonly<Record<string, Preference>>;

/** The cookie that carries a browser's preferences (HttpOnly, so the portal's logout does not clear it). */
export const PREFER_COOKIE = 'prism-prefer';

/** The query parameter that sets a preference from any page address: `?prism=getAccount:code=404`. */
export const PREFER_QUERY = 'prism';

/** The statuses an operation documents (no `default`), success first. */
export function documentedStatuses(operation: ContractOperation): string[] {
  const statuses = Object.keys(operation.responses).filter((status) => /^\d{3}$/.test(status));
  const success = successStatus(operation);
  return [success, ...statuses.filter((status) => status !== success).sort()];
}

/** The named examples of one status of an operation (across its media types). */
export function namedExamples(operation: ContractOperation, status: string): string[] {
  const content = operation.responses[status]?.content ?? {};
  const names = Object.values(content).flatMap((media) => Object.keys(media.examples ?? {}));
  return [...new Set(names)];
}

/** The `Prefer` header value of a preference, e.g. `code=404, example=notFound`. */
export function formatPrefer(preference: Preference): string {
  const parts: string[] = [];
  if (preference.code !== undefined) parts.push(`code=${preference.code}`);
  if (preference.example !== undefined) parts.push(`example=${preference.example}`);
  if (preference.dynamic !== undefined) parts.push(`dynamic=${preference.dynamic}`);
  return parts.join(', ');
}

/**
 * Reads a `Prefer` value (`code=404, example=notFound, dynamic=true`) and checks it against the operation:
 * the status must be documented, the example one of that status's named examples.
 */
export function parsePrefer(operation: ContractOperation, text: string): { preference?: Preference; error?: string } {
  const preference: { code?: string; example?: string; dynamic?: boolean } = {};
  for (const part of text.split(/[,;]/).map((item) => item.trim()).filter(Boolean)) {
    const [key, value, ...rest] = part.split('=').map((item) => item.trim());
    if (!key || value === undefined || value === '' || rest.length > 0) return { error: `"${part}" is not name=value` };
    if (key === 'code') preference.code = value;
    else if (key === 'example') preference.example = value;
    else if (key === 'dynamic') {
      if (value !== 'true' && value !== 'false') return { error: `dynamic is true or false, not "${value}"` };
      preference.dynamic = value === 'true';
    } else return { error: `"${key}" is not code, example or dynamic` };
  }
  return checkPreference(operation, preference);
}

/** Checks a preference against the contract: a documented status, a named example of that status. */
export function checkPreference(operation: ContractOperation, preference: Preference): { preference?: Preference; error?: string } {
  const statuses = documentedStatuses(operation);
  if (preference.code !== undefined && !statuses.includes(preference.code)) {
    return { error: `${operation.operationId} documents the statuses ${statuses.join(', ')}, not ${preference.code}` };
  }
  if (preference.example !== undefined) {
    const status = preference.code ?? successStatus(operation);
    const examples = namedExamples(operation, status);
    if (!examples.includes(preference.example)) {
      return {
        error:
          examples.length > 0
            ? `the ${status} answer of ${operation.operationId} has the examples ${examples.join(', ')}, not "${preference.example}"`
            : `the ${status} answer of ${operation.operationId} has no named examples`,
      };
    }
  }
  return { preference };
}

/** The preferences of a Cookie header (unknown or damaged content reads as none). */
export function readPreferences(cookieHeader: string | undefined): Record<string, Preference> {
  const raw = cookieHeader
    ?.split(';')
    .map((item) => item.trim())
    .find((item) => item.startsWith(`${PREFER_COOKIE}=`))
    ?.slice(PREFER_COOKIE.length + 1);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(decodeURIComponent(raw)) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const preferences: Record<string, Preference> = {};
    for (const [operationId, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof value !== 'object' || value === null) continue;
      const { code, example, dynamic } = value as Record<string, unknown>;
      preferences[operationId] = {
        ...(typeof code === 'string' ? { code } : {}),
        ...(typeof example === 'string' ? { example } : {}),
        ...(typeof dynamic === 'boolean' ? { dynamic } : {}),
      };
    }
    return preferences;
  } catch {
    return {};
  }
}

/** The Set-Cookie header that stores preferences (or removes the cookie when there are none). */
export function preferencesCookie(preferences: Preferences): string {
  const attributes = 'Path=/; HttpOnly; SameSite=Strict';
  const kept = Object.fromEntries(Object.entries(preferences).filter(([, preference]) => formatPrefer(preference) !== ''));
  if (Object.keys(kept).length === 0) return `${PREFER_COOKIE}=; ${attributes}; Max-Age=0`;
  return `${PREFER_COOKIE}=${encodeURIComponent(JSON.stringify(kept))}; ${attributes}`;
}

/** A Cookie header without the preferences cookie (what the gateway is sent); undefined when nothing is left. */
export function withoutPreferencesCookie(cookieHeader: string | undefined): string | undefined {
  const kept = cookieHeader
    ?.split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '' && !item.startsWith(`${PREFER_COOKIE}=`));
  return kept && kept.length > 0 ? kept.join('; ') : undefined;
}

/**
 * Applies `prism` query values to preferences: `operationId:prefer` sets one operation (`getAccount:code=404`,
 * `getBenefitLimits:example=empty`, `getAccount:dynamic=true`), `operationId:` or `operationId:default` clears it,
 * `clear` clears them all.
 */
export function applyQueryValues(
  operations: readonly ContractOperation[],
  current: Preferences,
  values: readonly string[],
): { preferences: Record<string, Preference>; errors: string[] } {
  const preferences: Record<string, Preference> = { ...current };
  const errors: string[] = [];
  for (const value of values) {
    if (value.trim() === 'clear') {
      for (const key of Object.keys(preferences)) delete preferences[key];
      continue;
    }
    const separator = value.indexOf(':');
    const operationId = (separator < 0 ? value : value.slice(0, separator)).trim();
    const prefer = separator < 0 ? '' : value.slice(separator + 1).trim();
    const operation = operations.find((candidate) => candidate.operationId === operationId);
    if (!operation) {
      errors.push(`${PREFER_QUERY}=${value}: the contract has no operation "${operationId}"`);
      continue;
    }
    if (prefer === '' || prefer === 'default') {
      delete preferences[operationId];
      continue;
    }
    const parsed = parsePrefer(operation, prefer);
    if (parsed.error) errors.push(`${PREFER_QUERY}=${value}: ${parsed.error}`);
    else preferences[operationId] = parsed.preference!;
  }
  return { preferences, errors };
}

/**
 * Operations whose answer carries a token the portal signs in with (TokenResponse, the registration token): in
 * dynamic mode they keep answering with their examples, whose tokens are JWTs the portal accepts (a random string
 * would end every session at the sign-in), unless a preference says otherwise.
 */
export function tokenOperations(operations: readonly ContractOperation[], document: OpenApiDocument = loadContract()): Set<string> {
  const ids = new Set<string>();
  for (const operation of operations) {
    const media = operation.responses[successStatus(operation)]?.content?.['application/json'];
    if (!media?.schema) continue;
    const schema = deref<Record<string, unknown>>(document, media.schema);
    const properties = Object.keys((schema.properties as Record<string, unknown> | undefined) ?? {});
    if (properties.some((name) => /^(token|registrationToken)$/.test(name))) ids.add(operation.operationId);
  }
  return ids;
}

/**
 * The `Prefer` header for one gateway call: the browser's preference for the operation, else, in dynamic mode,
 * `dynamic=false` for the operations that issue tokens; undefined for no header.
 */
export function preferFor(
  operation: ContractOperation,
  preferences: Preferences,
  mode: { readonly dynamic: boolean; readonly tokenOperations: ReadonlySet<string> },
): string | undefined {
  const own = preferences[operation.operationId];
  const preference: Preference =
    mode.dynamic && mode.tokenOperations.has(operation.operationId) ? { dynamic: false, ...own } : { ...own };
  const header = formatPrefer(preference);
  return header === '' ? undefined : header;
}

/** The example of the success answer (for the panel's description of the default). */
export function defaultExampleName(operation: ContractOperation): string | undefined {
  const media = Object.values(operation.responses[successStatus(operation)]?.content ?? {})[0];
  if (media?.example !== undefined) return undefined;
  return exampleOf(media) === undefined ? undefined : Object.keys(media?.examples ?? {})[0];
}
