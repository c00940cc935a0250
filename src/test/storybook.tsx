import type { Meta } from '@storybook/react-vite';
import { createContext, Suspense, use, useContext, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, within } from 'storybook/test';

import { createHandlers } from '../../mocks/handlers';
import { personaTokenClaims } from '../../mocks/test-helpers';
import { resetScenarios } from '../../mocks/scenarios';
import { resetState } from '../../mocks/state';
import { issueToken } from '../../mocks/tokens';
import { App } from '../app/app';
import { AppProviders } from '../app/providers';
import { RootLayout } from '../app/root-layout';
import { createRoutes, routerOptions } from '../app/routes';
import { createPortalServices, type PortalServices } from '../app/services';
import type { DomainId } from '../config/brands';
import type { RuntimeConfig } from '../config/runtime-config';
import { parseRuntimeConfig } from '../config/runtime-config-problems';
import { errorCodeLine } from '../features/errors/error-variants';
import { resetContractViolationReports } from '../shared/lib/http/contract-violations';
import { useQueryClientSlot } from '../shared/queries/query-client-slot';
import { LOCAL_TOKEN_KEY } from '../shared/session/session-store';

/**
 * What the stories (`*.stories.tsx`, Storybook and src/test/stories.test.tsx) share: the portal's own providers and
 * root layout around each story, and the mock gateway (mocks/) answering for a persona through
 * msw-storybook-addon, so a story's data is a persona's (mocks/personas), read through the same generated hooks
 * and HTTP client as in the portal.
 *
 * Story parameters read by .storybook/preview.tsx:
 * - `brand`: the domain id (1, 2 or 5) of the story's runtime configuration (else the toolbar's brand);
 * - `persona`: the username whose session the story runs in (its token is stored before the story renders);
 * - `frame: 'screen'`: the story renders the whole portal itself (PortalScreen), not inside StoryFrame;
 * - `path`: a screen story's address, when it is not the one its file's meta names (portalScreen);
 * - `consoleErrors`: what the story makes the portal log with console.error on purpose (React's report of an error a
 *   PieceBoundary caught, the client's report of an answer that breaks the contract). The stories test fails unless
 *   each of them is logged, and on any other console error.
 */

export interface StoryParameters {
  readonly brand?: DomainId;
  readonly persona?: string;
  readonly frame?: 'screen';
  readonly path?: string;
  readonly consoleErrors?: readonly RegExp[];
}

/** The gateway base of the stories: on the page's own origin (Storybook's, or jsdom's in the stories test). */
export function storyGatewayBaseUrl(): string {
  return `${window.location.origin}/api`;
}

/** The runtime configuration of a story, for a brand, with the gateway and the two feeds on the mock gateway. */
export function storyRuntimeConfig(domainId: DomainId): RuntimeConfig {
  const gateway = storyGatewayBaseUrl();
  const result = parseRuntimeConfig({
    environment: 'storybook',
    gatewayBaseUrl: gateway,
    domainId,
    ebillBaseUrl: 'https://ebill.example.com/member/ebill',
    partnerDashboardUrl: 'https://partner.example.com/dashboard',
    // No persona's chat configuration names this host, so no story loads the chat vendor's widget from the internet.
    chatVendorHost: 'chat.invalid',
    accreditationFeedUrl: `${gateway}/ncqa`,
    chatConfigUrl: `${gateway}/chat`,
  });
  if (!result.ok) throw new Error(`Invalid story configuration: ${JSON.stringify(result.error.issues)}`);
  return result.config;
}

/** The mock gateway's handlers under the stories' gateway base. */
export function storyGatewayHandlers() {
  return createHandlers({ baseUrl: storyGatewayBaseUrl() });
}

/**
 * Before each story: the mock gateway's state and scenarios as the fixtures have them, no session, and the reports of
 * the portal (contract violations, pieces not shown) as in a new page load.
 */
export function resetStoryGateway(): void {
  resetState();
  resetScenarios();
  localStorage.clear();
  sessionStorage.clear();
  resetContractViolationReports();
  window.dataLayer = [];
}

/** Signs the story in as a persona: its token (as POST /token issues it) stored as the session token. */
export function startPersonaSession(username: string): void {
  localStorage.setItem(LOCAL_TOKEN_KEY, issueToken(personaTokenClaims(username)));
}

/** A day in milliseconds: long enough for a "loading" story to stay loading while anyone looks at it. */
export const LOADING_FOREVER_MS = 24 * 60 * 60 * 1000;

interface Portal {
  readonly config: RuntimeConfig;
  readonly services: PortalServices;
}

function usePortal(domainId: DomainId): Portal {
  const [portal] = useState(() => {
    const config = storyRuntimeConfig(domainId);
    return { config, services: createPortalServices(config) };
  });
  return portal;
}

const StoryContent = createContext<ReactNode>(null);

/** The story, once the query cache its hooks read from is loaded (the portal loads it with the first page that reads). */
function StoryOutlet() {
  const content = useContext(StoryContent);
  use(useQueryClientSlot().load());
  return <>{content}</>;
}

/**
 * The frame of a piece or tile story: the portal's providers and its root layout (the brand theme on the document,
 * router-aware links, the snackbar queue, the failure state) around the story, on an in-memory router.
 */
export function StoryFrame({ domainId, children }: { readonly domainId: DomainId; readonly children: ReactNode }) {
  const portal = usePortal(domainId);
  const [router] = useState(() => createMemoryRouter([{ element: <RootLayout />, children: [{ path: '*', element: <StoryOutlet /> }] }]));
  return (
    <AppProviders config={portal.config} services={portal.services}>
      <StoryContent value={children}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </StoryContent>
    </AppProviders>
  );
}

/** A main screen story: the whole portal (shell, guards, routes, failure rule) at `path`, on an in-memory router. */
export function PortalScreen({ domainId, path }: { readonly domainId: DomainId; readonly path: string }) {
  const portal = usePortal(domainId);
  const [router] = useState(() => createMemoryRouter(createRoutes(portal.config), {
      initialEntries: [path],
      ...routerOptions(portal.config, portal.services),
    }));
  return (
    <AppProviders config={portal.config} services={portal.services}>
      <App router={router} />
    </AppProviders>
  );
}

/**
 * The meta of a main screen's stories, besides their title (which Storybook reads from the file itself, so it stays
 * in each file's object): the whole portal at `path` (a story's `parameters.path` overrides it), on the story's brand
 * (else the toolbar's), signed in as the story's persona if it names one.
 */
export function portalScreen(path: string) {
  return {
    parameters: { frame: 'screen' } satisfies StoryParameters,
    render: (_args, { parameters, globals }) => {
      const { brand, path: storyPath } = parameters as StoryParameters;
      return <PortalScreen domainId={(brand ?? Number(globals.brand ?? 1)) as DomainId} path={storyPath ?? path} />;
    },
  } satisfies Meta;
}

/** The Testing Library queries bound to a part of a story (what `within` returns). */
export type StoryQueries = ReturnType<typeof screenOf>;

/** What a screen story shows is the whole page (the shell, the page area, dialogs), not only the story's root. */
export function screenOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** The screen's page area once its level-1 heading `name` shows (pages load their areas on demand: up to 15 s). */
export async function pageArea(canvasElement: HTMLElement, name: string | RegExp): Promise<StoryQueries> {
  await screenOf(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 15_000 });
  return within(screenOf(canvasElement).getByRole('main'));
}

/** The error page of product section 8 for `status`, shown in place of the screen. */
export async function expectErrorPage(canvasElement: HTMLElement, status: number) {
  const line = await screenOf(canvasElement).findByText(errorCodeLine(status), undefined, { timeout: 15_000 });
  await expect(line).toBeVisible();
}

/**
 * Replaces the Clipboard API for a story (Storybook's frame may not be allowed to write to the clipboard, jsdom
 * has none): `available` false removes it, as on plain http. Returns the cleanup for the story's beforeEach.
 */
export function stubClipboard(available = true): () => void {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: available ? { writeText: () => Promise.resolve() } : undefined,
  });
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  };
}
