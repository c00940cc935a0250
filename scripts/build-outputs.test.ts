// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../mocks/personas';

/**
 * The two builds, made as `npm run build` and `npm run build:demo` make them (vite.config.ts, mode production or
 * demo), each into a folder of its own: the production build carries nothing of the mock gateway, the demo build
 * carries all of it.
 */

interface BuildResult {
  readonly dir: string;
  readonly files: readonly string[];
  /** Every source module bundled into a chunk, as a path relative to the repository. */
  readonly modules: readonly string[];
}

const root = process.cwd();
const made: string[] = [];

async function buildFor(mode: 'production' | 'demo'): Promise<BuildResult> {
  const dir = mkdtempSync(join(tmpdir(), `portal-build-${mode}-`));
  made.push(dir);
  const result = await build({ mode, configLoader: 'runner', logLevel: 'silent', build: { outDir: dir, emptyOutDir: true } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const modules = outputs
    .flatMap((output) => output.output)
    .flatMap((item) => (item.type === 'chunk' ? item.moduleIds : []))
    .map((id) => relative(root, id.replace(/^\0/, '')).split(sep).join('/'));
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return { dir, files, modules };
}

const fromMocks = (modules: readonly string[]) => modules.filter((id) => id.startsWith('mocks/'));
const fromPackage = (modules: readonly string[], name: string) => modules.filter((id) => id.includes(`node_modules/${name}/`));
const filesContaining = (built: BuildResult, text: string) =>
  built.files.filter((file) => /\.(js|html|json)$/.test(file) && readFileSync(join(built.dir, file), 'utf8').includes(text));

let production: BuildResult;
let demo: BuildResult;

beforeAll(async () => {
  // As from npm, where NODE_ENV is not set and `vite build` sets it to production (Vitest sets it to test).
  // Nor VITEST, under which the configuration leaves out the mock gateway's server plugin (vite.config.ts).
  const { NODE_ENV: nodeEnv, VITEST: vitest } = process.env;
  process.env.NODE_ENV = 'production';
  delete process.env.VITEST;
  try {
    production = await buildFor('production');
    demo = await buildFor('demo');
  } finally {
    process.env.NODE_ENV = nodeEnv;
    process.env.VITEST = vitest;
  }
}, 240_000);

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('the production build (npm run build)', () => {
  it('bundles no module of the mock gateway: no personas, handlers or state, no MSW, no Faker', () => {
    expect(production.modules.length).toBeGreaterThan(50);
    expect(fromMocks(production.modules)).toEqual([]);
    expect(fromPackage(production.modules, 'msw')).toEqual([]);
    expect(fromPackage(production.modules, '@faker-js/faker')).toEqual([]);
  });

  it("has no mock gateway worker and no demo data or code: the demo password appears in no file, no demo chunk", () => {
    expect(production.files).not.toContain('mockServiceWorker.js');
    expect(filesContaining(production, DEMO_PASSWORD)).toEqual([]);
    expect(production.modules.filter((id) => id.startsWith('src/app/dev/'))).toEqual([]);
    expect(production.files.filter((file) => /demo/i.test(file))).toEqual([]);
    expect(demo.files.filter((file) => /^assets\/demo-personas-.+\.js$/.test(file))).toHaveLength(1);
  });

  it('has its own service worker, sw.js, which precaches the portal but never config.json or a precompressed twin', () => {
    expect(production.files).toContain('sw.js');
    const worker = readFileSync(join(production.dir, 'sw.js'), 'utf8');
    // A classic script (registered without type: 'module'), Workbox bundled in, the precache list injected.
    expect(worker).not.toMatch(/^\s*import\b|\bimport\s*\(/m);
    expect(worker).not.toContain('self.__WB_MANIFEST');
    const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
    expect(precached).toEqual(expect.arrayContaining(['index.html', 'manifest-1.webmanifest', 'icons/brand-5-maskable-512.png']));
    const scripts = production.files.filter((file) => /^assets\/.+\.js$/.test(file));
    expect(precached).toEqual(expect.arrayContaining(scripts));
    expect(precached.filter((url) => /config\.json|\.(gz|br)$|^sw\.js$/.test(url))).toEqual([]);
    // The registration and workbox-window load on demand, never with the start-up code.
    expect(production.modules).toEqual(expect.arrayContaining(['src/app/offline/offline-support.ts']));
    expect(fromPackage(production.modules, 'workbox-window').length).toBeGreaterThan(0);
  });

  it('has a gzip and a brotli twin of every script, stylesheet and page, but none of config.json, which deployments replace', () => {
    // A file of a few bytes compresses to no less than itself, and is served as it is.
    const texts = production.files.filter((file) => /\.(js|css|html)$/.test(file) && statSync(join(production.dir, file)).size > 1000);
    expect(texts.length).toBeGreaterThan(10);
    for (const file of texts) {
      expect(production.files, file).toContain(`${file}.gz`);
      expect(production.files, file).toContain(`${file}.br`);
    }
    expect(production.files).toContain('config.json');
    expect(production.files.filter((file) => file.startsWith('config.json.'))).toEqual([]);
  });

  it('still ships the deployment template of config.json, with the mock gateway off', () => {
    const config = JSON.parse(readFileSync(join(production.dir, 'config.json'), 'utf8')) as { mockGateway?: unknown };
    expect(config.mockGateway).toBe(false);
  });
});

describe('the demo build (npm run build:demo)', () => {
  it('bundles the mock gateway, its personas, MSW and Faker, for "mockGateway": true', () => {
    expect(fromMocks(demo.modules)).toEqual(expect.arrayContaining(['mocks/browser.ts', 'mocks/personas/index.ts', 'mocks/handlers.ts']));
    expect(fromPackage(demo.modules, 'msw').length).toBeGreaterThan(0);
    expect(fromPackage(demo.modules, '@faker-js/faker').length).toBeGreaterThan(0);
  });

  it("has MSW's service worker, from the installed msw package, and the demo personas' password", () => {
    expect(demo.files).toContain('mockServiceWorker.js');
    expect(readFileSync(join(demo.dir, 'mockServiceWorker.js'), 'utf8')).toBe(
      readFileSync(join(root, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8'),
    );
    expect(filesContaining(demo, DEMO_PASSWORD).length).toBeGreaterThan(0);
  });

  it("registers no production service worker: no sw.js, no registration code, no workbox-window (MSW's worker is the only one)", () => {
    expect(demo.files).not.toContain('sw.js');
    expect(demo.modules.filter((id) => id.startsWith('src/app/offline/offline-support') || id.startsWith('src/service-worker/'))).toEqual([]);
    expect(fromPackage(demo.modules, 'workbox-window')).toEqual([]);
  });

  it('is otherwise the same portal: the same entry page and configuration template', () => {
    expect(existsSync(join(demo.dir, 'index.html'))).toBe(true);
    expect(readFileSync(join(demo.dir, 'config.json'), 'utf8')).toBe(readFileSync(join(production.dir, 'config.json'), 'utf8'));
  });
});
