/**
 * Prism as a validating proxy for the backend team: every call goes on to their gateway, and every request and
 * answer that breaks the contract (openapi/gateway.yaml) is reported, as it happens and in a summary per operation
 * when the proxy stops. By default the portal's dev server runs in front of it (the mock gateway off), so the team
 * uses the real portal against their gateway and sees each violation it meets.
 *
 *   npm run contract:proxy -- --upstream https://gateway.test.example/api
 *   npm run contract:proxy -- --upstream http://127.0.0.1:4020/api --port 4751 --prism-port 4750 --brand 2
 *   npm run contract:proxy -- --upstream https://gateway.test.example/api --no-portal --port 4752   # any client
 *
 * See docs/contract-checks.md, "Running the portal against your gateway". Ctrl+C (SIGINT) or SIGTERM stops it and prints the summary;
 * it exits 1 when any answer broke the contract.
 */
import { createServer } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';

import { portOption, readOptions, stopOnSignals, usageError } from './cli';
import { listOperations, loadContract } from './contract/contract';
import { startPrism } from './contract/prism';
import { createGatewayProxy, type ViolationReport } from './dev-prism/gateway-proxy';
import { tokenOperations } from './dev-prism/preferences';
import { GATEWAY_BASE, startPortalOnPrism } from './dev-prism/start';
import { ViolationLog } from './dev-prism/violation-log';

const USAGE = `Usage: npm run contract:proxy -- --upstream URL [options]

Runs Prism as a validating proxy in front of the gateway at URL (its base address, e.g.
https://gateway.test.example/api) and the portal's dev server in front of Prism. Use the portal as a member
would: every request and answer that breaks openapi/gateway.yaml is printed with its operation, and a summary
per operation is printed when the proxy stops (exit 1 when any answer broke the contract).

Options:
  --upstream URL   the gateway's base address (required)
  --port N         the portal's dev server port (default 5173); with --no-portal, the proxy's port (default 4010)
  --prism-port N   Prism's port (default 4010, or 4011 with --no-portal)
  --host H         the address they listen on (default 127.0.0.1)
  --brand N        the brand (domain id 1, 2 or 5) of the portal's /config.json (default 1)
  --config FILE    a runtime configuration (config.json) for the portal instead of the local one; its gateway
                   address is replaced by the proxy's and the mock gateway is off
  --no-portal      only the proxy: point any client (curl, a deployed portal's gatewayBaseUrl) at
                   http://HOST:PORT, which forwards to URL and reports what breaks the contract
  --report FILE    also write the summary to FILE when the proxy stops
  --help           this text
`;

function fail(message: string): never {
  return usageError(message, USAGE);
}

function startFailed(error: unknown): never {
  console.error(`contract:proxy did not start: ${(error as Error).message}`);
  process.exit(1);
}

const values = readOptions(
  {
    upstream: { type: 'string' },
    port: { type: 'string' },
    'prism-port': { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    brand: { type: 'string', default: '1' },
    config: { type: 'string' },
    'no-portal': { type: 'boolean', default: false },
    report: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
  USAGE,
);

if (!values.upstream) fail('Missing --upstream (the base address of the gateway to check).');
let upstream: URL;
try {
  upstream = new URL(values.upstream);
} catch {
  fail(`--upstream must be an http(s) address, not "${values.upstream}".`);
}
if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:') fail(`--upstream must be an http(s) address, not "${values.upstream}".`);

const withPortal = !values['no-portal'];
const port = portOption('port', values.port ?? (withPortal ? '5173' : '4010'), USAGE);
const prismPort = portOption('prism-port', values['prism-port'] ?? (withPortal ? '4010' : '4011'), USAGE);
if (port === prismPort) fail('--port and --prism-port must differ.');
const domainId = Number(values.brand);
if (![1, 2, 5].includes(domainId)) fail(`--brand must be 1, 2 or 5, not "${values.brand}".`);
let config: Record<string, unknown> | undefined;
if (values.config) {
  try {
    config = JSON.parse(readFileSync(values.config, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    fail(`--config ${values.config}: ${(error as Error).message}`);
  }
}

const log = new ViolationLog();
const onAnswer = (report: ViolationReport) => {
  const line = log.record(report);
  if (line) console.log(line);
};
const upstreamAddress = values.upstream.replace(/\/+$/, '');

let stopAll: () => Promise<void>;
if (withPortal) {
  const portal = await startPortalOnPrism({
    port,
    host: values.host,
    prismPort,
    mode: 'proxy',
    upstream: upstreamAddress,
    domainId,
    config,
    onAnswer,
  }).catch(startFailed);
  stopAll = portal.stop;
  console.log(`\nThe portal on ${upstreamAddress}, through Prism's validating proxy: ${portal.url}  (brand ${domainId}; Ctrl+C stops it)`);
  console.log(`Prism (proxy mode) at ${portal.prism.baseUrl}; the portal's gateway calls go ${portal.url}${GATEWAY_BASE} → Prism → ${upstreamAddress}`);
} else {
  const document = loadContract();
  const operations = listOperations(document);
  const prism = await startPrism(prismPort, values.host, { mode: 'proxy', upstream: upstreamAddress }).catch(startFailed);
  const forward = createGatewayProxy({ base: '', target: prism.baseUrl, operations, dynamic: false, tokenOperations: tokenOperations(operations, document), preferences: false, onAnswer });
  const server = createServer((request, response) =>
    forward(request, response, () => {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not a gateway address');
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, values.host, () => resolve());
  }).catch(async (error: unknown) => {
    await prism.stop();
    startFailed(error);
  });
  stopAll = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await prism.stop();
  };
  console.log(`\nThe validating proxy for ${upstreamAddress}: http://${values.host}:${port}  (Ctrl+C stops it)`);
  console.log(`Point a client at it as the gateway base address, e.g. curl http://${values.host}:${port}/account -H 'Authorization: Bearer ...'`);
}
console.log('Every request and answer that breaks the contract is printed below; the summary follows when it stops.\n');

stopOnSignals(
  'the proxy',
  async () => {
    const summary = log.summary();
    console.log(`\n${summary}`);
    if (values.report) writeFileSync(values.report, `${summary}\n`);
    await stopAll();
  },
  () => (log.failed ? 1 : 0),
);
