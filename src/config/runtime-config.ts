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

/** A host name only: letters, digits and hyphens in dot-separated labels (no scheme, port or path). */
const HOST_NAME = /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/**
 * The rules a text key's (trimmed) value may have to pass, each true when the value passes. A failed rule is put in
 * words by runtime-config-problems.ts (a site path's example is the key's default).
 */
export const TEXT_RULES = {
  pathOrHttpUrl: (value: string) => isAbsolutePath(value) || isHttpUrl(value),
  httpUrl: isHttpUrl,
  sitePath: isAbsolutePath,
  notTheRoot: (value: string) => value.replace(/\/+$/, '') !== '',
  hostName: (value: string) => HOST_NAME.test(value),
} as const;

export type TextRule = keyof typeof TEXT_RULES;

export interface KeyRule {
  readonly kind: 'text' | 'boolean' | 'number' | 'domain';
  /** What the value must be, where its kind says too little (said also when it is of another JSON type). */
  readonly expected?: string;
  /** Absent keys take the default; keys without one (and not optional) are required. */
  readonly fallback?: string | number | boolean;
  readonly optional?: boolean;
  readonly rules?: readonly TextRule[];
}

/**
 * Every key of `/config.json`, in the order problems are reported, with its rule and default (product section 9).
 * Text is trimmed and must not be empty. Kept as plain rules rather than a schema library: the configuration is
 * checked before anything renders, so this code is part of every first page load (the words for what is wrong
 * load only when something is: runtime-config-problems.ts).
 */
export const KEYS = {
  gatewayBaseUrl: { kind: 'text', rules: ['pathOrHttpUrl'] },
  domainId: { kind: 'domain' },
  defaultRedirect: { kind: 'text', fallback: '/login', rules: ['sitePath', 'notTheRoot'] },
  /** 'Member Handbooks', or 'Certificate of Coverage' for the default brand's Certificate of Coverage page. */
  handbooksLabel: { kind: 'text', fallback: 'Member Handbooks' },
  /** Where the handbooks service sits under the gateway base; the handbook list is {handbooksPath}/v2. */
  handbooksPath: { kind: 'text', fallback: '/handbooks', rules: ['sitePath'] },
  ebillBaseUrl: { kind: 'text', rules: ['httpUrl'] },
  externalSsoUrl: { kind: 'text', optional: true, rules: ['pathOrHttpUrl'] },
  externalSsoTestEnv: { kind: 'text', optional: true },
  partnerDashboardUrl: { kind: 'text', rules: ['httpUrl'] },
  chatVendorHost: { kind: 'text', expected: 'a host name', rules: ['hostName'] },
  accreditationFeedUrl: { kind: 'text', rules: ['pathOrHttpUrl'] },
  chatConfigUrl: { kind: 'text', optional: true, rules: ['pathOrHttpUrl'] },
  mockGateway: { kind: 'boolean', fallback: false },
  idleTimeoutMinutes: { kind: 'number', fallback: 15 },
  environment: { kind: 'text', optional: true },
} as const satisfies Record<string, KeyRule>;

export type ConfigKey = keyof typeof KEYS;

/** What /config.json may contain: keys with defaults can be left out. */
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

/** Why a key's value cannot be used: absent, of another JSON type, empty text, not a brand, not above 0, or a failed text rule. */
export type KeyFaultKind = 'required' | 'type' | 'empty' | 'domain' | 'not-positive' | TextRule;

export interface KeyFault {
  readonly key: ConfigKey;
  readonly fault: KeyFaultKind;
  /** The value as the file has it. */
  readonly input: unknown;
}

/** One key's value, or what is wrong with it. */
function checkKey(rule: KeyRule, input: unknown): { value?: unknown; fault?: KeyFaultKind } {
  if (input === undefined) {
    if (rule.fallback !== undefined) return { value: rule.fallback };
    if (rule.optional) return {};
    return { fault: 'required' };
  }
  switch (rule.kind) {
    case 'domain':
      return DOMAIN_IDS.some((id) => id === input) ? { value: input } : { fault: 'domain' };
    case 'boolean':
      return typeof input === 'boolean' ? { value: input } : { fault: 'type' };
    case 'number':
      if (typeof input !== 'number' || Number.isNaN(input)) return { fault: 'type' };
      return input > 0 ? { value: input } : { fault: 'not-positive' };
    case 'text': {
      if (typeof input !== 'string') return { fault: 'type' };
      const value = input.trim();
      if (value === '') return { fault: 'empty' };
      const failed = rule.rules?.find((name) => !TEXT_RULES[name](value));
      return failed ? { fault: failed } : { value };
    }
  }
}

/**
 * What is wrong with `/config.json`, before it is put in words (runtime-config-problems.ts): the file could not be
 * requested, did not answer in time, answered with an HTTP error, could not be read, is empty or not JSON, is not
 * an object, or has bad keys (one fault per key, the first problem found being the one worth fixing first).
 */
export type ConfigFault =
  | { readonly file: 'network' | 'timeout' | 'unreadable' | 'empty' | 'not-json' }
  | { readonly file: 'http'; readonly status: number }
  | { readonly file: 'not-object'; readonly body: unknown }
  | { readonly keys: readonly KeyFault[] };

/** Checks an already parsed `/config.json` body: the configuration with its defaults applied, or what is wrong. */
export function checkRuntimeConfig(body: unknown): { readonly config: RuntimeConfig } | { readonly fault: ConfigFault } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { fault: { file: 'not-object', body } };
  // Unknown keys are ignored.
  const values: Record<string, unknown> = {};
  const faults: KeyFault[] = [];
  for (const [key, rule] of Object.entries(KEYS) as [ConfigKey, KeyRule][]) {
    const input = (body as Record<string, unknown>)[key];
    const { value, fault } = checkKey(rule, input);
    if (fault) faults.push({ key, fault, input });
    else if (value !== undefined) values[key] = value;
  }
  if (faults.length > 0) return { fault: { keys: faults } };
  const config = values as unknown as RuntimeConfig;
  const gatewayBaseUrl = config.gatewayBaseUrl.replace(/\/+$/, '');
  return { config: { ...config, gatewayBaseUrl, externalSsoUrl: config.externalSsoUrl ?? `${gatewayBaseUrl}/sso/sp-salesforce` } };
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

/** What is wrong, in words: the words load only when something is wrong (with the page that shows them). */
async function failed(fault: ConfigFault): Promise<RuntimeConfigResult> {
  const { describeConfigFault } = await import('./runtime-config-problems');
  return { ok: false, error: describeConfigFault(fault) };
}

/** The body of `/config.json` as the server answers it, or what went wrong on the way. */
async function readConfigFile(fetchImpl: typeof fetch, started: Promise<Response> | undefined): Promise<{ body: unknown } | { fault: ConfigFault }> {
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
    return { fault: { file: timedOut ? 'timeout' : 'network' } };
  }
  if (!response.ok) return { fault: { file: 'http', status: response.status } };

  let text: string;
  try {
    text = await response.text();
  } catch {
    return { fault: { file: 'unreadable' } };
  }
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { fault: { file: text.trim() === '' ? 'empty' : 'not-json' } };
  }
}

/**
 * Fetches `/config.json` from this site (or takes over the request index.html's first-paint script started with
 * the same options, so it runs alongside the scripts rather than after them), bypassing the HTTP cache so a changed deployment
 * configuration takes effect on the next page load, and validates it.
 * Never throws: every failure comes back as a `RuntimeConfigError`.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch, started: Promise<Response> | undefined = takeStartedRequest()): Promise<RuntimeConfigResult> {
  const read = await readConfigFile(fetchImpl, started);
  if ('fault' in read) return failed(read.fault);
  const checked = checkRuntimeConfig(read.body);
  return 'fault' in checked ? failed(checked.fault) : { ok: true, config: checked.config };
}
