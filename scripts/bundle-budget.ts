/**
 * The size budget of the production build (`dist/`, run after `npm run build`; never the demo build, which carries
 * the mock gateway): what a member's browser downloads before the first page shows, gzip-compressed as a static
 * host serves it.
 *
 * - The start-up JavaScript is the entry script of dist/index.html and every chunk it imports statically: what
 *   the sign-in page (the first page of a visit) loads. At most 115 kB: React, React DOM and React Router alone
 *   are about 97 kB of it.
 * - A route chunk is a chunk the start-up code loads on demand for a route (the rest of the route table, the sign-in
 *   itself), or that the rest of the route table loads for one (a feature area, the signed-in shell): at most 30 kB
 *   each. The libraries they share (React Aria, the forms) are reported, not held.
 * - The start-up CSS is every stylesheet dist/index.html links.
 * - The production build has no mock gateway (MSW, Faker, the personas: scripts/build-outputs.test.ts); the budget
 *   fails if a start-up chunk belongs to it all the same, or if the folder is a demo build.
 * - The answer validators (docs/decisions/008-answer-validation.md): the client's answer check loads with the
 *   gateway client, at the first call (chunk contract-check), each tag's validators load with the first call of one of its operations
 *   (validate-<tag>). Their cost on the first load of /login is the start-up part plus the validators of the calls
 *   /login makes as it first shows (LOGIN_FIRST_LOAD_VALIDATORS; the production build's journey behind nginx,
 *   e2e/nginx/served-by-nginx.spec.ts, keeps the list true from what the browser fetches).
 *
 *   npm run budget                 # checks dist/
 *   npm run budget -- --dist other # checks another build folder
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budgets in kB (1000 bytes), gzip level 9. */
export const BUDGETS = {
  startupJs: 115,
  routeChunk: 30,
  startupCss: 15,
  /** What the answer validators add to the first load of /login. */
  loginValidators: 8,
} as const;

/**
 * The validator modules the calls of /login's first render load: none today (the signed-out page calls the gateway
 * only when the member logs in; the accreditation badge is on signed-in pages).
 */
export const LOGIN_FIRST_LOAD_VALIDATORS: readonly string[] = [];

/** The chunk of the answer check, and the gateway client's chunk that loads it with the first call. */
const CONTRACT_CHECK_CHUNK = /^assets\/contract-check-[\w-]+\.js$/;
const GATEWAY_CLIENT_CHUNK = /^assets\/gateway-client-[\w-]+\.js$/;
/** The chunk of the route table's on-demand part (src/app/on-demand-routes.tsx), which loads the pages' chunks. */
const ON_DEMAND_ROUTES_CHUNK = /^assets\/on-demand-routes-[\w-]+\.js$/;
/** The chunk of one validator module. */
const validatorChunk = (module: string) => new RegExp(`^assets/validate-${module}-[\\w-]+\\.js$`);

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
  if (existsSync(join(dist, 'mockServiceWorker.js'))) {
    console.error(`${dist} is a demo build (it has mockServiceWorker.js): the budget is for the production build, \`npm run build\`.`);
    process.exit(1);
  }
  console.log(`Size budget of the production build in ${dist}/ (npm run build)\n`);
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
  // The chunks the start-up code imports on demand (import("./x.js")), and those the rest of the route table
  // imports for its pages, the mock gateway's aside.
  const dynamicImports = (file: string) =>
    [...readFileSync(join(dist, file), 'utf8').matchAll(/import\(["'`](\.\/[^"'`]+\.js)["'`]\)/g)].map((match) =>
      join(file.slice(0, file.lastIndexOf('/') + 1), match[1]!).replace(/\\/g, '/'),
    );
  const startupLoads = startupFiles.flatMap(dynamicImports);
  const onDemandRoutes = startupLoads.filter((file) => ON_DEMAND_ROUTES_CHUNK.test(file));
  const routeFiles = new Set([...startupLoads, ...onDemandRoutes.flatMap(dynamicImports)]);
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
  if (onDemandRoutes.length === 0) {
    failures.push('the start-up code does not load the on-demand-routes chunk: the route chunks of the pages cannot be found (src/app/routes.tsx)');
  }

  // The answer validators.
  const gzipOf = (file: string) => measure(dist, file).gzipBytes;
  // The answer check loads with the gateway client (the first call), or at start-up if the client ever does.
  const allCheckChunks = allJs.filter((file) => CONTRACT_CHECK_CHUNK.test(file));
  const clientChunks = allJs.filter((file) => GATEWAY_CLIENT_CHUNK.test(file) || startupFiles.includes(file));
  const checkedByClient = clientChunks.some((file) => staticImports(dist, file).some((imported) => CONTRACT_CHECK_CHUNK.test(imported)));
  if (allCheckChunks.length === 0 || !checkedByClient) {
    failures.push('the gateway client does not load the contract-check chunk: the client no longer checks answers, or vite.config.ts no longer names the chunk');
  }
  const checkChunks = allCheckChunks.filter((file) => startupFiles.includes(file));
  const loginChunks = LOGIN_FIRST_LOAD_VALIDATORS.flatMap((module) => {
    const chunk = allJs.find((file) => validatorChunk(module).test(file));
    if (!chunk) failures.push(`no chunk for the validator module "${module}"`);
    return chunk ? staticImports(dist, chunk).filter((file) => !startupFiles.includes(file)) : [];
  });
  const validatorJs = allJs.filter((file) => /^assets\/(validate-|contract-formats-)/.test(file));
  const checkBytes = checkChunks.reduce((sum, file) => sum + gzipOf(file), 0);
  const loginBytes = [...new Set(loginChunks)].reduce((sum, file) => sum + gzipOf(file), 0);
  const allValidatorBytes = validatorJs.reduce((sum, file) => sum + gzipOf(file), 0);
  console.log(
    `\nanswer validators: ${kb(checkBytes)} gzip at start-up (${checkChunks.join(', ') || 'the check loads with the gateway client'}), ` +
      `${kb(loginBytes)} gzip more on /login's first load (${LOGIN_FIRST_LOAD_VALIDATORS.join(', ') || 'no call there'}); ` +
      `first-load cost on /login ${kb(checkBytes + loginBytes)} gzip (budget ${BUDGETS.loginValidators} kB); ` +
      `all ${validatorJs.length} validator chunks ${kb(allValidatorBytes)} gzip, each loaded on demand`,
  );
  if (checkBytes + loginBytes > BUDGETS.loginValidators * 1000) {
    failures.push(`the answer validators add ${kb(checkBytes + loginBytes)} gzip to the first load of /login, over their ${BUDGETS.loginValidators} kB budget`);
  }

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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
