import { DOMAIN_IDS } from './brands';
import {
  checkRuntimeConfig,
  CONFIG_FETCH_TIMEOUT_MS,
  CONFIG_FILE_PATH,
  type ConfigFault,
  KEYS,
  type KeyFault,
  type KeyRule,
  type RuntimeConfigError,
  type RuntimeConfigResult,
  type TextRule,
} from './runtime-config';

/**
 * What is wrong with `/config.json`, in words for the page "The portal is not configured correctly" and for logs.
 * Loaded only when something is wrong (runtime-config.ts checks the file without them).
 */

function describeType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'object') return 'an object';
  return `a ${typeof input}`;
}

/** What a key's value must be, as said when it has another JSON type. */
function expected(rule: KeyRule): string {
  if (rule.expected) return rule.expected;
  switch (rule.kind) {
    case 'domain':
      return `one of ${DOMAIN_IDS.join(', ')} (a number)`;
    case 'boolean':
      return 'true or false';
    case 'number':
      return 'a number';
    case 'text':
      return 'text';
  }
}

const TEXT_RULE_PROBLEMS: Record<TextRule, (rule: KeyRule) => string> = {
  pathOrHttpUrl: () => 'must be a path starting with "/" (such as /api) or an http(s) address',
  httpUrl: () => 'must be an absolute http(s) address such as https://example.com/',
  sitePath: (rule) => `must be a path on this site starting with "/" (such as ${String(rule.fallback)})`,
  notTheRoot: () => 'must name a page other than "/" itself, which redirects here',
  hostName: () => 'must be a host name only, such as chat.example.com (no scheme, port or path)',
};

function keyProblem({ key, fault, input }: KeyFault): string {
  const rule: KeyRule = KEYS[key];
  switch (fault) {
    case 'required':
      return 'is required';
    case 'type':
      return `must be ${expected(rule)}, but is ${describeType(input)}`;
    case 'empty':
      return 'must not be empty';
    case 'domain':
      return `must be ${expected(rule)}, but is ${JSON.stringify(input)}`;
    case 'not-positive':
      return 'must be greater than 0';
    default:
      return TEXT_RULE_PROBLEMS[fault](rule);
  }
}

const LOADED = `The configuration file ${CONFIG_FILE_PATH} could not be loaded.`;
const READ = `The configuration file ${CONFIG_FILE_PATH} could not be read.`;

/** The configuration error for a fault: a summary and one line per bad key, or one line about the file. */
export function describeConfigFault(fault: ConfigFault): RuntimeConfigError {
  const aboutFile = (kind: RuntimeConfigError['kind'], summary: string, problem: string): RuntimeConfigError => ({
    kind,
    summary,
    issues: [{ key: CONFIG_FILE_PATH, problem }],
  });
  if ('keys' in fault) {
    const count = fault.keys.length;
    return {
      kind: 'invalid',
      summary: `The configuration file ${CONFIG_FILE_PATH} has ${count === 1 ? 'a bad key' : `${count} bad keys`}.`,
      issues: fault.keys.map((keyFault) => ({ key: keyFault.key, problem: keyProblem(keyFault) })),
    };
  }
  switch (fault.file) {
    case 'network':
      return aboutFile('unavailable', LOADED, 'could not be requested (network error)');
    case 'timeout':
      return aboutFile('unavailable', LOADED, `did not answer within ${CONFIG_FETCH_TIMEOUT_MS / 1000} seconds`);
    case 'http':
      return aboutFile('unavailable', LOADED, fault.status === 404 ? 'was not found (HTTP 404)' : `could not be loaded (HTTP ${fault.status})`);
    case 'unreadable':
      return aboutFile('unavailable', LOADED, 'could not be read completely');
    case 'empty':
      return aboutFile('not-json', READ, 'is empty; it must hold a JSON object');
    case 'not-json':
      return aboutFile('not-json', READ, 'is not valid JSON');
    case 'not-object':
      return aboutFile(
        'invalid',
        `The configuration file ${CONFIG_FILE_PATH} does not hold a JSON object.`,
        `must be a JSON object, but is ${describeType(fault.body)}`,
      );
  }
}

/** Validates an already parsed `/config.json` body, with what is wrong in words (the build's prerender, tests). */
export function parseRuntimeConfig(body: unknown): RuntimeConfigResult {
  const checked = checkRuntimeConfig(body);
  return 'fault' in checked ? { ok: false, error: describeConfigFault(checked.fault) } : { ok: true, config: checked.config };
}
