import { act, cleanup, render } from '@testing-library/react';
import { getResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';

import { App } from '../../src/app/app';
import { AppProviders } from '../../src/app/providers';
import { createRoutes, routerOptions } from '../../src/app/routes';
import { createPortalServices } from '../../src/app/services';
import { DOMAIN_IDS, type DomainId } from '../../src/config/brands';
import { CONTRACT_VIOLATION_EVENT, type ContractViolationEntry } from '../../src/domain/analytics/analytics';
import { browserNavigation } from '../../src/shared/lib/browser-navigation';
import { resetContractViolationReports } from '../../src/shared/lib/http/contract-violations';
import { LOCAL_TOKEN_KEY, TEMPORARY_TOKEN_KEY } from '../../src/shared/session/session-store';
import { wholeRouteTable } from '../../src/test/route-table';
import { testRuntimeConfig } from '../../src/test/test-runtime-config';

import { type FuzzRoute, fuzzRoutes, routeId, sessionMember } from './fuzz-routes';
import { type AnswerSource, renderGateway, sourceLabel } from './gateway-answers';
import { inspectRender } from './oracle';
import { EDGE_VARIANTS } from './schema-walker';

/**
 * Renders routes of the portal, one after another, in the one jsdom of a vitest worker: the real providers, route
 * table and guards, the gateway client answered in memory by the generated handlers (no network interception), and
 * the oracle after each render. Between renders only what a page load would start afresh is reset (the DOM, the
 * storage and cookies, the data layer, the query cache and router, which are made anew).
 */

const GATEWAY = 'http://localhost/api';
/** How long one render may take to settle (the first render of an area also transforms its modules). */
const SETTLE_LIMIT_MS = 30_000;

export interface FuzzCase {
  readonly route: FuzzRoute;
  readonly brand: DomainId;
  readonly source: AnswerSource;
}

export interface FuzzResult {
  readonly route: string;
  readonly brand: DomainId;
  readonly variant: string;
  readonly seed: number | null;
  readonly opened: string;
  readonly problems: readonly string[];
  readonly ms: number;
  /** CPU time of the worker process during the render (the cost of the render alone, whatever else the machine runs). */
  readonly cpuMs: number;
  /** The page's text, when the plan asks for it (`--dump`). */
  readonly text?: string;
}

export interface FuzzPlan {
  /** The base seed of the Faker renders; with `route`, the exact seed of one Faker render per brand. */
  readonly seed: number;
  /** Faker renders per route and brand (when no exact seed is asked for). */
  readonly samples: number;
  readonly route?: string;
  readonly brand?: DomainId;
  readonly variant?: string;
  /** Replaying: the seed is the Faker render's own seed, not a base. */
  readonly exactSeed?: boolean;
  /** Keep each page's text in its result (for reading what a render showed). */
  readonly dump?: boolean;
}

let routes: FuzzRoute[] | undefined;

/**
 * Every route of the whole route table as the fuzz renders it (fuzz-routes.ts); throws, saying where to add what is
 * missing, when a route cannot be opened without an entry of its own.
 */
export function allFuzzRoutes(): FuzzRoute[] {
  if (!routes) {
    const config = testRuntimeConfig({ mockGateway: false });
    routes = fuzzRoutes(wholeRouteTable(config, createPortalServices(config)));
  }
  return routes;
}

/** The seed of the k-th Faker render of a route and brand: distinct per render, printed for replay. */
function fakerSeed(base: number, routeIndex: number, brand: DomainId, sample: number): number {
  return base * 100_000 + routeIndex * 100 + DOMAIN_IDS.indexOf(brand) * 10 + sample;
}

export function planCases(plan: FuzzPlan): FuzzCase[] {
  const cases: FuzzCase[] = [];
  allFuzzRoutes().forEach((route, routeIndex) => {
    if (plan.route !== undefined && routeId(route) !== plan.route && route.pattern !== plan.route) return;
    for (const brand of route.brands ?? DOMAIN_IDS) {
      if (plan.brand !== undefined && brand !== plan.brand) continue;
      const sources: AnswerSource[] = [
        ...(plan.exactSeed
          ? [{ kind: 'faker' as const, seed: plan.seed }]
          : Array.from({ length: plan.samples }, (_, k) => ({ kind: 'faker' as const, seed: fakerSeed(plan.seed, routeIndex, brand, k) }))),
        ...EDGE_VARIANTS.map((variant) => ({ kind: 'edge' as const, variant })),
      ];
      for (const source of route.readsAnswers === false ? sources.slice(0, 1) : sources) {
        if (plan.variant !== undefined && sourceLabel(source) !== plan.variant) continue;
        // Each edge variant renders on two brands of three, rotating by route and variant, so every route meets every
        // variant and every brand meets every variant within the run (a whole cross product would not fit its time).
        const variantIndex = source.kind === 'edge' ? EDGE_VARIANTS.indexOf(source.variant) : -1;
        const filtered = plan.brand !== undefined || plan.variant !== undefined;
        if (variantIndex >= 0 && !filtered && (variantIndex + routeIndex + DOMAIN_IDS.indexOf(brand)) % 3 === 0) continue;
        cases.push({ route, brand, source });
      }
    }
  });
  return cases;
}

function resetPage(): void {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.dataLayer = [];
  // The answer check reports a violation once per page load.
  resetContractViolationReports();
  document.body.innerHTML = '';
}

/** The answers the portal's answer check refused during the render, as it told the data layer. */
function refusedAnswers(): ContractViolationEntry[] {
  return (window.dataLayer ?? []).filter(
    (entry): entry is ContractViolationEntry => typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === CONTRACT_VIOLATION_EVENT,
  );
}

const uncaught: string[] = [];
const navigations: string[] = [];
let installed = false;

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Listens once per worker for errors nothing caught and for full-page navigations. */
function install(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => uncaught.push(describeError(event.error ?? event.message)));
  process.on('unhandledRejection', (reason) => uncaught.push(describeError(reason)));
  vi.spyOn(browserNavigation, 'replace').mockImplementation((url) => void navigations.push(url));
  vi.spyOn(browserNavigation, 'submitForm').mockImplementation((form) => void navigations.push(`form post to ${form.action}`));
  // A tick is a timer turn; the screens' own timers (snackbars, copy state) are not waited for.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(window, 'open').mockImplementation(() => null);
  // React and jsdom report what the oracle checks itself; their logs would drown the summary.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

/** An unsigned JWT as the gateway shapes them (UTF-8 claims: member keys may be any text the contract allows). */
function sessionToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  const payload = { sub: 'fuzz', exp: Math.floor(Date.now() / 1000) + 7200, issuedByNewId: false, ...claims };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

export async function renderCase({ route, brand, source }: FuzzCase, dump = false): Promise<FuzzResult> {
  install();
  resetPage();
  uncaught.length = 0;
  navigations.length = 0;
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const today = new Date();
  const gateway = renderGateway(source, today);
  const unanswered: string[] = [];

  const memberKey = sessionMember(gateway.answer).memberKey;
  const token = sessionToken({ memberKey: typeof memberKey === 'string' ? memberKey : '', role: route.session === 'new-id' ? 'new-id' : 'member', domainId: brand });
  if (route.session === 'member' || route.session === 'new-id') localStorage.setItem(LOCAL_TOKEN_KEY, token);
  if (route.session === 'temporary') sessionStorage.setItem(TEMPORARY_TOKEN_KEY, token);

  const config = testRuntimeConfig({
    domainId: brand,
    gatewayBaseUrl: GATEWAY,
    accreditationFeedUrl: `${GATEWAY}/ncqa`,
    chatConfigUrl: `${GATEWAY}/chat`,
  });
  const fetchAnswers: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(gateway.handlers, request);
    if (!response) {
      unanswered.push(`${request.method} ${request.url}`);
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
  const services = createPortalServices(config, { fetch: fetchAnswers });
  const queryClient = await services.queries.load();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });

  const opened = route.url?.(gateway.answer) ?? route.pattern;
  const router = createMemoryRouter(createRoutes(config), { initialEntries: [opened], ...routerOptions(config, services) });
  const view = render(
    <AppProviders config={config} services={services}>
      <App router={router} />
    </AppProviders>,
  );

  let quiet = 0;
  let settled = false;
  while (performance.now() - started < SETTLE_LIMIT_MS) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    const idle =
      router.state.initialized &&
      queryClient.isFetching() === 0 &&
      queryClient.isMutating() === 0 &&
      router.state.navigation.state === 'idle' &&
      // A page whose code or query cache is still loading shows the page-level placeholder (src/app/page-loading.tsx),
      // as does one that has left the portal (a logout, a form post to single sign-on) and waits for the browser.
      (document.querySelector('.page-loading') === null || navigations.length > 0);
    quiet = idle ? quiet + 1 : 0;
    if (quiet >= 3) {
      settled = true;
      break;
    }
  }

  const { pathname, search } = router.state.location;
  const problems = inspectRender(document, route, {
    location: `${pathname}${search}`,
    opened,
    navigations: [...navigations],
    uncaught: [...uncaught],
    unanswered,
    refused: refusedAnswers(),
    failedOnPurpose: gateway.failedOnPurpose,
  });
  if (!settled) problems.unshift(`did not settle within ${SETTLE_LIMIT_MS} ms`);
  const text = dump ? (document.body.innerText || document.body.textContent || '').replace(/\s+/g, ' ') : undefined;
  view.unmount();
  router.dispose();
  queryClient.clear();

  return {
    route: routeId(route),
    brand,
    variant: sourceLabel(source),
    seed: source.kind === 'faker' ? source.seed : null,
    opened,
    problems,
    ms: Math.round(performance.now() - started),
    cpuMs: Math.round((({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpuStart))),
    ...(text !== undefined ? { text } : {}),
  };
}
