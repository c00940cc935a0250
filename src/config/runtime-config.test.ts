import { afterEach, describe, expect, it, vi } from 'vitest';

import { CONFIG_FILE_PATH, loadRuntimeConfig, type RuntimeConfigInput, type RuntimeConfigResult } from './runtime-config';
import { parseRuntimeConfig } from './runtime-config-problems';

const completeConfig = {
  gatewayBaseUrl: '/api',
  domainId: 5,
  defaultRedirect: '/home',
  handbooksLabel: 'Plan Handbooks',
  handbooksPath: '/plan-handbooks',
  ebillBaseUrl: 'https://ebill.example.com/pay',
  externalSsoUrl: 'https://sso.example.com/form-post',
  externalSsoTestEnv: 'uat',
  partnerDashboardUrl: 'https://partner.example.com/dashboard',
  chatVendorHost: 'chat.example.com',
  accreditationFeedUrl: 'https://accreditation.example.com/feed.json',
  chatConfigUrl: '/api/chat/config',
  mockGateway: true,
  idleTimeoutMinutes: 20,
  environment: 'test',
} satisfies RuntimeConfigInput;

const minimalConfig = {
  gatewayBaseUrl: '/api',
  domainId: 1,
  ebillBaseUrl: 'https://ebill.example.com/pay',
  partnerDashboardUrl: 'https://partner.example.com/dashboard',
  chatVendorHost: 'chat.example.com',
  accreditationFeedUrl: '/accreditation/feed.json',
} satisfies RuntimeConfigInput;

function respondWith(body: string, init: ResponseInit = { status: 200 }) {
  return vi.fn<typeof fetch>(() => Promise.resolve(new Response(body, init)));
}

function issuesOf(result: RuntimeConfigResult) {
  if (result.ok) throw new Error('expected the configuration to be rejected');
  return result.error.issues;
}

describe('parseRuntimeConfig', () => {
  it('accepts a complete configuration unchanged', () => {
    expect(parseRuntimeConfig(completeConfig)).toEqual({ ok: true, config: completeConfig });
  });

  it('applies the defaults for keys that are left out', () => {
    const result = parseRuntimeConfig(minimalConfig);

    expect(result).toEqual({
      ok: true,
      config: {
        ...minimalConfig,
        defaultRedirect: '/login',
        handbooksLabel: 'Member Handbooks',
        handbooksPath: '/handbooks',
        externalSsoUrl: '/api/sso/sp-salesforce',
        mockGateway: false,
        idleTimeoutMinutes: 15,
      },
    });
  });

  it('derives the single sign-on address from the gateway address, whatever form that takes', () => {
    const result = parseRuntimeConfig({ ...minimalConfig, gatewayBaseUrl: 'https://gateway.example.com/v1/' });

    expect(result.ok && result.config.gatewayBaseUrl).toBe('https://gateway.example.com/v1');
    expect(result.ok && result.config.externalSsoUrl).toBe('https://gateway.example.com/v1/sso/sp-salesforce');
  });

  it('accepts every brand', () => {
    for (const domainId of [1, 2, 5]) {
      expect(parseRuntimeConfig({ ...minimalConfig, domainId }).ok).toBe(true);
    }
  });

  it('names each missing required key', () => {
    const result = parseRuntimeConfig({});

    expect(issuesOf(result)).toEqual([
      { key: 'gatewayBaseUrl', problem: 'is required' },
      { key: 'domainId', problem: 'is required' },
      { key: 'ebillBaseUrl', problem: 'is required' },
      { key: 'partnerDashboardUrl', problem: 'is required' },
      { key: 'chatVendorHost', problem: 'is required' },
      { key: 'accreditationFeedUrl', problem: 'is required' },
    ]);
    expect(!result.ok && result.error).toMatchObject({ kind: 'invalid', summary: `The configuration file ${CONFIG_FILE_PATH} has 6 bad keys.` });
  });

  it.each<[string, unknown, string]>([
    ['domainId', 3, 'must be one of 1, 2, 5 (a number), but is 3'],
    ['domainId', '2', 'must be one of 1, 2, 5 (a number), but is "2"'],
    ['gatewayBaseUrl', 42, 'must be text, but is a number'],
    ['gatewayBaseUrl', '   ', 'must not be empty'],
    ['gatewayBaseUrl', 'api', 'must be a path starting with "/" (such as /api) or an http(s) address'],
    ['gatewayBaseUrl', '//gateway.example.com', 'must be a path starting with "/" (such as /api) or an http(s) address'],
    ['defaultRedirect', 'login', 'must be a path on this site starting with "/" (such as /login)'],
    ['defaultRedirect', '/', 'must name a page other than "/" itself, which redirects here'],
    ['defaultRedirect', '//evil.example.com', 'must be a path on this site starting with "/" (such as /login)'],
    ['handbooksPath', 'https://example.com/handbooks', 'must be a path on this site starting with "/" (such as /handbooks)'],
    ['handbooksLabel', '', 'must not be empty'],
    ['ebillBaseUrl', '/ebill', 'must be an absolute http(s) address such as https://example.com/'],
    ['partnerDashboardUrl', 'javascript:alert(1)', 'must be an absolute http(s) address such as https://example.com/'],
    ['partnerDashboardUrl', 'https://', 'must be an absolute http(s) address such as https://example.com/'],
    ['externalSsoUrl', 'sso', 'must be a path starting with "/" (such as /api) or an http(s) address'],
    ['externalSsoTestEnv', false, 'must be text, but is a boolean'],
    ['chatVendorHost', 'https://chat.example.com/widget', 'must be a host name only, such as chat.example.com (no scheme, port or path)'],
    ['chatVendorHost', null, 'must be a host name, but is null'],
    ['accreditationFeedUrl', ['/feed'], 'must be text, but is a list'],
    ['chatConfigUrl', { url: '/chat' }, 'must be text, but is an object'],
    ['mockGateway', 'true', 'must be true or false, but is a string'],
    ['idleTimeoutMinutes', '15', 'must be a number, but is a string'],
    ['idleTimeoutMinutes', 0, 'must be greater than 0'],
    ['environment', '', 'must not be empty'],
  ])('reports a bad %s (%j) by name', (key, value, problem) => {
    const result = parseRuntimeConfig({ ...completeConfig, [key]: value });

    expect(issuesOf(result)).toEqual([{ key, problem }]);
    expect(!result.ok && result.error.summary).toBe(`The configuration file ${CONFIG_FILE_PATH} has a bad key.`);
  });

  it('reports every bad key at once, one line per key', () => {
    const result = parseRuntimeConfig({ ...completeConfig, domainId: 4, mockGateway: 'yes', handbooksPath: 'x' });

    expect(issuesOf(result).map((issue) => issue.key)).toEqual(['domainId', 'handbooksPath', 'mockGateway']);
  });

  it('ignores keys it does not know, so a configuration may be rolled out ahead of the code that reads it', () => {
    const result = parseRuntimeConfig({ ...minimalConfig, futureFeature: true });

    expect(result.ok).toBe(true);
    expect(result.ok && 'futureFeature' in result.config).toBe(false);
  });

  it.each([[[]], [null], ['config'], [7]])('rejects a body that is not a JSON object (%j)', (body) => {
    expect(issuesOf(parseRuntimeConfig(body))).toEqual([
      { key: CONFIG_FILE_PATH, problem: expect.stringMatching(/^must be a JSON object, but is /) as unknown },
    ]);
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches /config.json from this site without using the HTTP cache', async () => {
    const fetchImpl = respondWith(JSON.stringify(minimalConfig));

    await loadRuntimeConfig(fetchImpl);

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-store', credentials: 'same-origin' }),
    );
  });

  it('returns the validated configuration', async () => {
    const result = await loadRuntimeConfig(respondWith(JSON.stringify(completeConfig)));

    expect(result).toEqual({ ok: true, config: completeConfig });
  });

  it('returns the bad keys of an invalid file', async () => {
    const result = await loadRuntimeConfig(respondWith(JSON.stringify({ ...minimalConfig, domainId: 9 })));

    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('invalid');
    expect(issuesOf(result)).toEqual([{ key: 'domainId', problem: 'must be one of 1, 2, 5 (a number), but is 9' }]);
  });

  it('reports a missing file', async () => {
    const result = await loadRuntimeConfig(respondWith('Not found', { status: 404 }));

    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'unavailable',
        summary: 'The configuration file /config.json could not be loaded.',
        issues: [{ key: '/config.json', problem: 'was not found (HTTP 404)' }],
      },
    });
  });

  it('reports a server error while loading the file', async () => {
    const result = await loadRuntimeConfig(respondWith('', { status: 503 }));

    expect(!result.ok && result.error).toMatchObject({
      kind: 'unavailable',
      issues: [{ key: '/config.json', problem: 'could not be loaded (HTTP 503)' }],
    });
  });

  it('reports a network failure without throwing', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));

    const result = await loadRuntimeConfig(fetchImpl);

    expect(!result.ok && result.error).toMatchObject({
      kind: 'unavailable',
      issues: [{ key: '/config.json', problem: 'could not be requested (network error)' }],
    });
  });

  it('reports a request that timed out', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
    );

    const result = await loadRuntimeConfig(fetchImpl);

    expect(!result.ok && result.error.issues).toEqual([
      { key: '/config.json', problem: 'did not answer within 10 seconds' },
    ]);
  });

  it('reports a body that is not JSON, such as an HTML page served in its place', async () => {
    const result = await loadRuntimeConfig(
      respondWith('<!doctype html><html><body>Portal</body></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      }),
    );

    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'not-json',
        summary: 'The configuration file /config.json could not be read.',
        issues: [{ key: '/config.json', problem: 'is not valid JSON' }],
      },
    });
  });

  it('reports an empty body', async () => {
    const result = await loadRuntimeConfig(respondWith(''));

    expect(!result.ok && result.error).toMatchObject({
      kind: 'not-json',
      issues: [{ key: '/config.json', problem: 'is empty; it must hold a JSON object' }],
    });
  });

  describe("with the request index.html's first-paint script started", () => {
    afterEach(() => {
      delete window.portalConfigRequest;
      vi.useRealTimers();
    });

    it('takes it over instead of asking again, once: a later start asks the server itself', async () => {
      const fetchImpl = respondWith(JSON.stringify(minimalConfig));
      window.portalConfigRequest = Promise.resolve(new Response(JSON.stringify(completeConfig)));

      expect(await loadRuntimeConfig(fetchImpl)).toEqual({ ok: true, config: completeConfig });
      expect(fetchImpl).not.toHaveBeenCalled();
      expect(window.portalConfigRequest).toBeUndefined();

      expect(await loadRuntimeConfig(fetchImpl)).toMatchObject({ ok: true, config: { domainId: minimalConfig.domainId } });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });

    it('reports its failures as its own', async () => {
      const started = Promise.reject(new TypeError('Failed to fetch'));
      started.catch(() => undefined);

      const result = await loadRuntimeConfig(respondWith('{}'), started);

      expect(!result.ok && result.error.issues).toEqual([{ key: '/config.json', problem: 'could not be requested (network error)' }]);
    });

    it('gives it 10 seconds to answer', async () => {
      vi.useFakeTimers();
      const result = loadRuntimeConfig(respondWith('{}'), new Promise<Response>(() => undefined));

      await vi.advanceTimersByTimeAsync(10_000);

      expect(await result).toMatchObject({ ok: false, error: { issues: [{ key: '/config.json', problem: 'did not answer within 10 seconds' }] } });
    });
  });
});
