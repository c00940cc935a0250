import { writeFileSync } from 'node:fs';

import { expect, it } from 'vitest';

import { allFuzzRoutes, type FuzzPlan, type FuzzResult, planCases, renderCase } from './harness';

/**
 * One shard of the contract fuzz (scripts/fuzz/run-fuzz.ts starts the shards and prints the summary): renders its
 * share of the cases one after another in this worker's jsdom and writes the results to the file it was given.
 */

interface ShardOptions extends FuzzPlan {
  readonly shard: number;
  readonly shards: number;
  readonly output: string;
}

const options = JSON.parse(process.env.FUZZ_OPTIONS ?? '{}') as ShardOptions;

it('renders its share of the routes under the generated answers', { timeout: 60 * 60 * 1000 }, async () => {
  allFuzzRoutes();
  const cases = planCases(options).filter((_, index) => index % options.shards === options.shard);
  const results: FuzzResult[] = [];
  for (const fuzzCase of cases) results.push(await renderCase(fuzzCase, options.dump === true));
  writeFileSync(options.output, JSON.stringify(results));
  expect(results).toHaveLength(cases.length);
});
