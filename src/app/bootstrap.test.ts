import { describe, expect, it, vi } from 'vitest';

import type { RuntimeConfigResult } from '../config/runtime-config';
import { testRuntimeConfig } from '../test/test-runtime-config';

import { bootstrap, MOCK_BRAND_KEY, type LoadMockGateway } from './bootstrap';
import { withMockBrand } from './mock-mode';

function configResult(mockGateway: boolean): () => Promise<RuntimeConfigResult> {
  return () => Promise.resolve({ ok: true, config: testRuntimeConfig({ mockGateway }) });
}

function mockGatewayModule(startMockGateway: (config: unknown) => unknown = () => Promise.resolve()) {
  const start = vi.fn(startMockGateway);
  const load = vi.fn<LoadMockGateway>(() => Promise.resolve({ startMockGateway: start }));
  return { load, start };
}

describe('bootstrap', () => {
  it('returns the configuration errors without starting anything', async () => {
    const mock = mockGatewayModule();
    const error = {
      kind: 'invalid',
      summary: 'The configuration file /config.json has a bad key.',
      issues: [{ key: 'domainId', problem: 'is required' }],
    } as const;

    const result = await bootstrap({
      loadConfig: () => Promise.resolve({ ok: false, error }),
      loadMockGateway: mock.load,
    });

    expect(result).toEqual({ ok: false, error });
    expect(mock.load).not.toHaveBeenCalled();
  });

  it('starts the mock gateway with the configuration before reporting ready, when configured to', async () => {
    const events: string[] = [];
    const mock = mockGatewayModule(async () => {
      await Promise.resolve();
      events.push('mock gateway started');
    });

    const result = await bootstrap({ loadConfig: configResult(true), loadMockGateway: mock.load });
    events.push('ready');

    expect(result).toEqual({ ok: true, config: testRuntimeConfig({ mockGateway: true }) });
    expect(mock.start).toHaveBeenCalledExactlyOnceWith(testRuntimeConfig({ mockGateway: true }));
    expect(events).toEqual(['mock gateway started', 'ready']);
  });

  it('does not even download the mock gateway when the configuration leaves it off', async () => {
    const mock = mockGatewayModule();

    const result = await bootstrap({ loadConfig: configResult(false), loadMockGateway: mock.load });

    expect(result).toEqual({ ok: true, config: testRuntimeConfig({ mockGateway: false }) });
    expect(mock.load).not.toHaveBeenCalled();
  });

  it('says it is a production build, and starts no mock, when the configuration asks for a mock gateway this build does not have', async () => {
    const result = await bootstrap({ loadConfig: configResult(true) });

    expect(result).toEqual({
      ok: false,
      error: {
        summary: 'This is a production build: it has no mock gateway and no demo members.',
        issues: [
          {
            key: 'mockGateway',
            problem:
              'is true, but this build does not include the mock gateway. Set it to false and name the real gateway ' +
              'in gatewayBaseUrl (the mock gateway is in the demo build only: npm run build:demo).',
          },
        ],
      },
    });
  });

  it('reports mockGateway when the mock gateway fails to start', async () => {
    const mock = mockGatewayModule(() => Promise.reject(new Error('Service workers are not available')));

    const result = await bootstrap({ loadConfig: configResult(true), loadMockGateway: mock.load });

    expect(!result.ok && result.error.issues).toEqual([
      {
        key: 'mockGateway',
        problem: 'is true, but the mock gateway failed to start: Service workers are not available',
      },
    ]);
  });

  it('reports mockGateway when the mock gateway module cannot be downloaded', async () => {
    const result = await bootstrap({
      loadConfig: configResult(true),
      loadMockGateway: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });

    expect(!result.ok && result.error.issues[0]?.problem).toBe(
      'is true, but the mock gateway failed to start: Failed to fetch dynamically imported module',
    );
  });

  it('loads /config.json itself when no loader is given', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ gatewayBaseUrl: '/api' }), { status: 200 }));

    const result = await bootstrap();

    expect(fetchSpy).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.issues.map((issue) => issue.key)).toContain('domainId');
  });
});

describe('the brand switch of mock mode', () => {
  const base = testRuntimeConfig({ mockGateway: true });
  const memory = () => {
    const values = new Map<string, string>();
    return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
  };

  it('switches to the brand named by ?brand= and keeps it for the browser session', () => {
    const storage = memory();
    expect(withMockBrand(base, 'https://portal.test/login?brand=5', storage).domainId).toBe(5);
    expect(withMockBrand(base, 'https://portal.test/home', storage).domainId).toBe(5);
    expect(withMockBrand(base, 'https://portal.test/login?brand=2', storage).domainId).toBe(2);
  });

  it('ignores values that are not brands', () => {
    expect(withMockBrand(base, 'https://portal.test/login?brand=3', memory()).domainId).toBe(1);
  });

  it('never switches brand against a real gateway', () => {
    const real = testRuntimeConfig({ mockGateway: false });
    const storage = memory();
    storage.setItem(MOCK_BRAND_KEY, '5');
    expect(withMockBrand(real, 'https://portal.test/login?brand=5', storage).domainId).toBe(1);
  });
});
