import { DOMAIN_IDS, type DomainId } from './brands';

/**
 * Runtime configuration, read from `/config.json` before the portal renders.
 *
 * One build serves every environment and every brand; whatever differs per deployment
 * (gateway address, brand, external addresses, the mock gateway switch) lives in this file.
 */

/** Served from the portal's own origin, next to index.html; each deployment replaces it. */
export const CONFIG_FILE_PATH = '/config.json';

/** How long start-up waits for `/config.json` before reporting it unreachable. */
export const CONFIG_FETCH_TIMEOUT_MS = 10_000;

const HTTP_SCHEME = /^https?:\/\//i;

/** A same-origin absolute path such as `/api`; `//host` is rejected because browsers read it as another host. */
function isAbsolutePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

function isHttpUrl(value: string): boolean {
  if (!HTTP_SCHEME.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function describeType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'object') return 'an object';
  return `a ${typeof input}`;
}

/** The message for a key whose value has the wrong JSON type (or is absent). */
function typeProblem(expected: string, input: unknown): string {
  return input === undefined ? 'is required' : `must be ${expected}, but is ${describeType(input)}`;
}

/** A host name only: letters, digits and hyphens in dot-separated labels (no scheme, port or path). */
const HOST_NAME = /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/** One rule of a text key: the problem with the (trimmed) value, or null. */
type TextRule = (value: string) => string | null;

const PATH_OR_HTTP_URL: TextRule = (value) =>
  isAbsolutePath(value) || isHttpUrl(value) ? null : 'must be a path starting with "/" (such as /api) or an http(s) address';
const HTTP_URL: TextRule = (value) => (isHttpUrl(value) ? null : 'must be an absolute http(s) address such as https://example.com/');
const sitePath =
  (example: string): TextRule =>
  (value) =>
    isAbsolutePath(value) ? null : `must be a path on this site starting with "/" (such as ${example})`;
const NOT_THE_ROOT: TextRule = (value) =>
  value.replace(/\/+$/, '') !== '' ? null : 'must name a page other than "/" itself, which redirects here';
const HOST_NAME_ONLY: TextRule = (value) =>
  HOST_NAME.test(value) ? null : 'must be a host name only, such as chat.example.com (no scheme, port or path)';

interface KeyRule {
  /** What the value must be; also said when it is of another JSON type. */
  readonly expected: string;
  readonly kind: 'text' | 'boolean' | 'number' | 'domain';
  /** Absent keys take the default; keys without one (and not optional) are required. */
  readonly fallback?: string | number | boolean;
  readonly optional?: boolean;
  readonly rules?: readonly TextRule[];
}

/**
 * Every key of `/config.json`, in the order problems are reported, with its rule and default (spec section 9).
 * Text is trimmed and must not be empty. Kept as plain rules rather than a schema library: the configuration is
 * checked before anything renders, so its code is part of every first page load.
 */
const KEYS = {
  gatewayBaseUrl: { kind: 'text', expected: 'text', rules: [PATH_OR_HTTP_URL] },
  domainId: { kind: 'domain', expected: `one of ${DOMAIN_IDS.join(', ')} (a number)` },
  defaultRedirect: { kind: 'text', expected: 'text', fallback: '/login', rules: [sitePath('/login'), NOT_THE_ROOT] },
  /** 'Member Handbooks', or 'Certificate of Coverage' for the default brand's Certificate of Coverage page. */
  handbooksLabel: { kind: 'text', expected: 'text', fallback: 'Member Handbooks' },
  /** Where the handbooks service sits under the gateway base; the handbook list is {handbooksPath}/v2. */
  handbooksPath: { kind: 'text', expected: 'text', fallback: '/handbooks', rules: [sitePath('/handbooks')] },
  ebillBaseUrl: { kind: 'text', expected: 'text', rules: [HTTP_URL] },
  externalSsoUrl: { kind: 'text', expected: 'text', optional: true, rules: [PATH_OR_HTTP_URL] },
  externalSsoTestEnv: { kind: 'text', expected: 'text', optional: true },
  partnerDashboardUrl: { kind: 'text', expected: 'text', rules: [HTTP_URL] },
  chatVendorHost: { kind: 'text', expected: 'a host name', rules: [HOST_NAME_ONLY] },
  accreditationFeedUrl: { kind: 'text', expected: 'text', rules: [PATH_OR_HTTP_URL] },
  chatConfigUrl: { kind: 'text', expected: 'text', optional: true, rules: [PATH_OR_HTTP_URL] },
  mockGateway: { kind: 'boolean', expected: 'true or false', fallback: false },
  idleTimeoutMinutes: { kind: 'number', expected: 'a number', fallback: 15 },
  environment: { kind: 'text', expected: 'text', optional: true },
} as const satisfies Record<string, KeyRule>;

type Keys = typeof KEYS;

/** What `/config.json` may contain: keys with defaults can be left out. */
export interface RuntimeConfigInput {
  gatewayBaseUrl: string;
  domainId: DomainId;
  defaultRedirect?: string;
  handbooksLabel?: string;
  handbooksPath?: string;
  ebillBaseUrl: string;
  externalSsoUrl?: string;
  externalSsoTestEnv?: string;
  partnerDashboardUrl: string;
  chatVendorHost: string;
  accreditationFeedUrl: string;
  chatConfigUrl?: string;
  mockGateway?: boolean;
  idleTimeoutMinutes?: number;
  environment?: string;
}

/** The validated configuration, with every default applied (the gateway address without trailing slashes). */
export type RuntimeConfig = Required<Omit<RuntimeConfigInput, 'externalSsoTestEnv' | 'chatConfigUrl' | 'environment'>> &
  Pick<RuntimeConfigInput, 'externalSsoTestEnv' | 'chatConfigUrl' | 'environment'>;

/** One key's value, or its problem. */
function checkKey(rule: KeyRule, input: unknown): { value?: unknown; problem?: string } {
  if (input === undefined) {
    if (rule.fallback !== undefined) return { value: rule.fallback };
    if (rule.optional) return {};
  }
  switch (rule.kind) {
    case 'domain':
      if (input === undefined) return { problem: 'is required' };
      return DOMAIN_IDS.some((id) => id === input) ? { value: input } : { problem: `must be ${rule.expected}, but is ${JSON.stringify(input)}` };
    case 'boolean':
      return typeof input === 'boolean' ? { value: input } : { problem: typeProblem(rule.expected, input) };
    case 'number':
      if (typeof input !== 'number' || Number.isNaN(input)) return { problem: typeProblem(rule.expected, input) };
      return input > 0 ? { value: input } : { problem: 'must be greater than 0' };
    case 'text': {
      if (typeof input !== 'string') return { problem: typeProblem(rule.expected, input) };
      const value = input.trim();
      if (value === '') return { problem: 'must not be empty' };
      for (const check of rule.rules ?? []) {
        const problem = check(value);
        if (problem) return { problem };
      }
      return { value };
    }
  }
}

export interface RuntimeConfigIssue {
  /** The offending key of `/config.json`, or the file name when the file as a whole is the problem. */
  readonly key: string;
  readonly problem: string;
}

export type RuntimeConfigErrorKind =
  /** The request for the file failed (network error, timeout) or answered with a non-2xx status. */
  | 'unavailable'
  /** The file was served, but its body is not JSON. */
  | 'not-json'
  /** The file is JSON, but one or more keys are missing or wrong. */
  | 'invalid';

export interface RuntimeConfigError {
  readonly kind: RuntimeConfigErrorKind;
  /** One sentence saying what went wrong, for people and for logs. */
  readonly summary: string;
  /** One entry per bad key (for `invalid`), or one entry about the file itself. */
  readonly issues: readonly RuntimeConfigIssue[];
}

export type RuntimeConfigResult =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly error: RuntimeConfigError };

/** Validates an already parsed `/config.json` body. */
export function parseRuntimeConfig(body: unknown): RuntimeConfigResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      error: {
        kind: 'invalid',
        summary: `The configuration file ${CONFIG_FILE_PATH} does not hold a JSON object.`,
        issues: [{ key: CONFIG_FILE_PATH, problem: `must be a JSON object, but is ${describeType(body)}` }],
      },
    };
  }

  // One line per key: the first problem found is the one worth fixing first. Unknown keys are ignored.
  const values: Record<string, unknown> = {};
  const issues: RuntimeConfigIssue[] = [];
  for (const [key, rule] of Object.entries(KEYS) as [keyof Keys, KeyRule][]) {
    const { value, problem } = checkKey(rule, (body as Record<string, unknown>)[key]);
    if (problem) issues.push({ key, problem });
    else if (value !== undefined) values[key] = value;
  }
  if (issues.length === 0) {
    const config = values as unknown as RuntimeConfig;
    const gatewayBaseUrl = config.gatewayBaseUrl.replace(/\/+$/, '');
    return { ok: true, config: { ...config, gatewayBaseUrl, externalSsoUrl: config.externalSsoUrl ?? `${gatewayBaseUrl}/sso/sp-salesforce` } };
  }
  return {
    ok: false,
    error: {
      kind: 'invalid',
      summary: `The configuration file ${CONFIG_FILE_PATH} has ${issues.length === 1 ? 'a bad key' : `${issues.length} bad keys`}.`,
      issues,
    },
  };
}

const FILE_ERROR_SUMMARIES = {
  unavailable: `The configuration file ${CONFIG_FILE_PATH} could not be loaded.`,
  'not-json': `The configuration file ${CONFIG_FILE_PATH} could not be read.`,
} as const;

function fileError(kind: keyof typeof FILE_ERROR_SUMMARIES, problem: string): RuntimeConfigResult {
  return {
    ok: false,
    error: {
      kind,
      summary: FILE_ERROR_SUMMARIES[kind],
      issues: [{ key: CONFIG_FILE_PATH, problem }],
    },
  };
}

/** The request the first-paint script started, once: a later start (after a logout, say) asks again. */
function takeStartedRequest(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const started = window.portalConfigRequest;
  delete window.portalConfigRequest;
  return started;
}

/** The started request, or a TimeoutError once CONFIG_FETCH_TIMEOUT_MS have passed without an answer. */
function withTimeout(request: Promise<Response>): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException('The configuration did not answer in time.', 'TimeoutError')), CONFIG_FETCH_TIMEOUT_MS);
  });
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Fetches `/config.json` from this site (or takes over the request index.html's first-paint script started with
 * the same options, so it runs alongside the scripts rather than after them), bypassing the HTTP cache so a changed deployment
 * configuration takes effect on the next page load, and validates it.
 * Never throws: every failure comes back as a `RuntimeConfigError`.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch, started: Promise<Response> | undefined = takeStartedRequest()): Promise<RuntimeConfigResult> {
  let response: Response;
  try {
    response = await (started
      ? withTimeout(started)
      : fetchImpl(CONFIG_FILE_PATH, {
          cache: 'no-store',
          credentials: 'same-origin',
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(CONFIG_FETCH_TIMEOUT_MS),
        }));
  } catch (cause) {
    const timedOut = typeof cause === 'object' && cause !== null && 'name' in cause && cause.name === 'TimeoutError';
    return fileError(
      'unavailable',
      timedOut
        ? `did not answer within ${CONFIG_FETCH_TIMEOUT_MS / 1000} seconds`
        : 'could not be requested (network error)',
    );
  }

  if (!response.ok) {
    return fileError(
      'unavailable',
      response.status === 404
        ? 'was not found (HTTP 404)'
        : `could not be loaded (HTTP ${response.status})`,
    );
  }

  let text: string;
  try {
    text = await response.text();
  } catch {
    return fileError('unavailable', 'could not be read completely');
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fileError('not-json', text.trim() === '' ? 'is empty; it must hold a JSON object' : 'is not valid JSON');
  }

  return parseRuntimeConfig(body);
}
