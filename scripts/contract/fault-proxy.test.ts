// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../mocks/personas';
import { startMockGatewayServer, type MockGatewayHttpServer } from '../../mocks/server';

import { GATEWAY_FAULTS, SLOW_ANSWER_MS, startFaultProxy, type FaultProxy } from './fault-proxy';
import { runVerifyCommand } from './verify-command';

/**
 * The contract verifier (`npm run contract:verify`) against a gateway with one fault at a time: the portal's mock
 * gateway (which honours the contract) behind a proxy that breaks one operation (fault-proxy.ts). Every fault
 * must make the command exit 1 with a failing row of the broken operation that says what is wrong.
 */

const ROOT = resolve(import.meta.dirname, '../..');
/** The verifier's time-out in these runs: shorter than the slow fault's delay, far longer than a mock answer. */
const TIMEOUT_SECONDS = 1.5;

let gateway: MockGatewayHttpServer;
let proxy: FaultProxy;

beforeAll(async () => {
  gateway = await startMockGatewayServer({ port: 0 });
  proxy = await startFaultProxy(gateway.baseUrl);
});

afterAll(async () => {
  await proxy?.stop();
  await gateway?.stop();
});

async function verify(only: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const io = { out: (text: string) => lines.push(text), err: (text: string) => lines.push(text) };
  const args = ['--base-url', proxy.baseUrl, '--username', 'rivera', '--password', DEMO_PASSWORD, '--domain', '1', '--timeout', String(TIMEOUT_SECONDS), '--only', only.join(',')];
  const code = await runVerifyCommand(args, io);
  return { code, output: lines.join('\n') };
}

const failingRows = (output: string, operationId: string) =>
  output.split('\n').filter((line) => new RegExp(`^FAIL +${operationId} `).test(line));

describe('contract:verify against a gateway with one fault', () => {
  it('has at least 26 faults, each on its own operation and problem', () => {
    expect(GATEWAY_FAULTS.length).toBeGreaterThanOrEqual(26);
    expect(new Set(GATEWAY_FAULTS.map((fault) => fault.name)).size).toBe(GATEWAY_FAULTS.length);
    expect(SLOW_ANSWER_MS).toBeGreaterThan(TIMEOUT_SECONDS * 1000);
  });

  it('passes the same gateway through the proxy with no fault (no false alarm)', async () => {
    proxy.fault = undefined;
    const operations = [...new Set(GATEWAY_FAULTS.map((fault) => fault.operationId))];
    const { code, output } = await verify(operations);
    expect(output.split('\n').filter((line) => line.startsWith('FAIL')), output).toEqual([]);
    expect(code).toBe(0);
  }, 60_000);

  it.each(GATEWAY_FAULTS.map((fault) => [fault.name, fault] as const))('catches %s', async (_name, fault) => {
    proxy.fault = fault;
    try {
      const { code, output } = await verify([fault.operationId]);
      expect(code, output).toBe(1);
      const rows = failingRows(output, fault.operationId);
      expect(rows.length, output).toBeGreaterThan(0);
      expect(rows.join('\n'), output).toMatch(fault.expected);
    } finally {
      proxy.fault = undefined;
    }
  }, 30_000);
});

describe('the contract:verify process', () => {
  // The exit codes of the other cases are runVerifyCommand's, tested in-process above and in verify.test.ts.
  it('prints its usage and exits 0 for --help', () => {
    const result = spawnSync(resolve(ROOT, 'node_modules/.bin/tsx'), ['scripts/verify-gateway.ts', '--help'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run contract:verify/);
  }, 60_000);
});
