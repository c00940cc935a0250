// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { parseRuntimeConfig } from './runtime-config-problems';

function parseFile(path: string) {
  return parseRuntimeConfig(JSON.parse(readFileSync(path, 'utf8')));
}

describe('public/config.json, the configuration the build ships', () => {
  it('is a valid runtime configuration for brand 1 that calls the real gateway at /api', () => {
    const result = parseFile(fileURLToPath(new URL('../../public/config.json', import.meta.url)));

    expect(result.ok ? [] : result.error.issues).toEqual([]);
    expect(result.ok && result.config).toMatchObject({ domainId: 1, gatewayBaseUrl: '/api', defaultRedirect: '/login', mockGateway: false });
  });
});

describe('mocks/config/local.json, the configuration of npm start', () => {
  it('is a valid runtime configuration for brand 1 on the mock gateway', () => {
    const result = parseFile(fileURLToPath(new URL('../../mocks/config/local.json', import.meta.url)));

    expect(result.ok ? [] : result.error.issues).toEqual([]);
    expect(result.ok && result.config).toMatchObject({ domainId: 1, gatewayBaseUrl: '/api', defaultRedirect: '/login', mockGateway: true });
  });
});
