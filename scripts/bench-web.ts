/**
 * The web benchmark: how the production build loads on a slow phone, page by page.
 *
 *   npm run build && npm run bench:web                 # 5 runs of each page, prints the table, writes reports/bench-web.json
 *   npm run bench:web -- --runs 3 --check              # fails when a checked figure is over its limit (CI)
 *   npm run bench:web -- --readme                      # also writes the table into docs/speed.md
 *   npm run bench:web -- --dist other                  # another build folder
 *
 * Each run opens a fresh browser context in Debian's Chromium (Playwright, the Chrome DevTools Protocol) with the
 * CPU slowed down 4 times, against dist/ served from memory with gzip, its production configuration pointing at
 * the portal's mock gateway over HTTP (the same handlers as `npm run mock:gateway`) under /api on the same origin,
 * each of its answers 150 ms late (a phone's round trip; --latency).
 * Figures are the median of the runs:
 *
 * - first-load bytes: JavaScript, and everything, as transferred (gzip) until the page is quiet;
 * - FCP, LCP: first and largest contentful paint; CLS: cumulative layout shift (session windows, as Chromium);
 * - TBT: total blocking time, the part over 50 ms of every long task after the first contentful paint;
 * - waves: the gateway calls' request waves, a call's wave being one more than the latest wave of the calls that
 *   had finished before it started (calls started together are one wave; one that waits for an answer is the next),
 *   counted on one more run whose gateway answers 1 s late (--wave-latency), so that the page's own work between
 *   the calls of one wave never looks like waiting for an answer;
 * - duplicate GETs: gateway GETs asked again with the same address during the page view.
 *
 * Pages: /login (signed out), /home, /benefits/medical and /find-care/primary-care (a fresh load with Jordan
 * Rivera's session), and "sign-in → /home": the login form submitted on /login until the dashboard shows, whose
 * waves are counted after the token's answer (post-login routing's reads, then the dashboard's).
 *
 * Checked (--check): no duplicate GET on any page; /home CLS and the sign-in's CLS ≤ 0.02; the sign-in's waves
 * after the token ≤ 2. Bytes are held by `npm run budget`; times are reported only.
 */
import { mkdirSync, readFileSync, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

import { chromiumArgs, chromiumExecutablePath } from '../e2e/support/chromium';
import { DEMO_PASSWORD } from '../mocks/personas';
import { createMockGatewayMiddleware } from '../mocks/server';

/** The limits --check holds. */
export const BENCH_LIMITS = {
  homeCls: 0.02,
  signInWavesAfterToken: 2,
  duplicateGets: 0,
} as const;

const CPU_SLOWDOWN = 4;
const TOKEN_KEY = 'local_mdtoken';
const MEMBER = 'rivera';

interface Scenario {
  readonly name: string;
  readonly path: string;
  readonly signedIn: boolean;
  /** What shows once the page has loaded. */
  readonly ready: (page: Page) => Promise<void>;
  /** The sign-in: fill the form and submit, then wait for the dashboard. */
  readonly flow?: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 60_000 });

const SCENARIOS: readonly Scenario[] = [
  { name: '/login', path: '/login', signedIn: false, ready: (page) => heading(page, 'Log in to your Member Dashboard') },
  { name: '/home', path: '/home', signedIn: true, ready: (page) => heading(page, /^Welcome, /) },
  { name: '/benefits/medical', path: '/benefits/medical', signedIn: true, ready: (page) => heading(page, /Medical/) },
  { name: '/find-care/primary-care', path: '/find-care/primary-care', signedIn: true, ready: (page) => heading(page, /Primary care/i) },
  {
    name: 'sign-in → /home',
    path: '/login',
    signedIn: false,
    ready: (page) => heading(page, 'Log in to your Member Dashboard'),
    flow: async (page) => {
      await page.getByLabel('Username', { exact: true }).fill(MEMBER);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await heading(page, /^Welcome, /);
    },
  },
];

export interface RunFigures {
  readonly jsBytes: number;
  readonly totalBytes: number;
  readonly fcpMs: number | null;
  readonly lcpMs: number | null;
  readonly cls: number;
  readonly tbtMs: number;
  readonly longestTaskMs: number;
  readonly requests: number;
  readonly waves: number;
  readonly duplicateGets: number;
  readonly duplicates: string[];
  /** The gateway calls, in the JSON file: method and address, start and end (ms from the first), wave. */
  readonly calls?: string[];
  /** The layout shifts, in the JSON file: when, how much, and the elements that moved. */
  readonly shifts?: string[];
}

// ------------------------------------------------------------------------------------------------ the server

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.svg']);

interface Served {
  readonly body: Buffer;
  readonly gzip: Buffer | null;
  readonly type: string;
}

function readDist(dist: string): Map<string, Served> {
  const files = new Map<string, Served>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const body = readFileSync(path);
        const ext = extname(name);
        const url = `/${path.slice(dist.length + 1).split('\\').join('/')}`;
        files.set(url, { body, gzip: COMPRESSED.has(ext) ? gzipSync(body, { level: 9 }) : null, type: CONTENT_TYPES[ext] ?? 'application/octet-stream' });
      }
    }
  };
  walk(dist);
  return files;
}

function send(request: IncomingMessage, response: ServerResponse, file: Served, cache: string): void {
  const gzip = file.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  response.writeHead(200, {
    'Content-Type': file.type,
    'Cache-Control': cache,
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  response.end(gzip ? file.gzip : file.body);
}

/** dist/ with its production configuration, and the mock gateway under /api on the same origin. */
interface BenchServer {
  readonly origin: string;
  /** How late the gateway answers, from now on. */
  setLatency(ms: number): void;
  stop(): Promise<void>;
}

async function startServer(dist: string): Promise<BenchServer> {
  let latencyMs = 0;
  const files = readDist(dist);
  const index = files.get('/index.html');
  if (!index) throw new Error(`${dist}/index.html is missing: run \`npm run build\` first.`);
  const template = JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8')) as Record<string, unknown>;
  const gateway = createMockGatewayMiddleware({ base: '/api', cors: false });
  let origin = '';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname;
    if (path === '/api' || path.startsWith('/api/')) {
      // A phone's round trip to the gateway: calls that wait for another's answer show as a later wave.
      setTimeout(() => gateway(request, response), latencyMs);
      return;
    }
    if (path === '/config.json') {
      const config = { ...template, gatewayBaseUrl: '/api', mockGateway: false, accreditationFeedUrl: `${origin}/api/ncqa`, chatConfigUrl: '/api/chat' };
      const body = Buffer.from(JSON.stringify(config));
      send(request, response, { body, gzip: gzipSync(body), type: CONTENT_TYPES['.json']! }, 'no-cache');
      return;
    }
    const file = files.get(path);
    if (file) {
      send(request, response, file, path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      return;
    }
    if (extname(path) !== '') {
      response.writeHead(404).end();
      return;
    }
    send(request, response, index, 'no-cache');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    setLatency: (ms) => {
      latencyMs = ms;
    },
    stop: () => new Promise((done) => server.close(() => done())),
  };
}

// ------------------------------------------------------------------------------------------------ one run

/**
 * Collects paint, layout-shift and long-task entries in the page from its first script on. A string, not a
 * function: the TypeScript runner adds helpers to functions that do not exist in the page.
 */
const OBSERVE_PERFORMANCE = `(() => {
  const store = { fcp: null, lcp: null, shifts: [], tasks: [] };
  window.__bench = store;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {}
  };
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') store.fcp = entry.startTime; });
  observe('largest-contentful-paint', (entry) => { store.lcp = entry.startTime; });
  const describe = (node) => node && node.nodeType === 1 ? node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).join('.') : '') : String(node && node.nodeName);
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) store.shifts.push({ t: entry.startTime, v: entry.value, by: (entry.sources || []).map((source) => describe(source.node)) });
  });
  observe('longtask', (entry) => store.tasks.push({ t: entry.startTime, d: entry.duration }));
})();`;

/** Chromium's CLS: the largest session window (shifts less than 1 s apart, at most 5 s long). */
export function cumulativeLayoutShift(shifts: readonly { t: number; v: number }[]): number {
  let best = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const { t, v } of [...shifts].sort((a, b) => a.t - b.t)) {
    if (t - last > 1000 || t - start > 5000) {
      current = 0;
      start = t;
    }
    current += v;
    last = t;
    best = Math.max(best, current);
  }
  return best;
}

interface NetworkEntry {
  readonly id: string;
  readonly url: string;
  readonly method: string;
  readonly type: string;
  readonly start: number;
  end: number | null;
  bytes: number;
}

function recordNetwork(cdp: CDPSession): () => NetworkEntry[] {
  const entries = new Map<string, NetworkEntry>();
  cdp.on('Network.requestWillBeSent', (event) => {
    entries.set(event.requestId, { id: event.requestId, url: event.request.url, method: event.request.method, type: event.type ?? 'Other', start: event.timestamp, end: null, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = entries.get(event.requestId);
    if (entry) {
      entry.end = event.timestamp;
      entry.bytes = event.encodedDataLength;
    }
  });
  cdp.on('Network.loadingFailed', (event) => {
    const entry = entries.get(event.requestId);
    if (entry) entry.end = event.timestamp;
  });
  return () => [...entries.values()];
}

/** Each call's wave: one more than the latest wave among the calls that had finished before it started. */
export function requestWaves(calls: readonly { start: number; end: number | null }[]): number[] {
  const order = calls.map((call, index) => ({ ...call, index })).sort((a, b) => a.start - b.start);
  const waves = new Array<number>(calls.length).fill(0);
  for (const call of order) {
    const before = order.filter((other) => other.end !== null && other.end <= call.start);
    waves[call.index] = 1 + Math.max(0, ...before.map((other) => waves[other.index]!));
  }
  return waves;
}

async function waitUntilQuiet(page: Page, network: () => NetworkEntry[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  let seen = -1;
  while (Date.now() < deadline) {
    const pending = network().filter((entry) => entry.end === null).length;
    const tasks = await page.evaluate(() => (window as unknown as { __bench: { tasks: unknown[] } }).__bench.tasks.length);
    const activity = network().length + tasks;
    if (pending > 0 || activity !== seen) {
      seen = activity;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= 2_000) {
      return;
    }
    await page.waitForTimeout(200);
  }
}

async function sessionToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: MEMBER, password: DEMO_PASSWORD, domainId: 1 }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`POST /api/token for ${MEMBER} answered ${response.status}`);
  return body.token;
}

async function runOnce(browser: Browser, origin: string, scenario: Scenario): Promise<RunFigures> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  try {
    if (scenario.signedIn) {
      const token = await sessionToken(origin);
      await context.addInitScript({ content: `localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)});` });
    }
    await context.addInitScript({ content: OBSERVE_PERFORMANCE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const network = recordNetwork(cdp);

    await page.goto(`${origin}${scenario.path}`);
    await scenario.ready(page);
    let afterToken = 0;
    if (scenario.flow) {
      await waitUntilQuiet(page, network);
      await scenario.flow(page);
      const token = network().find((entry) => entry.method === 'POST' && new URL(entry.url).pathname === '/api/token');
      afterToken = token?.end ?? 0;
    }
    await waitUntilQuiet(page, network);

    const store = await page.evaluate(() => (window as unknown as { __bench: { fcp: number | null; lcp: number | null; shifts: { t: number; v: number; by: string[] }[]; tasks: { t: number; d: number }[] } }).__bench);
    const all = network();
    const gatewayCalls = all.filter((entry) => {
      const url = new URL(entry.url);
      return url.origin === origin && url.pathname.startsWith('/api/') && entry.method !== 'OPTIONS' && (!scenario.flow || entry.start >= afterToken);
    });
    const waves = requestWaves(gatewayCalls);
    const gets = gatewayCalls.filter((entry) => entry.method === 'GET').map((entry) => entry.url);
    const duplicates = [...new Set(gets.filter((url, index) => gets.indexOf(url) !== index))].map((url) => new URL(url).pathname + new URL(url).search);
    const fcp = store.fcp ?? 0;
    const blocking = store.tasks.filter((task) => task.t >= fcp);
    return {
      jsBytes: all.filter((entry) => entry.type === 'Script').reduce((sum, entry) => sum + entry.bytes, 0),
      totalBytes: all.reduce((sum, entry) => sum + entry.bytes, 0),
      fcpMs: store.fcp,
      lcpMs: store.lcp,
      cls: cumulativeLayoutShift(store.shifts),
      tbtMs: blocking.reduce((sum, task) => sum + Math.max(0, task.d - 50), 0),
      longestTaskMs: Math.max(0, ...store.tasks.map((task) => task.d)),
      requests: gatewayCalls.length,
      waves: Math.max(0, ...waves),
      duplicateGets: duplicates.length,
      duplicates,
      shifts: store.shifts.map((shift) => `${Math.round(shift.t)} ms ${shift.v.toFixed(4)} ${shift.by.join(' ')}`),
      calls: gatewayCalls.map((call, index) => {
        const first = Math.min(...gatewayCalls.map((entry) => entry.start));
        const url = new URL(call.url);
        const at = (time: number | null) => (time === null ? '-' : String(Math.round((time - first) * 1000)));
        return `wave ${waves[index]} ${at(call.start)}-${at(call.end)} ms ${call.method} ${url.pathname}${url.search}`;
      }),
    };
  } finally {
    await context.close();
  }
}

// ------------------------------------------------------------------------------------------------ the report

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Summary = Omit<RunFigures, 'duplicates' | 'fcpMs' | 'lcpMs' | 'calls' | 'shifts'> & { fcpMs: number | null; lcpMs: number | null; duplicates: string[] };

function summarise(runs: readonly RunFigures[]): Summary {
  const pick = (key: keyof RunFigures) => median(runs.map((run) => Number(run[key] ?? 0)));
  const maybe = (key: 'fcpMs' | 'lcpMs') => (runs.every((run) => run[key] === null) ? null : pick(key));
  return {
    jsBytes: pick('jsBytes'),
    totalBytes: pick('totalBytes'),
    fcpMs: maybe('fcpMs'),
    lcpMs: maybe('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    longestTaskMs: pick('longestTaskMs'),
    requests: pick('requests'),
    waves: pick('waves'),
    // Any run with a duplicate counts: a duplicate is a defect, not noise.
    duplicateGets: Math.max(...runs.map((run) => run.duplicateGets)),
    duplicates: [...new Set(runs.flatMap((run) => run.duplicates))],
  };
}

function duplicatesOf(runs: readonly RunFigures[]): Pick<Summary, 'duplicateGets' | 'duplicates'> {
  const duplicates = [...new Set(runs.flatMap((run) => run.duplicates))];
  return { duplicateGets: Math.max(...runs.map((run) => run.duplicateGets)), duplicates };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);

export function renderBenchTable(results: Record<string, Summary>, runs: number, latencyMs: number, waveLatencyMs: number): string {
  const header = ['page', 'JS (gzip)', 'all bytes', 'FCP', 'LCP', 'CLS', 'TBT', 'longest task', 'gateway calls', 'waves', 'duplicate GETs'];
  const rows = Object.entries(results).map(([name, figures]) => [
    name,
    kb(figures.jsBytes),
    kb(figures.totalBytes),
    ms(figures.fcpMs),
    ms(figures.lcpMs),
    figures.cls.toFixed(3),
    ms(figures.tbtMs),
    ms(figures.longestTaskMs),
    String(figures.requests),
    String(figures.waves),
    String(figures.duplicateGets),
  ]);
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)];
  return `${lines.join('\n')}\n\nMedian of ${runs} runs, Chromium with the CPU slowed down ${CPU_SLOWDOWN}×, a 412×823 phone viewport, no cache, ${latencyMs} ms per gateway call; ` +
    `gateway calls and waves from one more run with ${waveLatencyMs} ms per call. ` +
    'The sign-in\'s bytes and times cover the whole flow from opening /login, its calls and waves those after the token.';
}

export function benchFailures(results: Record<string, Summary>): string[] {
  const failures: string[] = [];
  for (const [name, figures] of Object.entries(results)) {
    if (figures.duplicateGets > BENCH_LIMITS.duplicateGets) failures.push(`${name}: duplicate GETs ${figures.duplicates.join(', ')}`);
  }
  for (const name of ['/home', 'sign-in → /home']) {
    const cls = results[name]?.cls;
    if (cls !== undefined && cls > BENCH_LIMITS.homeCls) failures.push(`${name}: CLS ${cls.toFixed(3)} is over ${BENCH_LIMITS.homeCls}`);
  }
  const waves = results['sign-in → /home']?.waves;
  if (waves !== undefined && waves > BENCH_LIMITS.signInWavesAfterToken) {
    failures.push(`sign-in → /home: the dashboard's reads take ${waves} waves after the token, over ${BENCH_LIMITS.signInWavesAfterToken}`);
  }
  return failures;
}

/** The page of the docs that shows the latest table, between these markers (`--readme` writes it there). */
const TABLE_FILE = 'docs/speed.md';
const TABLE_START = '<!-- bench-web:start (npm run bench:web -- --readme) -->';
const TABLE_END = '<!-- bench-web:end -->';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      dist: { type: 'string', default: 'dist' },
      out: { type: 'string', default: 'reports/bench-web.json' },
      check: { type: 'boolean', default: false },
      readme: { type: 'boolean', default: false },
      only: { type: 'string' },
      latency: { type: 'string', default: '150' },
      'wave-latency': { type: 'string', default: '1000' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of runs, not ${values.runs}`);
  const dist = resolve(values.dist);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run \`npm run build\` first.`);

  const latencyMs = Number(values.latency);
  const waveLatencyMs = Number(values['wave-latency']);
  for (const [name, value] of [['latency', latencyMs], ['wave-latency', waveLatencyMs]] as const) {
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be milliseconds, not ${String(value)}`);
  }
  const server = await startServer(dist);
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs(false, '127.0.0.1') });
  const results: Record<string, Summary> = {};
  const raw: Record<string, RunFigures[]> = {};
  try {
    for (const scenario of SCENARIOS.filter((entry) => !values.only || entry.name === values.only)) {
      raw[scenario.name] = [];
      server.setLatency(latencyMs);
      for (let run = 1; run <= runs; run += 1) {
        raw[scenario.name]!.push(await runOnce(browser, server.origin, scenario));
        process.stdout.write(`\r${scenario.name}: run ${run} of ${runs}   `);
      }
      // The waves are counted on a run whose gateway answers very late: the page's own work between two calls of
      // one wave (a slow phone issuing a dozen calls) then never outlasts an answer.
      server.setLatency(waveLatencyMs);
      const waveRun = await runOnce(browser, server.origin, scenario);
      raw[`${scenario.name} (waves)`] = [waveRun];
      process.stdout.write('\n');
      results[scenario.name] = { ...summarise([...raw[scenario.name]!]), waves: waveRun.waves, requests: waveRun.requests, ...duplicatesOf([...raw[scenario.name]!, waveRun]) };
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const table = renderBenchTable(results, runs, latencyMs, waveLatencyMs);
  console.log(`\n${table}\n`);
  mkdirSync(resolve(values.out, '..'), { recursive: true });
  writeFileSync(values.out, `${JSON.stringify({ date: new Date().toISOString(), runs, cpuSlowdown: CPU_SLOWDOWN, results, raw }, null, 2)}\n`);
  console.log(`Written to ${values.out}`);
  if (values.readme) {
    const page = readFileSync(TABLE_FILE, 'utf8');
    const start = page.indexOf(TABLE_START);
    const end = page.indexOf(TABLE_END);
    if (start < 0 || end < start) throw new Error(`${TABLE_FILE} has no ${TABLE_START} ... ${TABLE_END} section`);
    writeFileSync(TABLE_FILE, `${page.slice(0, start + TABLE_START.length)}\n${table}\n${page.slice(end)}`);
    console.log(`${TABLE_FILE} updated.`);
  }
  if (values.check) {
    const failures = benchFailures(results);
    if (failures.length > 0) {
      console.error(`\nOver the limits:\n- ${failures.join('\n- ')}`);
      process.exit(1);
    }
    console.log('Within the limits (CLS, waves, duplicate GETs).');
  }
}

await main();
