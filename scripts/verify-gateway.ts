/**
 * Checks a gateway against the contract: calls each operation with the contract's example request and
 * validates every answer (status, content type, body) against openapi/gateway.yaml.
 *
 *   npm run contract:verify -- --base-url https://gateway.example/api --username jrivera --password '...' --domain 1
 *   npm run contract:verify -- --base-url http://127.0.0.1:4010 --token <jwt> --include-writes
 *
 * Options:
 *   --base-url URL        the gateway base address (required)
 *   --token JWT           a bearer token; otherwise --username/--password/--domain sign in through POST /token
 *   --include-writes      also call operations that change data (off by default: safe for shared environments)
 *   --only id,id          only these operation ids
 *   --no-pdf              skip the PDF variants
 * Exits 1 when any call does not match the contract.
 */
import { parseArgs } from 'node:util';
import { formatResults, verifyGateway } from './contract/verify';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    token: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    domain: { type: 'string', default: '1' },
    'include-writes': { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-pdf': { type: 'boolean', default: false },
  },
});

const baseUrl = values['base-url'];
if (!baseUrl) {
  console.error('Missing --base-url (the gateway base address). See the header of scripts/verify-gateway.ts.');
  process.exit(2);
}

const results = await verifyGateway({
  baseUrl,
  token: values.token,
  credentials:
    values.username && values.password
      ? { username: values.username, password: values.password, domainId: Number(values.domain) }
      : undefined,
  includeWrites: values['include-writes'],
  only: values.only?.split(',').map((id) => id.trim()),
  includePdf: !values['no-pdf'],
});

console.log(formatResults(results));
process.exit(results.every((r) => r.problems.length === 0) ? 0 : 1);
