import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MOCK_GATEWAY_BASE_URL } from '../../../mocks/node';
import { failOperation, slowResponse } from '../../../mocks/scenarios';
import type { DomainId } from '../../config/brands';
import { fakeWindow } from '../../test/fake-window';
import { showSpanish } from '../../test/i18n';
import { renderPage } from '../../test/render-page';
import { signInAs } from '../../test/sign-in';
import { testRuntimeConfig } from '../../test/test-runtime-config';
import { setupPortalTestFile } from '../../test/portal-test-file';

const server = setupPortalTestFile({ testTimeout: 30_000 });

/**
 * The first render of a file loads the whole portal, which takes seconds on a busy 2-core machine; the tests
 * themselves take well under a second once it has loaded.
 */
const FIRST_RENDER_TIMEOUT_MS = 15_000;

async function openDashboard(username: string, domainId: DomainId = 1, beforeLoad?: (view: ReturnType<typeof renderPage>) => void) {
  await signInAs(username, { domainId });
  const view = renderPage('/home', { config: testRuntimeConfig({ domainId }) });
  beforeLoad?.(view);
  await screen.findByRole('heading', { level: 1, name: /^Welcome, / }, { timeout: FIRST_RENDER_TIMEOUT_MS });
  return view;
}

/**
 * Records the gateway requests the mock gateway receives (method, path below the gateway base, Accept header, when
 * they started) and when each answer left it. Requests to other addresses (the accreditation feed) are left out.
 */
function recordRequests() {
  const seen: { method: string; path: string; at: number; accept: string | null }[] = [];
  const answered: { path: string; at: number }[] = [];
  const gatewayPath = (request: Request) =>
    request.url.startsWith(`${MOCK_GATEWAY_BASE_URL}/`) ? request.url.slice(MOCK_GATEWAY_BASE_URL.length) : null;
  const onStart = ({ request }: { request: Request }) => {
    const path = gatewayPath(request);
    if (path !== null) seen.push({ method: request.method, path, at: performance.now(), accept: request.headers.get('Accept') });
  };
  const onAnswer = ({ request }: { request: Request }) => {
    const path = gatewayPath(request);
    if (path !== null) answered.push({ path, at: performance.now() });
  };
  server.events.on('request:start', onStart);
  server.events.on('response:mocked', onAnswer);
  return {
    seen,
    answered,
    gets: () => seen.filter((entry) => entry.method === 'GET').map((entry) => entry.path),
    stop: () => {
      server.events.removeListener('request:start', onStart);
      server.events.removeListener('response:mocked', onAnswer);
    },
  };
}

function counts(paths: string[]): Record<string, number> {
  return paths.reduce<Record<string, number>>((all, path) => ({ ...all, [path]: (all[path] ?? 0) + 1 }), {});
}

const ACCOUNT_STATE = ['/account', '/eligibility/family'];
const EVERY_MEMBER = ['/account/getEmployeeId', '/pcp/eligibility', '/pcp/members', '/plan-management/details'];
const EBILL = ['/ebill/hasEbill', '/ebill/showEbillAlert'];
/** Every GET the dashboard itself may make. (The shell around it makes its own, also at most once each.) */
const DASHBOARD_CALLS = [
  ...EVERY_MEMBER,
  ...EBILL,
  '/pcp/city-of-portland',
  '/idCard/eligible',
  '/benefits/limits',
  '/programs/sitecore',
  '/handbook/ooc',
];

describe('the gateway calls of one dashboard view', () => {
  it.each<[string, DomainId, string[], string[]]>([
    ['rivera', 1, [...EVERY_MEMBER, ...EBILL, '/idCard/eligible', '/programs/sitecore', '/handbook/ooc'], ['/pcp/city-of-portland', '/benefits/limits']],
    ['city', 1, [...EVERY_MEMBER, ...EBILL, '/pcp/city-of-portland', '/idCard/eligible', '/programs/sitecore', '/handbook/ooc'], ['/benefits/limits']],
    ['harborpolicy', 5, [...EVERY_MEMBER, '/idCard/eligible', '/benefits/limits', '/programs/sitecore'], ['/ebill/showEbillAlert', '/handbook/ooc', '/pcp/city-of-portland']],
    ['termed', 1, [...EVERY_MEMBER, '/handbook/ooc'], ['/ebill/showEbillAlert', '/idCard/eligible', '/programs/sitecore', '/benefits/limits']],
  ])('asks each GET at most once, and only what the dashboard needs (%s)', async (username, domainId, needed, notNeeded) => {
    const requests = recordRequests();
    try {
      await openDashboard(username, domainId);
      // Anything asked late (a refetch, a second mount) would show up now.
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      requests.stop();
    }
    const gets = requests.gets();
    expect(Object.entries(counts(gets)).filter(([, count]) => count > 1)).toEqual([]);
    expect(gets).toEqual(expect.arrayContaining([...ACCOUNT_STATE, ...needed]));
    expect(gets.filter((path) => notNeeded.includes(path))).toEqual([]);
  });

  it('starts every dashboard call at once, none waiting for another', async () => {
    const slowCalls = [
      'getEmployeeId',
      'getPcpEligibility',
      'getPcpMembers',
      'getPlanManagementDetails',
      'hasEbill',
      'showEbillAlert',
      'getIdCardEligibility',
      'getContentPrograms',
      'getOutlineOfCoverageUrl',
    ] as const;
    for (const operation of slowCalls) slowResponse(operation, 400);
    const requests = recordRequests();
    try {
      await openDashboard('rivera');
    } finally {
      requests.stop();
    }
    const starts = requests.seen.filter((entry) => entry.method === 'GET' && DASHBOARD_CALLS.includes(entry.path));
    expect(starts.map((entry) => entry.path).sort()).toEqual(
      [...EVERY_MEMBER, ...EBILL, '/idCard/eligible', '/programs/sitecore', '/handbook/ooc'].sort(),
    );
    // Each answer takes 400 ms: a call that waited for another dashboard call's answer would start after it.
    const firstAnswer = Math.min(...requests.answered.filter((entry) => DASHBOARD_CALLS.includes(entry.path)).map((entry) => entry.at));
    expect(starts.filter((entry) => entry.at >= firstAnswer)).toEqual([]);
  });

  it("starts the reads every member needs alongside the account sync, not after it, and asks none of them twice", async () => {
    slowResponse('getAccount', 400);
    slowResponse('getFamilyEligibility', 400);
    const requests = recordRequests();
    try {
      await openDashboard('rivera');
    } finally {
      requests.stop();
    }
    const accountAnswered = Math.min(...requests.answered.filter((entry) => ACCOUNT_STATE.includes(entry.path)).map((entry) => entry.at));
    const late = requests.seen.filter((entry) => EVERY_MEMBER.includes(entry.path) && entry.at >= accountAnswered);
    expect(late).toEqual([]);
    expect(requests.seen.filter((entry) => EVERY_MEMBER.includes(entry.path)).map((entry) => entry.path).sort()).toEqual([...EVERY_MEMBER].sort());
    expect(Object.entries(counts(requests.gets())).filter(([, count]) => count > 1)).toEqual([]);
  });
});

describe('copying the subscriber ID', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete (globalThis as { jest?: unknown }).jest;
  });

  /**
   * Fakes only the timeouts (the snackbar's timers): the signed-in frame waits for animation frames and intervals
   * that must keep running. Testing Library advances the fake clock through the `jest` shim while user-event waits.
   */
  function fakeTimeouts() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    (globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
    return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  }

  it('puts the ID on the clipboard and says so for 5 seconds', async () => {
    await openDashboard('rivera');
    const user = fakeTimeouts();

    await user.click(screen.getByRole('button', { name: 'Copy subscriber ID' }));
    expect(await navigator.clipboard.readText()).toBe('900123456');

    const snackbar = screen.getByText('Copied subscriber ID to clipboard').closest('.snackbar');
    expect(snackbar).not.toHaveAttribute('data-exiting');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(snackbar).not.toHaveAttribute('data-exiting');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(snackbar).toHaveAttribute('data-exiting');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Copied subscriber ID to clipboard')).not.toBeInTheDocument();
  });

  it('copies the employee ID of a member flagged local 598', async () => {
    await openDashboard('local598');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Copy employee ID' }));
    expect(await navigator.clipboard.readText()).toBe('598-044172');
    expect(await screen.findByText('Copied subscriber ID to clipboard')).toBeInTheDocument();
  });

  it('says so in the language shown when the ID is copied', async () => {
    await signInAs('rivera');
    await showSpanish('home');
    renderPage('/home', { config: testRuntimeConfig() });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Copiar ID de suscriptor' }, { timeout: 15_000 }));
    expect(await navigator.clipboard.readText()).toBe('900123456');
    expect(await screen.findByText('Se copió el ID de suscriptor al portapapeles')).toBeInTheDocument();
    expect(screen.queryByText('Copied subscriber ID to clipboard')).not.toBeInTheDocument();
  });
});

describe('Download ID card', () => {
  let createObjectURL: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    createObjectURL = vi.fn(() => 'blob:https://portal.example.com/id-card');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
  });

  it('opens a window on the click and shows the PDF there', async () => {
    await openDashboard('rivera');
    const opened = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });

    try {
      await user.click(within(screen.getByRole('region', { name: 'Member information' })).getByRole('button', { name: 'Download ID card' }));
      expect(open).toHaveBeenCalledWith('', '_blank');
      await vi.waitFor(() => expect(opened.location.href).toBe('blob:https://portal.example.com/id-card'));
    } finally {
      requests.stop();
    }
    expect(opened.opener).toBeNull();
    expect(opened.close).not.toHaveBeenCalled();
    expect(requests.seen.find((entry) => entry.path === '/idCard/view')?.accept).toBe('application/pdf');
    const pdf = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(pdf.type).toBe('application/pdf');
  });

  it('closes the opened window and shows the error page, the address kept, when the card cannot be fetched', async () => {
    failOperation('getIdCard', 500);
    const { router } = await openDashboard('rivera');
    const opened = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Download ID card' }));

    expect(await screen.findByText(/^Error code: 500/)).toBeInTheDocument();
    expect(opened.close).toHaveBeenCalledTimes(1);
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/home');
  });
});
