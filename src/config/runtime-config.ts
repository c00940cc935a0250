import { z } from 'zod';

import { DOMAIN_IDS } from './brands';

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

const HTTP_URL = /^https?:\/\//i;

/** A same-origin absolute path such as `/api`; `//host` is rejected because browsers read it as another host. */
function isAbsolutePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

function isHttpUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
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
function typeProblem(expected: string) {
  return (issue: { input?: unknown }): string =>
    issue.input === undefined ? 'is required' : `must be ${expected}, but is ${describeType(issue.input)}`;
}

const nonEmptyText = (expected = 'text') =>
  z.string({ error: typeProblem(expected) }).trim().min(1, { error: 'must not be empty' });

/** A path on this site (`/api`) or an absolute http(s) address. */
const pathOrHttpUrl = () =>
  nonEmptyText().refine((value) => isAbsolutePath(value) || isHttpUrl(value), {
    error: 'must be a path starting with "/" (such as /api) or an http(s) address',
  });

/** A base address that paths are appended to: trailing slashes are dropped, so `/api/` becomes `/api`. */
const baseUrl = () => pathOrHttpUrl().transform((value) => value.replace(/\/+$/, ''));

const httpUrl = () =>
  nonEmptyText().refine(isHttpUrl, { error: 'must be an absolute http(s) address such as https://example.com/' });

const sitePath = (example: string) =>
  nonEmptyText().refine(isAbsolutePath, { error: `must be a path on this site starting with "/" (such as ${example})` });

export const runtimeConfigSchema = z
  .object({
    gatewayBaseUrl: baseUrl(),
    domainId: z.literal(DOMAIN_IDS, {
      error: (issue) =>
        issue.input === undefined
          ? 'is required'
          : `must be one of ${DOMAIN_IDS.join(', ')} (a number), but is ${JSON.stringify(issue.input)}`,
    }),
    defaultRedirect: sitePath('/login')
      .refine((value) => value.replace(/\/+$/, '') !== '', {
        error: 'must name a page other than "/" itself, which redirects here',
      })
      .default('/login'),
    /** 'Member Handbooks', or 'Certificate of Coverage' for the default brand's Certificate of Coverage page. */
    handbooksLabel: nonEmptyText().default('Member Handbooks'),
    /** Where the handbooks service sits under the gateway base; the handbook list is {handbooksPath}/v2. */
    handbooksPath: sitePath('/handbooks').default('/handbooks'),
    ebillBaseUrl: httpUrl(),
    externalSsoUrl: pathOrHttpUrl().optional(),
    externalSsoTestEnv: nonEmptyText().optional(),
    partnerDashboardUrl: httpUrl(),
    chatVendorHost: nonEmptyText('a host name').pipe(
      z.hostname({ error: 'must be a host name only, such as chat.example.com (no scheme, port or path)' }),
    ),
    accreditationFeedUrl: pathOrHttpUrl(),
    chatConfigUrl: pathOrHttpUrl().optional(),
    mockGateway: z.boolean({ error: typeProblem('true or false') }).default(false),
    idleTimeoutMinutes: z
      .number({ error: typeProblem('a number') })
      .positive({ error: 'must be greater than 0' })
      .default(15),
    environment: nonEmptyText().optional(),
  })
  .transform(({ externalSsoUrl, ...config }) => ({
    ...config,
    externalSsoUrl: externalSsoUrl ?? `${config.gatewayBaseUrl}/sso/sp-salesforce`,
  }));

/** The validated configuration, with every default applied. */
export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;
/** What `/config.json` may contain: keys with defaults can be left out. */
export type RuntimeConfigInput = z.input<typeof runtimeConfigSchema>;

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

  const parsed = runtimeConfigSchema.safeParse(body);
  if (parsed.success) return { ok: true, config: parsed.data };

  // One line per key: the first problem found is the one worth fixing first.
  const byKey = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : CONFIG_FILE_PATH;
    if (!byKey.has(key)) byKey.set(key, issue.message);
  }
  const issues = [...byKey].map(([key, problem]) => ({ key, problem }));
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

/**
 * Fetches `/config.json` from this site, bypassing the HTTP cache so a changed deployment
 * configuration takes effect on the next page load, and validates it.
 * Never throws: every failure comes back as a `RuntimeConfigError`.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfigResult> {
  let response: Response;
  try {
    response = await fetchImpl(CONFIG_FILE_PATH, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(CONFIG_FETCH_TIMEOUT_MS),
    });
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
