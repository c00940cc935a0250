/**
 * The size budget of the production build (run after `npm run build`): what a member's browser downloads before
 * the first page shows, gzip-compressed as a static host serves it.
 *
 * - The start-up JavaScript is the entry script of dist/index.html and every chunk it imports statically: what
 *   the sign-in page (the first page of a visit) loads. At most 115 kB: React, React DOM and React Router alone
 *   are about 97 kB of it.
 * - A route chunk is a chunk the start-up code loads on demand for a route (a feature area, the signed-in shell,
 *   the sign-in itself): at most 30 kB each. The libraries they share (React Aria, the forms) are reported, not held.
 * - The start-up CSS is every stylesheet dist/index.html links.
 * - The mock gateway (MSW and the personas) is a chunk of its own that only `"mockGateway": true` loads, so a
 *   production deployment never downloads it: the budget fails if the start-up chunks reach it.
 *
 *   npm run budget                 # checks dist/
 *   npm run budget -- --dist other # checks another build folder
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budgets in kB (1000 bytes), gzip level 9. */
export const BUDGETS = {
  startupJs: 115,
  routeChunk: 30,
  startupCss: 15,
} as const;

/** Modules that only mock mode may load. */
const MOCK_ONLY = [/mockServiceWorker/, /[\\/]msw[\\/]/, /personas/];

interface Asset {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function measure(dist: string, file: string): Asset {
  const content = readFileSync(join(dist, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

/** The chunks a script imports statically (`import ... from "./x.js"` and bare `import "./x.js"`), transitively. */
function staticImports(dist: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(join(dist, file), 'utf8');
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    for (const match of source.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${}\s,*]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      const target = match[1];
      if (target) visit(join(dir, target).replace(/\\/g, '/'));
    }
  };
  visit(entry);
  return [...seen];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function main(): void {
  const dist = argument('dist') ?? 'dist';
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    console.error(`${indexFile} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const html = readFileSync(indexFile, 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((match) => match[1]!);
  // Classic scripts in the page (the first paint's: scripts/prerender-login.ts) load at start-up too.
  const classic = [...html.matchAll(/<script(?![^>]*type="module")[^>]*src="\/([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((match) => match[1]!);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((match) => match[1]!);
  if (entries.length === 0) {
    console.error(`${indexFile} has no module script.`);
    process.exit(1);
  }

  const startupFiles = [...new Set([...entries, ...preloads].flatMap((entry) => staticImports(dist, entry)).concat(classic))];
  const startupJs = startupFiles.map((file) => measure(dist, file));
  const startupCss = styles.map((file) => measure(dist, file));
  const allJs = readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  const onDemand = allJs.filter((file) => !startupFiles.includes(file)).map((file) => measure(dist, file));
  // The chunks the start-up code imports on demand (import("./x.js")), the mock gateway's aside.
  const routeFiles = new Set(
    startupFiles.flatMap((file) =>
      [...readFileSync(join(dist, file), 'utf8').matchAll(/import\(["'`](\.\/[^"'`]+\.js)["'`]\)/g)].map((match) =>
        join(file.slice(0, file.lastIndexOf('/') + 1), match[1]!).replace(/\\/g, '/'),
      ),
    ),
  );
  const isMockOnly = (file: string) =>
    MOCK_ONLY.some((pattern) => pattern.test(file)) || readFileSync(join(dist, file), 'utf8').includes('mockServiceWorker.js');
  const routeChunks = onDemand.filter((asset) => routeFiles.has(asset.file) && !isMockOnly(asset.file));

  const rows: string[][] = [
    ...startupJs.map((asset) => ['start-up JS', asset.file, kb(asset.bytes), kb(asset.gzipBytes)]),
    ...startupCss.map((asset) => ['start-up CSS', asset.file, kb(asset.bytes), kb(asset.gzipBytes)]),
    ...onDemand.map((asset) => [routeChunks.includes(asset) ? 'route chunk' : 'on demand', asset.file, kb(asset.bytes), kb(asset.gzipBytes)]),
  ];
  const widths = [12, Math.max(...rows.map((row) => row[1]!.length), 4), 10, 10];
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ');
  console.log(line(['loaded', 'file', 'size', 'gzip']));
  for (const row of rows) console.log(line(row));

  const failures: string[] = [];
  const jsTotal = startupJs.reduce((sum, asset) => sum + asset.gzipBytes, 0);
  const cssTotal = startupCss.reduce((sum, asset) => sum + asset.gzipBytes, 0);
  console.log(`\nstart-up JS ${kb(jsTotal)} gzip (budget ${BUDGETS.startupJs} kB); start-up CSS ${kb(cssTotal)} gzip (budget ${BUDGETS.startupCss} kB)`);
  if (jsTotal > BUDGETS.startupJs * 1000) failures.push(`start-up JavaScript is ${kb(jsTotal)} gzip, over its ${BUDGETS.startupJs} kB budget`);
  if (cssTotal > BUDGETS.startupCss * 1000) failures.push(`start-up CSS is ${kb(cssTotal)} gzip, over its ${BUDGETS.startupCss} kB budget`);
  const largest = [...routeChunks].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  console.log(`largest route chunk ${largest ? `${largest.file} ${kb(largest.gzipBytes)}` : 'none'} gzip (budget ${BUDGETS.routeChunk} kB each)`);
  for (const asset of routeChunks) {
    if (asset.gzipBytes > BUDGETS.routeChunk * 1000) failures.push(`route chunk ${asset.file} is ${kb(asset.gzipBytes)} gzip, over its ${BUDGETS.routeChunk} kB budget`);
  }
  for (const file of startupFiles) {
    const source = readFileSync(join(dist, file), 'utf8');
    if (MOCK_ONLY.some((pattern) => pattern.test(file)) || source.includes('mockServiceWorker.js')) {
      failures.push(`${relative('.', join(dist, file))} is loaded at start-up but belongs to the mock gateway`);
    }
  }
  if (failures.length > 0) {
    console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('Within budget.');
}

main();
