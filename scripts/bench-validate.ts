/**
 * How long the one HTTP client's answer check takes on the dashboard's answers (docs/decisions/008-answer-validation.md): for every
 * member persona of the mock gateway, the answers of the calls /home and its shell make, checked the way the client
 * checks them (find the operation, pick the media type, run the generated validator). Each answer is checked
 * WARM_UP times, then timed RUNS times one by one; the figures are per answer. A second set checks the same answers
 * with the outermost lists grown to 50 entries (a large family, many programs and limits).
 * Fails (exit 1) when the 95th percentile of either set is over BUDGET_MS.
 *
 *   npm run bench:validate                # default runs
 *   npm run bench:validate -- --runs 500
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';

import { createHandlers } from '../mocks/handlers';
import { households, memberPersonas } from '../mocks/personas';
import { isoDate, today } from '../mocks/personas/dates';
import { gatewayCaller, handlersFetch, type GatewayAnswer } from '../mocks/test-helpers';
import { checkAnswer, findContractOperation } from '../src/shared/lib/http/answer-check';

/** The budget per answer at the 95th percentile. */
export const BUDGET_MS = 2;
const WARM_UP = 20;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
const RUNS = Number(values.runs);

const BASE_URL = 'http://localhost/api';
const gateway = gatewayCaller(BASE_URL, handlersFetch(createHandlers({ baseUrl: BASE_URL })));

/** The reads of the dashboard and its shell (src/features/home, src/app/shell, the /home account sync). */
function dashboardCalls(suffix: number): readonly { path: string; accept?: string }[] {
  return [
    { path: '/account' },
    { path: '/groups' },
    { path: '/group-detail' },
    { path: '/eligibility/family' },
    { path: '/account/preferences' },
    { path: '/account/getEmployeeId' },
    { path: '/pcp/eligibility' },
    { path: '/pcp/members' },
    { path: '/plan-management/details' },
    { path: '/programs/sitecore' },
    { path: '/programs' },
    { path: `/benefits/limits?suffix=${suffix}&asOfDate=${isoDate(today())}` },
    { path: '/idCard/eligible' },
    { path: '/handbook/ooc', accept: 'text/plain' },
    { path: '/pcp/city-of-portland', accept: 'text/plain' },
    { path: '/ebill/hasEbill' },
    { path: '/ebill/showEbillAlert' },
    { path: '/referrals/hasReferrals' },
    { path: '/medicare-materials/eligibility' },
    { path: '/ncqa' },
    { path: '/chat' },
  ];
}

interface Sample {
  readonly label: string;
  readonly path: string;
  readonly answer: GatewayAnswer;
  readonly accept?: string;
}

async function collectAnswers(): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const persona of memberPersonas) {
    const token = await gateway.signIn(persona.username);
    const member = households[persona.householdId]!.members.find((candidate) => candidate.memberKey === persona.memberKey);
    for (const { path, accept } of dashboardCalls(member?.suffix ?? 0)) {
      const answer = await gateway.call('GET', path, { token, accept });
      if (answer.status === 200) samples.push({ label: `${persona.username} GET ${path.split('?')[0]}`, path: path.split('?')[0]!, answer, accept });
    }
  }
  return samples;
}

/**
 * The outermost lists of the value grown to `size` entries (copies of their entries): 50 family members, 50
 * programs, 50 limits. Lists inside their entries keep their size, so that the answer stays a dashboard's answer
 * rather than 50 × 50 × 50 entries.
 */
function grown(value: unknown, size: number): unknown {
  if (Array.isArray(value)) {
    return value.length === 0 ? value : Array.from({ length: size }, (_, index) => value[index % value.length] as unknown);
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, grown(item, size)]));
  }
  return value;
}

async function timeChecks(samples: readonly Sample[]): Promise<{ perAnswer: number[]; worst: { label: string; p95: number }[] }> {
  const perAnswer: number[] = [];
  const worst: { label: string; p95: number }[] = [];
  for (const sample of samples) {
    const check = async () => {
      const operation = findContractOperation('GET', sample.path);
      if (!operation) throw new Error(`${sample.path} is not an operation of the contract`);
      return checkAnswer(operation, { status: sample.answer.status, contentType: sample.answer.contentType, accept: sample.accept ?? 'application/json', body: sample.answer.body });
    };
    const violation = await check();
    if (violation) throw new Error(`${sample.label}: the answer breaks the contract (${violation.rule} at ${violation.jsonPath})`);
    for (let run = 0; run < WARM_UP; run += 1) await check();
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      await check();
      times.push(performance.now() - start);
    }
    perAnswer.push(...times);
    worst.push({ label: sample.label, p95: percentile(times, 95) });
  }
  worst.sort((a, b) => b.p95 - a.p95);
  return { perAnswer, worst: worst.slice(0, 5) };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => `${value.toFixed(3)} ms`;

async function main(): Promise<void> {
  const answers = await collectAnswers();
  const large = answers.map((sample) => ({ ...sample, label: `${sample.label} (lists of 50)`, answer: { ...sample.answer, body: grown(sample.answer.body, 50) } }));
  const sets = [
    { name: `dashboard answers of ${memberPersonas.length} personas`, samples: answers },
    { name: 'the same answers with their lists grown to 50 entries', samples: large },
  ];
  let failed = false;
  console.log(`answer check: ${RUNS} timed runs per answer after ${WARM_UP} warm-up runs (budget: p95 ≤ ${BUDGET_MS} ms per answer)\n`);
  for (const set of sets) {
    const { perAnswer, worst } = await timeChecks(set.samples);
    const p95 = percentile(perAnswer, 95);
    console.log(`${set.name}: ${set.samples.length} answers, ${perAnswer.length} checks`);
    console.log(`  median ${ms(percentile(perAnswer, 50))}, p95 ${ms(p95)}, p99 ${ms(percentile(perAnswer, 99))}, max ${ms(Math.max(...perAnswer))}`);
    console.log(`  slowest answers (p95): ${worst.map((entry) => `${entry.label} ${ms(entry.p95)}`).join('; ')}\n`);
    if (p95 > BUDGET_MS) {
      failed = true;
      console.error(`  over budget: p95 ${ms(p95)} > ${BUDGET_MS} ms`);
    }
  }
  console.log(failed ? 'Over budget.' : 'Within budget.');
  process.exit(failed ? 1 : 0);
}

await main();
