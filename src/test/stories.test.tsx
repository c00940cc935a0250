import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { setupServer } from 'msw/node';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import preview from '../../.storybook/preview';

import { storyGatewayBaseUrl, type StoryParameters } from './storybook';

/**
 * Renders every story of the portal (`src/**\/*.stories.tsx`) as Storybook would, through portable stories: the
 * project's annotations (.storybook/preview.tsx: providers, persona sessions, the mock gateway), the story's
 * loaders and beforeEach, the render, and its play function, whose assertions say what the story must show.
 * A story fails when it throws, when its play function fails, when anything is logged with console.error (a render
 * error React reports, a failed prop type, a missing tooltip text ...) other than what the story says it causes on
 * purpose (`parameters.consoleErrors`, each of which must be logged), and when it calls the gateway for something
 * the mock gateway does not answer. In Storybook the mock gateway runs in a service worker; here in msw's Node
 * server, through the same loader of msw-storybook-addon.
 */

const server = setupServer();
const unhandled: string[] = [];

// The loader uses only resetHandlers() and use(), which msw's Node server has as the browser worker does.
const project = setProjectAnnotations([{ ...preview, loaders: [mswLoader(() => server as unknown as SetupWorker)] }]);

beforeAll(async () => {
  const gateway = storyGatewayBaseUrl();
  server.listen({
    onUnhandledRequest(request) {
      if (request.url.startsWith(`${gateway}/`)) unhandled.push(`${request.method} ${request.url}`);
    },
  });
  await project.beforeAll?.();
});

afterAll(() => {
  server.close();
});

type StoriesModule = Parameters<typeof composeStories>[0];
/** What the test uses of a composed story. */
interface ComposedStory {
  readonly storyName: string;
  readonly parameters: StoryParameters;
  readonly run: () => Promise<void>;
}
const modules = import.meta.glob<StoriesModule>('../**/*.stories.tsx', { eager: true });

const stories = Object.entries(modules)
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([, module]) => {
    const title = module.default.title ?? '?';
    const composed = composeStories(module) as Record<string, ComposedStory>;
    return Object.values(composed).map((story) => ({ title: `${title} › ${story.storyName}`, story }));
  });

describe('the stories', () => {
  let errors: string[] = [];

  afterEach(() => {
    errors = [];
    unhandled.length = 0;
  });

  it('cover every shared interface piece, each dashboard tile and the main screens', () => {
    const files = Object.keys(modules).map((file) => file.replace(/^\.\.\//, ''));
    const pieces = Object.keys(import.meta.glob('../shared/ui/*/*.tsx')).filter((file) => !/\.(test|stories)\.tsx$/.test(file) && !file.includes('/test-utils/'));
    for (const piece of pieces) expect(files, `a story for ${piece}`).toContain(piece.replace(/^\.\.\//, '').replace(/\.tsx$/, '.stories.tsx'));
    const tiles = ['welcome-banner', 'home-banners', 'preventive-care-card', 'member-info-tile', 'featured-limit-tile', 'primary-care-tile', 'program-tiles'];
    for (const tile of tiles) expect(files, `a story for the ${tile}`).toContain(`features/home/${tile}.stories.tsx`);
    const screens = ['home', 'login', 'benefits', 'primary-care', 'claims-eobs', 'account-summary', 'contact-us'];
    for (const screen of screens) expect(files, `the stories of the ${screen} screen`).toContain(`app/${screen}-screen.stories.tsx`);
  });

  it.each(stories)('$title', async ({ story }) => {
    const logged = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
    });
    try {
      await story.run();
    } finally {
      logged.mockRestore();
    }
    // What the story causes on purpose must happen, and nothing else may be logged as an error.
    const expected = story.parameters.consoleErrors ?? [];
    for (const pattern of expected) expect(errors, `the console error the story expects: ${pattern}`).toContainEqual(expect.stringMatching(pattern));
    expect(
      errors.filter((error) => !expected.some((pattern) => pattern.test(error))),
      'console.error during the story',
    ).toEqual([]);
    expect(unhandled, 'gateway calls the mock gateway does not answer').toEqual([]);
  });
});
