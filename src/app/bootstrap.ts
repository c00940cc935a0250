import {
  loadRuntimeConfig,
  type RuntimeConfig,
  type RuntimeConfigIssue,
  type RuntimeConfigResult,
} from '../config/runtime-config';

/** What the mock gateway module (`mocks/browser.ts`) offers the start-up sequence. */
export interface MockGatewayModule {
  /** Starts answering gateway calls in the browser; resolves once requests are intercepted. */
  readonly startMockGateway: (config: RuntimeConfig) => unknown;
}

/** Loads the mock gateway module on demand, so the portal downloads it only when configured to use it. */
export type LoadMockGateway = () => Promise<MockGatewayModule>;

export interface BootstrapOptions {
  readonly loadConfig?: () => Promise<RuntimeConfigResult>;
  /** Absent when this build carries no mock gateway. */
  readonly loadMockGateway?: LoadMockGateway;
}

/** Why the portal cannot start: a summary plus one line per configuration key at fault. */
export interface StartupError {
  readonly summary: string;
  readonly issues: readonly RuntimeConfigIssue[];
}

export type BootstrapResult =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly error: StartupError };

function mockGatewayError(problem: string): BootstrapResult {
  return {
    ok: false,
    error: { summary: 'The mock gateway could not start.', issues: [{ key: 'mockGateway', problem }] },
  };
}

/**
 * Everything that must happen before the first render: load and validate the runtime
 * configuration, then, when it asks for the mock gateway, start it so that no gateway call
 * can slip past it. Never throws; every failure comes back as a `StartupError`.
 */
export async function bootstrap({
  loadConfig = loadRuntimeConfig,
  loadMockGateway,
}: BootstrapOptions = {}): Promise<BootstrapResult> {
  const loaded = await loadConfig();
  if (!loaded.ok) return loaded;
  const { config } = loaded;

  if (config.mockGateway) {
    if (!loadMockGateway) {
      return mockGatewayError('is true, but this build does not include the mock gateway');
    }
    try {
      const { startMockGateway } = await loadMockGateway();
      await startMockGateway(config);
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      return mockGatewayError(`is true, but the mock gateway failed to start: ${reason}`);
    }
  }

  return { ok: true, config };
}
