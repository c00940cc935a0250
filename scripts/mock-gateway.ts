/**
 * The portal's mock gateway over plain HTTP, for any HTTP client (curl, Postman, a front end on another origin).
 *
 *   npm run mock:gateway                       # http://127.0.0.1:4020/api
 *   npm run mock:gateway -- --port 4100 --base /gateway --host 0.0.0.0
 *
 * Sign in with POST /token {"username": "rivera", "password": "Portal#2026", "domainId": 1} and send the token as
 * "Authorization: Bearer <token>". The personas are listed at start-up and in docs/personas.md. State lives in
 * memory until the server stops. Ctrl+C (SIGINT) or SIGTERM stops it.
 */
import { DEMO_PASSWORD, personaCatalogue } from '../mocks/personas';
import { startMockGatewayServer } from '../mocks/server';

import { readOptions, stopOnSignals, usageError } from './cli';

const USAGE = `Usage: npm run mock:gateway -- [options]

Serves the portal's mock gateway (the personas of docs/personas.md) over plain HTTP, with state in memory until
it stops.

Options:
  --port N     the port (default 4020; 0 picks a free one)
  --base PATH  the gateway base path (default /api)
  --host H     the address it listens on (default 127.0.0.1; 0.0.0.0 for other machines)
  --help       this text`;

const values = readOptions(
  {
    port: { type: 'string', default: '4020' },
    base: { type: 'string', default: '/api' },
    host: { type: 'string', default: '127.0.0.1' },
    help: { type: 'boolean', default: false },
  },
  USAGE,
);

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) usageError(`--port must be a port number (0 to 65535), not "${values.port}".`, USAGE);

const gateway = await startMockGatewayServer({ port, base: values.base, host: values.host });

const rows = personaCatalogue.map((persona) => [persona.username, String(persona.domainId), persona.landsOn, persona.label]);
const header = ['username', 'brand', 'login lands on', 'who'];
const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => (row[index] ?? '').length)));
const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ').trimEnd();

console.log(`Mock gateway at ${gateway.baseUrl}  (Ctrl+C stops it)`);
console.log(`Every persona signs in with the password ${DEMO_PASSWORD} on its brand (domainId):\n`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(`\ncurl -s -X POST ${gateway.baseUrl}/token -H 'Content-Type: application/json' -d '{"username":"rivera","password":"${DEMO_PASSWORD}","domainId":1}'`);

stopOnSignals('the mock gateway', gateway.stop);
