// @vitest-environment node
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { lintProbe, repositoryRoot } from './lint-probe';

/**
 * The layer fences of eslint.config.js (docs/architecture.md), run through ESLint's Node API on code held in memory
 * under the path of a file that does not exist. The imports point at real files: the fence classifies what an import
 * resolves to.
 */

const root = repositoryRoot;
const FENCE = 'boundaries/dependencies';

/** The fence's messages for `code` linted as the file at `filePath` (relative to the repository). */
const fenceMessages = lintProbe(FENCE);

/** An import of `specifier` from `filePath`, checking first that the target is a real file. */
function importOf(filePath: string, specifier: string, candidates: string[]): string {
  const base = resolve(root, filePath, '..', specifier);
  expect(
    candidates.some((suffix) => existsSync(base + suffix)),
    `${specifier} from ${filePath} must name a real file`,
  ).toBe(true);
  return `import * as target from '${specifier}';\nexport const probe = target;\n`;
}

const TS = ['.ts', '.tsx', '/index.ts'];

describe('layer fences: breaches', () => {
  it('a feature importing another feature', async () => {
    const file = 'src/features/home/fence-probe.tsx';
    const messages = await fenceMessages(file, importOf(file, '../id-card/id-card-page', TS));
    expect(messages).toEqual([expect.stringContaining('feature may not import feature (../id-card/id-card-page)')]);
  });

  it('a feature loading another feature on demand (dynamic import)', async () => {
    const file = 'src/features/home/fence-probe.tsx';
    expect(existsSync(resolve(root, 'src/features/benefits/benefits-frame.tsx'))).toBe(true);
    const messages = await fenceMessages(file, "export const load = () => import('../benefits/benefits-frame');\n");
    expect(messages).toEqual([expect.stringContaining('feature may not import feature')]);
  });

  it('shared code importing a feature', async () => {
    const file = 'src/shared/ui/fence-probe.ts';
    const messages = await fenceMessages(file, importOf(file, '../../features/home/home-page', TS));
    expect(messages).toEqual([expect.stringContaining('shared may not import feature')]);
  });

  it('a business rule importing a feature or the app layer', async () => {
    const file = 'src/domain/programs/fence-probe.ts';
    expect(await fenceMessages(file, importOf(file, '../../features/home/home-page', TS))).toEqual([
      expect.stringContaining('domain may not import feature'),
    ]);
    expect(await fenceMessages(file, importOf(file, '../../app/routes', TS))).toEqual([
      expect.stringContaining('domain may not import app'),
    ]);
  });

  it('shared code importing the app layer', async () => {
    const file = 'src/shared/lib/fence-probe.ts';
    const messages = await fenceMessages(file, importOf(file, '../../app/routes', TS));
    expect(messages).toEqual([expect.stringContaining('shared may not import app')]);
  });

  it('the service worker importing the app layer or a feature, and the app importing the service worker', async () => {
    const worker = 'src/service-worker/fence-probe.ts';
    expect(await fenceMessages(worker, importOf(worker, '../app/routes', TS))).toEqual([expect.stringContaining('service-worker may not import app')]);
    expect(await fenceMessages(worker, importOf(worker, '../features/id-card/id-card-page', TS))).toEqual([
      expect.stringContaining('service-worker may not import feature'),
    ]);
    const app = 'src/app/fence-probe.ts';
    expect(await fenceMessages(app, importOf(app, '../service-worker/kept-id-card', TS))).toEqual([
      expect.stringContaining('app may not import service-worker'),
    ]);
  });

  it('config importing shared code', async () => {
    const file = 'src/config/fence-probe.ts';
    const messages = await fenceMessages(file, importOf(file, '../shared/lib/format', TS));
    expect(messages).toEqual([expect.stringContaining('config may not import shared')]);
  });

  it('production code importing the mock gateway, from a feature and from the app layer', async () => {
    const feature = 'src/features/home/fence-probe.tsx';
    expect(await fenceMessages(feature, importOf(feature, '../../../mocks/personas', TS))).toEqual([
      expect.stringContaining('feature may not import mocks'),
    ]);
    const app = 'src/app/fence-probe.ts';
    expect(await fenceMessages(app, importOf(app, '../../mocks/browser', TS))).toEqual([
      expect.stringContaining('app may not import mocks'),
    ]);
  });

  it("production code importing orval's generated MSW handlers", async () => {
    const file = 'src/features/account/fence-probe.tsx';
    const messages = await fenceMessages(file, importOf(file, '../../../generated/gateway/account/account.msw', TS));
    expect(messages).toEqual([expect.stringContaining('feature may not import generated-mock')]);
    const all = await fenceMessages(file, importOf(file, '../../../generated/gateway/index.msw', TS));
    expect(all).toEqual([expect.stringContaining('feature may not import generated-mock')]);
  });

  it('anything but the HTTP client importing the generated answer validators', async () => {
    const file = 'src/shared/errors/fence-probe.ts';
    const messages = await fenceMessages(file, importOf(file, '../../../generated/validators', TS));
    expect(messages).toEqual([expect.stringContaining('shared may not import generated-validators')]);
  });

  it('production code importing test support: src/test, a test file, a test helper', async () => {
    const file = 'src/features/home/fence-probe.tsx';
    for (const [specifier, candidates] of [
      ['../../test/render-app', TS],
      ['./home-page.test', TS],
      ['../auth/auth-test-helpers', TS],
    ] as const) {
      expect(await fenceMessages(file, importOf(file, specifier, [...candidates]))).toEqual([
        expect.stringContaining('may not import test-support'),
      ]);
    }
  });

  it("production code importing the scripts' openapi-typescript types", async () => {
    const file = 'src/shared/lib/fence-probe.ts';
    const messages = await fenceMessages(file, importOf(file, '../../../generated/openapi', ['.d.ts']));
    expect(messages).toEqual([expect.stringContaining('shared may not import generated-types')]);
  });
});

describe('layer fences: allowed imports', () => {
  it('a feature importing its own files, shared code, config, a generated hook and the models', async () => {
    const file = 'src/features/home/fence-probe.tsx';
    const code = [
      importOf(file, './home-page', TS),
      "import { programTarget } from '../../domain/programs/program-targets';",
      "import { routePaths } from '../../config/route-paths';",
      "import { textOrDash } from '../../shared/lib/format';",
      "import { ApiError } from '../../shared/lib/http/api-error';",
      "import { useGetAccount } from '../../../generated/gateway/account/account';",
      "import type { Member } from '../../../generated/model';",
      'export const all = [routePaths, textOrDash, ApiError, useGetAccount] as const;',
      'export type M = Member;',
    ].join('\n');
    expect(await fenceMessages(file, code)).toEqual([]);
  });

  it('the app layer composing features', async () => {
    const file = 'src/app/fence-probe.ts';
    expect(await fenceMessages(file, importOf(file, '../features/home/home-page', TS))).toEqual([]);
  });

  it('the HTTP client reading the generated answer validators', async () => {
    const file = 'src/shared/lib/http/fence-probe.ts';
    expect(await fenceMessages(file, importOf(file, '../../../../generated/validators', TS))).toEqual([]);
  });

  it('the mock gateway loader, the one production file that reaches the mock gateway', async () => {
    // The real file exists, so its content is linted under its own name.
    const file = 'src/app/mock-gateway-loader.ts';
    expect(await fenceMessages(file, "export const load = () => import('../../mocks/browser');\n", { existing: true })).toEqual([]);
  });

  it('tests importing the mock gateway and other features', async () => {
    const file = 'src/features/home/fence-probe.test.tsx';
    const code = [
      importOf(file, '../../../mocks/personas', TS),
      "import { GENERIC_ERROR_TITLE } from '../errors/generic-error-content';",
      'export const title = GENERIC_ERROR_TITLE;',
    ].join('\n');
    expect(await fenceMessages(file, code)).toEqual([]);
  });
});
