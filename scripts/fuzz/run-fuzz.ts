import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import type { FuzzResult } from './harness';

/**
 * npm run test:fuzz: the contract fuzz. Renders every route of the route table, for each brand, with the gateway
 * answered by orval's generated Faker handlers under seeded random data and by the schema walker's edge variants,
 * and checks each render (scripts/fuzz/oracle.ts). The renders are split over worker processes (one jsdom each,
 * reused across its renders); the last line reads `fuzz: N renders, M failed`.
 *
 *   npm run test:fuzz                                  the whole fuzz (Faker base seed 1, 2 Faker renders per route and brand)
 *   npm run test:fuzz -- --seed S --route R            replays the Faker render of seed S on route R (and R's edge variants)
 *   npm run test:fuzz -- --route R --brand 5 --variant strings-0    one route, brand and variant
 *   --dump  prints each page's text;  --samples K  Faker renders per route and brand;  --shards N  worker processes (default: the cores, at most 2)
 */

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    route: { type: 'string' },
    brand: { type: 'string' },
    variant: { type: 'string' },
    samples: { type: 'string', default: '2' },
    shards: { type: 'string' },
    dump: { type: 'boolean', default: false },
  },
});

const replay = values.seed !== undefined && values.route !== undefined;
const shards = Number(values.shards ?? Math.min(2, availableParallelism()));
const dir = mkdtempSync(join(tmpdir(), 'contract-fuzz-'));
const plan = {
  seed: Number(values.seed ?? 1),
  samples: Number(values.samples),
  exactSeed: replay,
  dump: values.dump,
  ...(values.route !== undefined ? { route: values.route } : {}),
  ...(values.brand !== undefined ? { brand: Number(values.brand) } : {}),
  ...(values.variant !== undefined ? { variant: values.variant } : {}),
};

function runShard(shard: number): Promise<{ code: number | null; log: string; output: string }> {
  const output = join(dir, `shard-${shard}.json`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--configLoader', 'runner', '--config', 'scripts/fuzz/vitest.fuzz.config.ts'],
      { env: { ...process.env, FUZZ_OPTIONS: JSON.stringify({ ...plan, shard, shards, output }) }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('close', (code) => resolve({ code, log, output }));
  });
}

const started = Date.now();
const runs = await Promise.all(Array.from({ length: shards }, (_, shard) => runShard(shard)));
const results: FuzzResult[] = [];
const cpuByWorker: number[] = [];
let broken = false;
for (const run of runs) {
  try {
    const shardResults = JSON.parse(readFileSync(run.output, 'utf8')) as FuzzResult[];
    results.push(...shardResults);
    cpuByWorker.push(shardResults.reduce((sum, result) => sum + result.cpuMs, 0) / 1000);
  } catch {
    broken = true;
    console.error(`A fuzz worker ended without results (exit ${run.code}):\n${run.log.slice(-8000)}`);
  }
}
rmSync(dir, { recursive: true, force: true });

const failed = results.filter((result) => result.problems.length > 0);
for (const result of failed) {
  console.log(`\nFAILED route ${result.route} brand ${result.brand} variant ${result.variant}${result.seed !== null ? ` seed ${result.seed}` : ''} (opened ${result.opened})`);
  for (const problem of result.problems) console.log(`  - ${problem}`);
  const replayArgs = result.seed !== null ? `--seed ${result.seed} --route ${result.route}` : `--route ${result.route} --variant ${result.variant}`;
  console.log(`  replay: npm run test:fuzz -- ${replayArgs} --brand ${result.brand}`);
}

if (values.dump) {
  for (const result of results) console.log(`\n--- ${result.route} brand ${result.brand} ${result.variant} (${result.opened})\n${result.text ?? ''}`);
}

const seconds = (Date.now() - started) / 1000;
const times = results.map((result) => result.ms).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
console.log(
  `\n${shards} worker(s), ${seconds.toFixed(0)} s in all, median render ${median} ms, slowest ${times[times.length - 1] ?? 0} ms; ` +
    `CPU time of the renders ${cpuByWorker.map((cpu) => `${cpu.toFixed(0)} s`).join(' + ')} (the busiest worker's is the run's length on a machine doing nothing else, plus start-up)`,
);
console.log(`fuzz: ${results.length} renders, ${failed.length} failed`);
process.exit(failed.length > 0 || broken || results.length === 0 ? 1 : 0);
