import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import react from '@vitejs/plugin-react';
import type { Alias, Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

import { linguiPlugins } from './scripts/lingui-vite';
import { prerenderLogin } from './scripts/prerender-login';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The modules of the client's answer check, loaded with the gateway client (docs/decisions/008-answer-validation.md). */
const CONTRACT_CHECK_MODULES = /generated[\\/]validators[\\/]index\.ts$|src[\\/]shared[\\/]lib[\\/]http[\\/](answer-check|contract-violations)\.ts$/;

/** The portal's own modules (src/), not a dependency's. */
const PORTAL_SOURCE = /^(?!.*[\\/]node_modules[\\/]).*[\\/]src[\\/]/;

/**
 * A feature area's modules (src/features/<area>/, its catalogs apart, which load by language): one chunk per area,
 * named by its folder, which loads with the area's first page (src/app/area-pages.ts finds the pages by name). The
 * areas the first page load carries code of (auth: the sign-in page, which loads the login flow as a sign-in
 * starts; errors) are left to the bundler, so that a sign-in loads only what it needs.
 */
const FEATURE_AREA = /[\\/]src[\\/]features[\\/](?!auth[\\/]|errors[\\/])([^\\/]+)[\\/](?!locales[\\/])/;

/**
 * The page shown instead of the portal when /config.json cannot be used, with the words for what is wrong: one chunk,
 * loaded only then, in one request.
 */
const CONFIG_ERROR_MODULES = /src[\\/](app[\\/]config-error-page|config[\\/]runtime-config-problems)\.tsx?$/;

/**
 * React Router publishes its production build (without its development warnings) beside the development build its
 * package exports; the production bundle takes it.
 */
const REACT_ROUTER_PRODUCTION: Alias[] = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  },
];

/** The production bundle on React Router's production build (the dev server and the tests keep its warnings). */
function reactRouterProduction(): Plugin {
  return { name: 'react-router-production', apply: 'build', config: () => ({ resolve: { alias: REACT_ROUTER_PRODUCTION } }) };
}

/**
 * The production service worker (src/service-worker/sw.ts, docs/decisions/019-offline-id-card-and-installable-portal.md):
 * built on its own into dist/sw.js (a classic script, Workbox bundled in) with the list of the build's files to
 * precache. Only `npm run build` (mode production) makes it: the demo build keeps MSW's worker, and the dev server
 * and the tests have none. The portal registers it itself (src/app/offline/), and chooses its brand's web app
 * manifest at run time, so the plugin neither injects a registration nor writes a manifest.
 */
function productionServiceWorker(mode: string): Plugin[] {
  let outDir = 'dist';
  // The worker is written after the bundle has been compressed: its twins for nginx's gzip_static and brotli_static.
  const twins: Plugin = {
    name: 'service-worker-twins',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const worker = join(outDir, 'sw.js');
        if (!existsSync(worker)) return;
        const source = readFileSync(worker);
        writeFileSync(`${worker}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(`${worker}.br`, brotliCompressSync(source));
      },
    },
  };
  return [...productionServiceWorkerBuild(mode), twins];
}

function productionServiceWorkerBuild(mode: string): Plugin[] {
  return VitePWA({
    disable: mode !== 'production',
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      rollupFormat: 'iife',
      // Every file of the portal but its precompressed twins, the service worker itself and config.json (which each
      // deployment replaces; the worker keeps its own copy of it).
      globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
      globIgnores: ['sw.js', 'config.json', '**/*.{gz,br}'],
      // Hashed file names change with their content: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}

// One build serves every environment and brand: behaviour that differs per deployment
// comes from /config.json at run time (see src/config/runtime-config.ts), never from
// build-time variables. Everything in public/ is copied to dist/, config.json (the
// deployment template, mock gateway off) included.
/** Every test file of the portal, its mocks and its scripts. */
const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * The suites `npm test` leaves to `npm run test:long` (CI runs both), measured on 2 cores (seconds of test time):
 * - the fault matrix's component cells, every operation crossed with every fault through the whole portal in jsdom
 *   (about 150 a file);
 * - both builds made and inspected (scripts/build-outputs.test.ts, 45);
 * - Prism started on the contract (30), and the fault proxy's catalogue run against the mock gateway (20);
 * - every story rendered (35), every page of the portal swept for English left in Spanish (20), and the contract
 *   verifier run against the mock gateway (17).
 */
const LONG_SUITES = [
  'src/app/fault-matrix/*.test.tsx',
  'scripts/build-outputs.test.ts',
  'scripts/contract/prism.test.ts',
  'scripts/contract/fault-proxy.test.ts',
  'src/test/stories.test.tsx',
  'src/app/spanish-pages.test.tsx',
  'scripts/contract/verify.test.ts',
];

/** Test files that replace a module with vi.mock: found, not listed, so that a new one cannot be forgotten. */
const MODULE_MOCKING_TESTS = testFilesUsing('vi.mock(');

function testFilesUsing(text: string): string[] {
  const files: { path: string; source: string }[] = [];
  const walk = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) files.push({ path, source: readFileSync(path, 'utf8') });
    }
  };
  for (const folder of ['src', 'mocks', 'scripts']) walk(folder);
  const isTest = (path: string) => /\.test\.tsx?$/.test(path);
  // A test support module that replaces a module replaces it for every test file that imports it.
  const supportModules = files
    .filter((file) => !isTest(file.path) && file.source.includes(text))
    .map((file) => file.path.replace(/^.*\//, '').replace(/\.tsx?$/, ''));
  const importsOneOf = (source: string) => supportModules.some((name) => new RegExp(`(from |import )'[^']*/${name}'`).test(source));
  return files.filter((file) => isTest(file.path) && (file.source.includes(text) || importsOneOf(file.source))).map((file) => file.path);
}

/**
 * The order test files start in. Vitest starts the files that took longest last time first, so that two workers end
 * together; with no record of an earlier run (a fresh clone, CI), it keeps the files in the order it found them, and
 * long files found late run alone at the end. There, the record the repository keeps (src/test/test-durations.json,
 * `npm run test:record-order`) orders them the same way: files it does not know first, then the longest. Measured on
 * a fresh clone on 2 cores: `npm test` 200 s in the found order, 194 s largest file first, 166 s with a record.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const key = (file: TestSpecification) => `${file.project.name}:${relative(this.ctx.config.root, file.moduleId).split('\\').join('/')}`;
    if (files.every((file) => this.ctx.cache.getFileTestResults(key(file)) !== undefined)) return super.sort(files);
    const recorded = JSON.parse(readFileSync('src/test/test-durations.json', 'utf8')) as Record<string, number>;
    const duration = (file: TestSpecification) => recorded[key(file)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => (duration(a) === duration(b) ? 0 : duration(a) > duration(b) ? -1 : 1));
  }
}

/**
 * The mock gateway's dev and preview server plugin (mocks/vite-plugin.ts), loaded with the configuration wherever a
 * server or a build runs, but not under Vitest, which serves no page: loading the mock gateway with the
 * configuration added about 4 s to every Vitest start (`vitest list` of one file: 11.0 s with it, 7.1 s without).
 * (A test that builds the portal, scripts/build-outputs.test.ts, loads the configuration as npm does.)
 */
const mockGatewayPlugins: Plugin[] = process.env.VITEST ? [] : [(await import('./mocks/vite-plugin')).mockGatewayDevServer()];

export default defineConfig(({ mode }) => ({
  // The dev and preview servers answer /config.json with the local configuration (mock gateway on), and the
  // external single sign-on form post (a navigation the mock's service worker cannot see); the demo build
  // (`--mode demo`, `npm run build:demo`) also gets MSW's service worker, the production build never.
  // The build puts the sign-in page's markup into index.html (scripts/prerender-login.ts), before every text file
  // of the build gets a gzip and a brotli twin for nginx's gzip_static and brotli_static (deploy/nginx/), except
  // config.json, which each deployment replaces.
  plugins: [
    ...linguiPlugins(),
    react(),
    reactRouterProduction(),
    ...mockGatewayPlugins,
    prerenderLogin(),
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/(^|\/)config\.json$/], logLevel: 'silent' }),
    productionServiceWorker(mode),
  ],
  resolve: {
    // zod without its JIT (which needs eval) wherever it runs: see the module.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/shared/lib/zod-jitless.ts', import.meta.url)) }],
  },
  server: {
    port: 5173,
    strictPort: true,
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
  build: {
    outDir: 'dist',
    // Every browser the portal supports preloads modules itself (rel="modulepreload"): no polyfill in the entry.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The answer check (the contract's operation table and the check itself) in a chunk of its own, so that
          // `npm run budget` can show what it costs; the validators are chunks of their own already (validate-<tag>),
          // loaded on demand. The configuration error page comes with the words it shows. React, React DOM, React
          // Router and the query cache's context start every page: one chunk of them (with the bundler's runtime and
          // the module preload helper, which every page needs too), cached across releases that change only the
          // portal's own code. The portal's own start-up modules (those main.tsx imports statically, the brands
          // among them) are one chunk too, the entry's: the pages, which the route table's on-demand part loads
          // (src/app/routes.tsx), import them from it, rather than from small chunks the bundler would otherwise
          // split off the entry for what they share with it. Each feature area's own modules are one chunk.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|QueryClientProvider|rolldown[\\/]runtime|vite[\\/]preload-helper/,
              priority: 10,
            },
            { name: 'contract-check', test: CONTRACT_CHECK_MODULES },
            { name: 'config-error-page', test: CONFIG_ERROR_MODULES },
            { name: 'index', test: PORTAL_SOURCE, tags: ['$initial'], priority: 5 },
            { name: (id) => FEATURE_AREA.exec(id)?.[1] ?? null, test: FEATURE_AREA, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // The portal's token cookies are Secure (product section 9), so tests run on an https origin.
    environmentOptions: { jsdom: { url: 'https://portal.example.com/' } },
    setupFiles: ['src/test/setup.ts'],
    // Sized for a 2-core machine: at most two worker processes, one per core.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 10_000,
    restoreMocks: true,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        // `npm test`: each worker sets up its DOM and loads the portal's modules once for all its files, not once per
        // file (about four times faster: the files do not share state the setup file does not reset).
        extends: true,
        test: { name: 'unit', include: TEST_FILES, exclude: [...LONG_SUITES, ...MODULE_MOCKING_TESTS], isolate: false },
      },
      {
        // Files that replace a module (vi.mock) get modules of their own.
        extends: true,
        // It may have no file: no test replaces a module today.
        test: { name: 'module-mocks', include: MODULE_MOCKING_TESTS, passWithNoTests: true },
      },
      {
        // `npm run test:long`, in CI: suites of minutes, each proving what no quicker test does.
        extends: true,
        test: { name: 'long', include: LONG_SUITES },
      },
    ],
  },
}));
