import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

import type { DomainId } from '../src/config/brands';
import {
  resetStoryGateway,
  startPersonaSession,
  storyGatewayBaseUrl,
  storyGatewayHandlers,
  StoryFrame,
  type StoryParameters,
} from '../src/test/storybook';

/**
 * Every story runs on the portal's mock gateway (mocks/handlers.ts) through msw-storybook-addon: in Storybook a
 * service worker (public/mockServiceWorker.js), in the stories test msw's Node server (the test replaces the
 * loader). Before each story the gateway's state and scenarios are reset and, for a story with a `persona`, that
 * persona's session is started. See src/test/storybook.tsx for the parameters.
 */

/** Starts the browser's mock service worker once; gateway calls no handler answers are errors. */
async function startWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  const gateway = new URL(storyGatewayBaseUrl()).pathname;
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith(`${gateway}/`)) print.error();
    },
  });
  return worker;
}

const BRANDS: Record<string, string> = { '1': 'Brand 1 (Cascade)', '2': 'Brand 2 (Summit)', '5': 'Brand 5 (Harbor)' };

const preview: Preview = {
  loaders: [mswLoader(startWorker)],
  parameters: {
    msw: { handlers: { gateway: storyGatewayHandlers() } },
    layout: 'fullscreen',
    controls: { expanded: true },
  },
  globalTypes: {
    brand: {
      description: 'The brand (domain id) of stories that do not name one',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: Object.entries(BRANDS).map(([value, title]) => ({ value, title })), dynamicTitle: true },
    },
  },
  initialGlobals: { brand: '1' },
  beforeEach({ parameters }) {
    resetStoryGateway();
    const { persona } = parameters as StoryParameters;
    if (persona) startPersonaSession(persona);
    return () => resetStoryGateway();
  },
  decorators: [
    (Story, { id, parameters, globals }) => {
      const { brand, frame } = parameters as StoryParameters;
      const domainId = (brand ?? Number(globals.brand ?? 1)) as DomainId;
      if (frame === 'screen') return <Story />;
      return (
        // A new frame (query cache, session, router) for each story and brand.
        <StoryFrame key={`${id}:${domainId}`} domainId={domainId}>
          <Story />
        </StoryFrame>
      );
    },
  ],
};

export default preview;
