/**
 * Checks a gateway against the contract: signs in with the given credentials, calls each read operation and
 * validates every answer (status, content type, body) against openapi/gateway.yaml. Requests start from the
 * contract's examples; ids come from earlier answers of the same run (see scripts/contract/verify.ts).
 *
 *   npm run contract:verify -- --base-url https://gateway.example/api --username jrivera --password '...' --domain 1
 *   npm run contract:verify -- --base-url http://127.0.0.1:4010 --token <jwt> --include-writes
 *
 * Options:
 *   --base-url URL          the gateway base address (required)
 *   --username, --password, --domain N
 *                           sign in through POST /token (the createToken row uses these, not the example)
 *   --token JWT             use this bearer token instead of signing in
 *   --include-writes        also call operations that change data or have side effects (x-side-effect, e.g.
 *                           GET /idCard/request orders a card by mail) and the form post; off by default, so
 *                           a default run is safe for shared environments
 *   --only id,id            only these operation ids
 *   --no-pdf                skip the PDF variants
 *   --lenient               do not report properties the contract does not declare (strict by default)
 *   --accreditation-url URL the address of the accreditation feed (GET /ncqa) when not under the base
 *   --chat-url URL          the address of the chat configuration (GET /chat) when not under the base
 *   --requests FILE         a JSON file of request overrides per operation id:
 *                           {"getPcpProvider": {"query": {"providerId": "P-1"}}, "searchPcpProviders": {"body": {...}}}
 *                           (keys: query, path, body, headers, url, method; a null query value leaves it out)
 * Exits 1 when any call does not match the contract, 2 on bad options.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { listOperations } from './contract/contract';
import { formatResults, outcomeOf, verifyGateway, type RequestOverride } from './contract/verify';

function fail(message: string): never {
  console.error(`${message} See the header of scripts/verify-gateway.ts.`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
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
        'accreditation-url': { type: 'string' },
        'chat-url': { type: 'string' },
        requests: { type: 'string' },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

const baseUrl = values['base-url'];
if (!baseUrl) fail('Missing --base-url (the gateway base address).');
const domainId = Number(values.domain);
if (!Number.isInteger(domainId)) fail(`--domain must be a number, not "${values.domain}".`);
if (!values.token && !(values.username && values.password)) fail('Give --username and --password (or --token).');

const operationIds = new Set(listOperations().map((operation) => operation.operationId));
const only = values.only?.split(',').map((id) => id.trim()).filter(Boolean);
const unknownOnly = only?.filter((id) => !operationIds.has(id)) ?? [];
if (unknownOnly.length > 0) fail(`--only names operations the contract does not have: ${unknownOnly.join(', ')}.`);

function readRequests(file: string): Record<string, RequestOverride> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return fail(`--requests ${file}: ${(error as Error).message}.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) fail(`--requests ${file} must hold an object keyed by operation id.`);
  const known = new Set(['query', 'path', 'body', 'headers', 'url', 'method']);
  for (const [operationId, override] of Object.entries(parsed)) {
    if (!operationIds.has(operationId)) fail(`--requests ${file}: the contract has no operation "${operationId}".`);
    if (typeof override !== 'object' || override === null || Array.isArray(override)) fail(`--requests ${file}: "${operationId}" must be an object.`);
    const extra = Object.keys(override).filter((key) => !known.has(key));
    if (extra.length > 0) fail(`--requests ${file}: "${operationId}" has unknown keys ${extra.join(', ')} (use ${[...known].join(', ')}).`);
  }
  return parsed as Record<string, RequestOverride>;
}

const results = await verifyGateway({
  baseUrl,
  token: values.token,
  credentials: values.username && values.password ? { username: values.username, password: values.password, domainId } : undefined,
  includeWrites: values['include-writes'],
  only,
  includePdf: !values['no-pdf'],
  strict: !values.lenient,
  addresses: {
    ...(values['accreditation-url'] ? { getAccreditationFeed: values['accreditation-url'] } : {}),
    ...(values['chat-url'] ? { getChatConfig: values['chat-url'] } : {}),
  },
  requests: values.requests ? readRequests(values.requests) : undefined,
}).catch((error: unknown) => {
  console.error(`The check stopped: ${(error as Error).message}`);
  process.exit(1);
});

console.log(formatResults(results, { only }));
process.exit(results.some((r) => outcomeOf(r) === 'fail') ? 1 : 0);
