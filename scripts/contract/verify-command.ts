import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import type { CheckKind } from './checks';
import { listOperations } from './contract';
import { DEFAULT_TIMEOUT_MS, formatResults, outcomeOf, verifyGateway, type RequestOverride, type VerifyOptions } from './verify';

/**
 * The command line of `npm run contract:verify` (scripts/verify-gateway.ts), as a function that returns the exit
 * code, so tests run it in-process: 0 when every row passes, 1 when one fails (or the run cannot go on), 2 on
 * bad options.
 */

export const VERIFY_USAGE = `Usage: npm run contract:verify -- --base-url URL (--username U --password P [--domain N] | --token JWT) [options]

Checks a gateway against openapi/gateway.yaml: signs in, calls every read operation and validates each answer
(status, content type, body); then, per operation, the authentication checks (no, malformed and expired token:
401 expected), the negative-data checks (a required parameter or body field missing or of the wrong type: 400 or
422 expected) and what the portal needs of GET /account. One row per call, totals per check.
Exits 0 when every row passes, 1 when one fails, 2 on bad options.

Options:
  --base-url URL            the gateway base address (required)
  --username U --password P sign in through POST /token with these (the createToken row uses them)
  --domain N                the brand's domain id for the sign-in (default 1)
  --token JWT               use this bearer token instead of signing in
  --include-writes          also call operations that change data or have side effects (x-side-effect, e.g.
                            GET /idCard/request orders a card by mail) and the form post; only against a test
                            environment
  --only id,id              only these operation ids, plus the reads their requests take ids from
  --no-pdf                  skip the PDF variants
  --lenient                 do not report properties the contract does not declare
  --skip-checks list        leave out checks: auth, negative, expected-data (comma-separated)
  --timeout SECONDS         how long one call may take (default ${DEFAULT_TIMEOUT_MS / 1000})
  --accreditation-url URL   where the accreditation feed (GET /ncqa) is served, when not under the base
  --chat-url URL            where the chat configuration (GET /chat) is served, when not under the base
  --requests FILE           a JSON file of request overrides per operation id, with query, path, body, headers,
                            url or method: {"getPcpProvider": {"query": {"providerId": "P-1"}}}
                            (a null query value leaves the parameter out)
  --help                    this text
`;

export interface CommandOutput {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

const SKIPPABLE = ['auth', 'negative', 'expected-data'] as const;

class UsageError extends Error {}

function readRequests(file: string, operationIds: Set<string>): Record<string, RequestOverride> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`--requests ${file}: ${(error as Error).message}.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new UsageError(`--requests ${file} must hold an object keyed by operation id.`);
  const known = new Set(['query', 'path', 'body', 'headers', 'url', 'method']);
  for (const [operationId, override] of Object.entries(parsed)) {
    if (!operationIds.has(operationId)) throw new UsageError(`--requests ${file}: the contract has no operation "${operationId}".`);
    if (typeof override !== 'object' || override === null || Array.isArray(override)) throw new UsageError(`--requests ${file}: "${operationId}" must be an object.`);
    const extra = Object.keys(override).filter((key) => !known.has(key));
    if (extra.length > 0) throw new UsageError(`--requests ${file}: "${operationId}" has unknown keys ${extra.join(', ')} (use ${[...known].join(', ')}).`);
  }
  return parsed as Record<string, RequestOverride>;
}

/** Reads the options into verifyGateway's, or throws a UsageError. */
export function parseVerifyArguments(args: readonly string[]): VerifyOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        'base-url': { type: 'string' },
        token: { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        domain: { type: 'string', default: '1' },
        'include-writes': { type: 'boolean', default: false },
        only: { type: 'string' },
        'no-pdf': { type: 'boolean', default: false },
        lenient: { type: 'boolean', default: false },
        'skip-checks': { type: 'string' },
        timeout: { type: 'string' },
        'accreditation-url': { type: 'string' },
        'chat-url': { type: 'string' },
        requests: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const baseUrl = values['base-url'];
  if (!baseUrl) throw new UsageError('Missing --base-url (the gateway base address).');
  const domainId = Number(values.domain);
  if (!Number.isInteger(domainId)) throw new UsageError(`--domain must be a number, not "${values.domain}".`);
  if (!values.token && !(values.username && values.password)) throw new UsageError('Give --username and --password (or --token).');
  const operationIds = new Set(listOperations().map((operation) => operation.operationId));
  const only = values.only?.split(',').map((id) => id.trim()).filter(Boolean);
  const unknownOnly = only?.filter((id) => !operationIds.has(id)) ?? [];
  if (unknownOnly.length > 0) throw new UsageError(`--only names operations the contract does not have: ${unknownOnly.join(', ')}.`);
  const skipChecks = values['skip-checks']?.split(',').map((item) => item.trim()).filter(Boolean) ?? [];
  const unknownChecks = skipChecks.filter((item) => !(SKIPPABLE as readonly string[]).includes(item));
  if (unknownChecks.length > 0) throw new UsageError(`--skip-checks takes ${SKIPPABLE.join(', ')}, not ${unknownChecks.join(', ')}.`);
  const timeout = values.timeout === undefined ? undefined : Number(values.timeout);
  if (timeout !== undefined && !(timeout > 0)) throw new UsageError(`--timeout must be a number of seconds above 0, not "${values.timeout}".`);
  return {
    baseUrl,
    token: values.token,
    credentials: values.username && values.password ? { username: values.username, password: values.password, domainId } : undefined,
    includeWrites: values['include-writes'],
    only,
    includePdf: !values['no-pdf'],
    strict: !values.lenient,
    skipChecks: skipChecks as Array<Exclude<CheckKind, 'contract'>>,
    ...(timeout !== undefined ? { timeoutMs: timeout * 1000 } : {}),
    addresses: {
      ...(values['accreditation-url'] ? { getAccreditationFeed: values['accreditation-url'] } : {}),
      ...(values['chat-url'] ? { getChatConfig: values['chat-url'] } : {}),
    },
    requests: values.requests ? readRequests(values.requests, operationIds) : undefined,
  };
}

/** Runs the command; the exit code. */
export async function runVerifyCommand(args: readonly string[], output: CommandOutput, extra: Pick<VerifyOptions, 'fetch'> = {}): Promise<number> {
  let options: VerifyOptions | 'help';
  try {
    options = parseVerifyArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`${error.message}\n\n${VERIFY_USAGE}`);
    return 2;
  }
  if (options === 'help') {
    output.out(VERIFY_USAGE);
    return 0;
  }
  try {
    const results = await verifyGateway({ ...options, ...extra });
    output.out(formatResults(results, { only: options.only }));
    return results.some((result) => outcomeOf(result) === 'fail') ? 1 : 0;
  } catch (error) {
    output.err(`The check stopped: ${(error as Error).message}`);
    return 1;
  }
}
