import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { RequireNewIdToken, RequireSession, RequireTemporaryToken } from '../../src/app/guards/session-guards';
import { createPortalServices } from '../../src/app/services';
import { tableRoutes, wholeRouteTable } from '../../src/test/route-table';
import { testRuntimeConfig } from '../../src/test/test-runtime-config';

import { FUZZ_ROUTES, fuzzRoutes, routeId } from './fuzz-routes';

const page = (path: string): RouteObject => ({ path, element: null });

/** A small table shaped as the portal's: a signed-out page, each guard with pages under it, layouts between. */
const TABLE: RouteObject[] = [
  {
    element: null,
    children: [
      { index: true, element: null },
      page('/open'),
      { element: createElement(RequireTemporaryToken), children: [page('/step')] },
      { element: createElement(RequireNewIdToken), children: [page('/new')] },
      { element: createElement(RequireSession), children: [{ element: null, children: [page('/mine'), page('/mine/:id')] }] },
    ],
  },
];

describe("the fuzz's routes", () => {
  it('take the session from the guard a route sits under, however deep', () => {
    expect(tableRoutes(TABLE)).toEqual([
      { path: '', session: 'none' },
      { path: '/open', session: 'none' },
      { path: '/step', session: 'temporary' },
      { path: '/new', session: 'new-id' },
      { path: '/mine', session: 'member' },
      { path: '/mine/:id', session: 'member' },
    ]);
  });

  it('open every route without parameters at its path, with any heading, with no entry of its own', () => {
    const routes = fuzzRoutes(TABLE, [{ pattern: '/mine/:id', url: () => '/mine/1' }]);
    expect(routes.find((route) => route.pattern === '/mine')).toEqual({ pattern: '/mine', session: 'member' });
    expect(routes.find((route) => route.pattern === '/step')).toEqual({ pattern: '/step', session: 'temporary' });
    expect(routes.map(routeId)).toEqual(['/mine/:id', '/', '/open', '/step', '/new', '/mine']);
  });

  it("give an entry its guard's session unless it names one", () => {
    const routes = fuzzRoutes(TABLE, [
      { pattern: '/mine/:id', url: () => '/mine/1', heading: 'Mine' },
      { pattern: '/open', session: 'member' },
    ]);
    expect(routes[0]).toMatchObject({ pattern: '/mine/:id', session: 'member', heading: 'Mine' });
    expect(routes[1]).toEqual({ pattern: '/open', session: 'member' });
  });

  it('say where to add the address of a route with parameters', () => {
    expect(() => fuzzRoutes(TABLE, [])).toThrow(
      'route /mine/:id has parameters the fuzz cannot guess: add an entry to scripts/fuzz/fuzz-routes.ts (FUZZ_ROUTES) with its url, taking the parameters from the answers',
    );
  });

  it('say which entry names a path the table does not have', () => {
    expect(() => fuzzRoutes(TABLE, [{ pattern: '/mine/:id', url: () => '/mine/1' }, { pattern: '/gone' }])).toThrow(
      'scripts/fuzz/fuzz-routes.ts (FUZZ_ROUTES) has an entry for /gone, which the route table does not have: remove it, or correct its pattern',
    );
  });

  it("cover the portal's whole route table, each signed-in page with a member's session", () => {
    const config = testRuntimeConfig({ mockGateway: false });
    const table = wholeRouteTable(config, createPortalServices(config));
    const routes = fuzzRoutes(table);
    const paths = new Set(routes.map((route) => route.pattern));
    expect(tableRoutes(table).filter((route) => !paths.has(route.path))).toEqual([]);
    expect(routes.find((route) => route.pattern === '/home')?.session).toBe('member');
    expect(routes.find((route) => route.pattern === '/group-selection')?.session).toBe('temporary');
    expect(routes.find((route) => route.pattern === '/new-id')?.session).toBe('new-id');
    expect(routes.find((route) => route.pattern === '/contact-us')?.session).toBe('none');
    // Every entry still names a route of the table (fuzzRoutes would have thrown otherwise), and adds to it.
    expect(FUZZ_ROUTES.every((entry) => Object.keys(entry).length > 1)).toBe(true);
  });
});
