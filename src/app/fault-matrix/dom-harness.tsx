import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupServer } from 'msw/node';
import { vi } from 'vitest';

import type { Fault } from '../../../e2e/support/fault-matrix-shared';
import { isRowCall, type MatrixDriver, type MatrixHarness, type ObservePace } from '../../../e2e/support/fault-matrix-table';
import localConfig from '../../../mocks/config/local.json';
import { failOperation, malformedBody, networkError } from '../../../mocks/scenarios';
import type { DomainId } from '../../config/brands';
import type { RuntimeConfig } from '../../config/runtime-config';
import { parseRuntimeConfig } from '../../config/runtime-config-problems';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

/**
 * The component level's runner of the fault matrix (e2e/support/fault-matrix-table.ts): the portal rendered in
 * jsdom through its real providers and route table, the journeys with Testing Library, the fault through the mock
 * gateway's MSW server, the page's timers through vitest's fake timers. A page load is a fresh render of the portal
 * (new query cache, storage kept), as a reload in the browser is.
 */

/** The gateway base of the component level: Node's fetch needs absolute addresses. */
export const MATRIX_GATEWAY_BASE_URL = 'http://localhost/api';

/** The browser journeys' configuration (mocks/config/local.json) for `domainId`, with absolute gateway addresses. */
export function matrixConfig(domainId: DomainId): RuntimeConfig {
  const result = parseRuntimeConfig({
    ...localConfig,
    domainId,
    gatewayBaseUrl: MATRIX_GATEWAY_BASE_URL,
    chatConfigUrl: `${MATRIX_GATEWAY_BASE_URL}/chat`,
    // The gateway calls are answered by the test's MSW server, not by a mock gateway started in the page.
    mockGateway: false,
  });
  if (!result.ok) throw new Error(`Invalid fault matrix configuration: ${JSON.stringify(result.error.issues)}`);
  return result.config;
}

/** How long a journey's step waits for its control. */
const STEP_TIMEOUT_MS = 10_000;

/**
 * The portal runs in the test's own process: once the test looks again, the answers that had arrived have been
 * rendered, so short margins suffice (the browser's are for a page in another process).
 */
const DOM_PACE: ObservePace = { pollMs: 5, quietBeforeClockMs: 25, quietOnLoginMs: 100, quietWorksMs: 150 };

/** The real setTimeout, for waits of real time while the page's timers are fake. */
const realSetTimeout = globalThis.setTimeout;

export interface DomHarness extends MatrixHarness {
  /** Console errors the portal logged during the cell (the browser's console guard fails a cell on any). */
  readonly consoleErrors: string[];
  /** Unmounts the portal, restores the timers and stops watching calls. */
  dispose(): Promise<void>;
}

export function domHarness(server: SetupServer, domainId: DomainId): DomHarness {
  const config = matrixConfig(domainId);
  let view: ReturnType<typeof renderApp> | null = null;
  /** A page opened but not rendered yet: rendered when the next step needs it (a page load next makes it moot). */
  let pending: string | null = null;
  const unsubscribe: (() => void)[] = [];
  const consoleErrors: string[] = [];
  const user = userEvent.setup({ delay: null });
  /** Reports the cell causes on purpose: the portal's own report of an answer made to break the contract. */
  const expectedErrors: RegExp[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    if (args.length === 1 && typeof args[0] === 'string' && expectedErrors.some((pattern) => pattern.test(args[0] as string))) return;
    consoleErrors.push(args.map((arg) => (arg instanceof Error ? arg.stack ?? arg.message : String(arg))).join(' '));
  };

  /** Where the member is: the router's address. */
  const currentPath = () => {
    const location = view?.router.state.location;
    return location ? `${location.pathname}${location.search}` : '';
  };

  async function unmount(): Promise<void> {
    if (!view) return;
    const queryClient = view.services.queries.current;
    await queryClient?.cancelQueries();
    cleanup();
    queryClient?.clear();
    view = null;
  }

  async function settle(): Promise<void> {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 0));
    });
  }

  async function render(path: string): Promise<void> {
    await unmount();
    view = renderApp(path, { config });
    await settle();
  }

  /** Renders the page opened last, when a step is about to use it. */
  async function shown(): Promise<void> {
    if (pending === null) return;
    const path = pending;
    pending = null;
    await render(path);
  }

  const driver: MatrixDriver = {
    async goto(path) {
      pending = null;
      await render(path);
    },
    async waitForHeading(name, level) {
      await shown();
      await screen.findByRole('heading', { level, name }, { timeout: STEP_TIMEOUT_MS });
    },
    async waitForRole(role, name) {
      await shown();
      await screen.findByRole(role, { name }, { timeout: STEP_TIMEOUT_MS });
    },
    async fill(label: string, second: string | { role: 'textbox' }, third?: string) {
      await shown();
      const value = typeof second === 'string' ? second : (third ?? '');
      const field =
        typeof second === 'string'
          ? await screen.findByLabelText(label, { exact: true }, { timeout: STEP_TIMEOUT_MS })
          : await screen.findByRole('textbox', { name: label }, { timeout: STEP_TIMEOUT_MS });
      // As Playwright's fill: focus the field (the one left is blurred), then set its value in one input event.
      act(() => field.focus());
      fireEvent.input(field, { target: { value } });
      await settle();
    },
    async select(label, option) {
      await shown();
      const field = await screen.findByLabelText(label, { exact: true }, { timeout: STEP_TIMEOUT_MS });
      if (!(field instanceof HTMLSelectElement)) throw new Error(`"${label}" is not a select`);
      await waitFor(() => {
        const options = [...field.options];
        const chosen = 'label' in option ? options.find((entry) => entry.text === option.label) : options[option.index];
        if (!chosen) throw new Error(`"${label}" has no option ${JSON.stringify(option)}`);
      }, { timeout: STEP_TIMEOUT_MS });
      const options = [...field.options];
      const chosen = 'label' in option ? options.find((entry) => entry.text === option.label) : options[option.index];
      act(() => field.focus());
      fireEvent.change(field, { target: { value: chosen!.value } });
      await settle();
    },
    async check(role, name) {
      await shown();
      const control = await screen.findByRole(role, { name }, { timeout: STEP_TIMEOUT_MS });
      if (!(control as HTMLInputElement).checked) await user.click(control);
      await settle();
    },
    async click(name, options = {}) {
      await shown();
      const button = await waitFor(
        () => {
          const scopes = options.inArticleWithout
            ? screen.getAllByRole('article').filter((article) => !article.textContent?.includes(options.inArticleWithout!))
            : [document.body];
          const found = scopes.flatMap((scope) => within(scope).queryAllByRole('button', { name }))[0];
          if (!found) throw new Error(`No button named ${String(name)}`);
          if ((found as HTMLButtonElement).disabled) throw new Error(`The button named ${String(name)} is disabled`);
          return found;
        },
        { timeout: STEP_TIMEOUT_MS },
      );
      await user.click(button);
      await settle();
    },
    async waitForFilled(label, options = {}) {
      await shown();
      await waitFor(
        () => {
          const scope = options.inDialog ? within(screen.getByRole('dialog', { name: options.inDialog })) : screen;
          const field = scope.getByRole('textbox', { name: label }) as HTMLInputElement;
          if (field.value === '') throw new Error(`"${label}" is still empty`);
        },
        { timeout: STEP_TIMEOUT_MS },
      );
    },
    allowFailedResource() {
      // jsdom logs no console error for a failed request: nothing to allow.
    },
  };

  return {
    driver,
    consoleErrors,
    pace: DOM_PACE,
    async installClock() {
      // Only the timers: the portal's retry waits move when the cell moves them, real time still passes.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    },
    async advanceClock(ms) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    },
    async pause(ms) {
      await act(async () => {
        await new Promise((resolve) => realSetTimeout(resolve, ms));
      });
    },
    async startSession(username, startPath) {
      await signInAs(username, { domainId });
      // The start page makes no gateway call; it is rendered only if a step uses it before the next page load.
      await unmount();
      pending = startPath;
    },
    async injectFault(operationId, fault: Fault) {
      if (fault.kind === 'status') failOperation(operationId, fault.status);
      else if (fault.kind === 'network') networkError(operationId);
      else {
        expectedErrors.push(new RegExp(`^The gateway's answer to ${operationId} does not match the contract at `));
        malformedBody(operationId);
      }
    },
    watchCall(row) {
      let count = 0;
      const onEnd = ({ request }: { request: Request }) => {
        if (isRowCall(row, request.method, request.url)) count += 1;
      };
      server.events.on('request:end', onEnd);
      unsubscribe.push(() => server.events.removeListener('request:end', onEnd));
      return { answered: () => count };
    },
    async snapshot(message) {
      await shown();
      const text = document.body.textContent ?? '';
      const code = /Error code: (\d+)\b/.exec(text);
      return {
        path: currentPath(),
        errorCode: code ? Number(code[1]) : null,
        message: message !== null && text.includes(message),
        headings: [...document.querySelectorAll('h1')].map((heading) => heading.textContent?.trim() ?? '').filter(Boolean),
        busy: document.querySelector('[aria-busy="true"]') !== null,
      };
    },
    async dispose() {
      for (const stop of unsubscribe.splice(0)) stop();
      await unmount();
      vi.useRealTimers();
      console.error = originalError;
    },
  };
}
