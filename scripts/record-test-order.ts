/**
 * npm run test:record-order: writes how long each test file of the last `npm test` took (Vitest's own record, in
 * node_modules/.vite/vitest) to src/test/test-durations.json, which the repository keeps. Where Vitest has no record
 * of its own (a fresh clone, CI), it starts the longest files first from this one (vite.config.ts), so that both
 * workers end together. Run it after `npm test` when files were added or grew; an old record still orders well.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const cache = 'node_modules/.vite/vitest';
const folders = readdirSync(cache, { withFileTypes: true }).filter((entry) => entry.isDirectory());
if (folders.length === 0) throw new Error(`No record of a test run in ${cache}: run npm test first.`);
const results = JSON.parse(readFileSync(join(cache, folders[0]!.name, 'results.json'), 'utf8')) as {
  results: [string, { duration?: number }][];
};
const durations = Object.fromEntries(
  results.results
    .filter(([file, result]) => /^(unit|module-mocks):/.test(file) && typeof result.duration === 'number')
    .map(([file, result]) => [file, Math.round(result.duration! / 100) * 100] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync('src/test/test-durations.json', `${JSON.stringify(durations, null, 2)}\n`);
console.log(`src/test/test-durations.json: ${Object.keys(durations).length} test files`);
