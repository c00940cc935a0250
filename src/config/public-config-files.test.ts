// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { parseRuntimeConfig } from './runtime-config';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));

describe.each([
  ['config.json', 1],
  ['config.brand2.json', 2],
  ['config.brand5.json', 5],
])('public/%s', (file, domainId) => {
  it(`is a valid runtime configuration for brand ${domainId} with the mock gateway on`, () => {
    const result = parseRuntimeConfig(JSON.parse(readFileSync(`${publicDir}${file}`, 'utf8')));

    expect(result.ok ? [] : result.error.issues).toEqual([]);
    expect(result.ok && result.config).toMatchObject({
      domainId,
      gatewayBaseUrl: '/api',
      defaultRedirect: '/login',
      mockGateway: true,
    });
  });
});
