import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { OPERATIONS } from '../../../e2e/support/fault-matrix-table';
import { RequireSession } from '../guards/session-guards';
import type { PageHandle } from '../page-handle';
import { createPortalServices } from '../services';
import { wholeRouteTable } from '../../test/route-table';
import { testRuntimeConfig } from '../../test/test-runtime-config';

import { calledOperations, matrixCoverageProblems, routeReadRows } from './route-rows';

const reads = (...operationIds: string[]): PageHandle => ({ reads: operationIds });

/** A small table shaped as the portal's: signed-out pages, and signed-in pages under the session's guard. */
function table(signedOut: RouteObject[], signedIn: RouteObject[]): RouteObject[] {
  return [{ element: null, children: [...signedOut, { element: createElement(RequireSession), children: signedIn }] }];
}

describe("the fault matrix's rows from the route table", () => {
  it('are one row per operation a signed-in page declares it reads as it opens, opened there, by the global rule', () => {
    expect(routeReadRows(table([{ path: '/contact-us' }], [{ path: '/find-care/care-reminders', handle: reads('getCareReminders') }]))).toEqual([
      {
        operationId: 'getCareReminders',
        area: 'find-care',
        call: 'GET /care-reminders',
        route: '/find-care/care-reminders',
        trigger: 'open /find-care/care-reminders',
        signedIn: true,
        handling: 'global',
      },
    ]);
  });

  it('say where to go instead for a page without a session, a page with parameters, an unknown operation or area', () => {
    const rows = () =>
      routeReadRows(
        table(
          [{ path: '/contact-us', handle: reads('getDomainHolidayCalendar') }],
          [
            { path: '/claims/:claimId', handle: reads('getClaim') },
            { path: '/benefits', handle: reads('getNoSuchThing') },
            { path: '/elsewhere', handle: reads('getHandbooks') },
          ],
        ),
      );
    expect(rows).toThrow(
      'route /contact-us declares it reads getDomainHolidayCalendar (handle.reads in src/app/on-demand-routes.tsx), but only a signed-in page without parameters can: add a row with its journey to e2e/support/fault-matrix-table.ts (OPERATIONS) instead',
    );
    expect(rows).toThrow('route /claims/:claimId declares it reads getClaim (handle.reads in src/app/on-demand-routes.tsx), but only a signed-in page');
    expect(rows).toThrow('route /benefits declares it reads getNoSuchThing (handle.reads in src/app/on-demand-routes.tsx), which openapi/gateway.yaml does not have');
    expect(rows).toThrow('the fault matrix has no area for /elsewhere: add it to AREAS in src/app/fault-matrix/route-rows.ts');
  });
});

describe('the fault matrix covers every call of the portal', () => {
  it('asks for a row, saying where, for a call nothing proves', () => {
    const called = new Map([['getCareReminders', ['src/features/find-care/care-reminders-page.tsx']]]);
    expect(matrixCoverageProblems(called, [], [])).toEqual([
      'getCareReminders is called by src/features/find-care/care-reminders-page.tsx but no fault matrix row proves its failures: ' +
        'if the page reads it as it opens (a signed-in page without parameters, failures by the global rule), add it to its ' +
        "route's handle.reads in src/app/on-demand-routes.tsx; otherwise add a row with its journey to e2e/support/fault-matrix-table.ts (OPERATIONS)",
    ]);
    expect(matrixCoverageProblems(called, [], [{ operationId: 'getCareReminders', route: '/find-care/care-reminders' }])).toEqual([]);
    expect(matrixCoverageProblems(called, [{ operationId: 'getCareReminders' }], [])).toEqual([]);
  });

  it('asks to remove a row for a call the portal no longer makes, and a row declared twice', () => {
    const called = new Map([['getHandbooks', ['src/features/benefits/documents-pages.tsx']]]);
    expect(matrixCoverageProblems(called, [{ operationId: 'getForms' }], [{ operationId: 'getCareReminders', route: '/find-care/care-reminders' }])).toEqual([
      'getHandbooks is called by src/features/benefits/documents-pages.tsx but no fault matrix row proves its failures: ' +
        "if the page reads it as it opens (a signed-in page without parameters, failures by the global rule), add it to its route's handle.reads in src/app/on-demand-routes.tsx; " +
        'otherwise add a row with its journey to e2e/support/fault-matrix-table.ts (OPERATIONS)',
      'getForms has a fault matrix row, but the portal no longer calls it: remove it from e2e/support/fault-matrix-table.ts (OPERATIONS)',
      'getCareReminders has a fault matrix row, but the portal no longer calls it: remove it from the handle.reads of route /find-care/care-reminders in src/app/on-demand-routes.tsx',
    ]);
    expect(matrixCoverageProblems(called, [{ operationId: 'getHandbooks' }], [{ operationId: 'getHandbooks', route: '/benefits/member-handbooks' }])).toEqual([
      'getHandbooks has a row in e2e/support/fault-matrix-table.ts (OPERATIONS) and one from route /benefits/member-handbooks: remove it from that route\'s handle.reads in src/app/on-demand-routes.tsx',
    ]);
  });

  it('finds the calls in the code: a hook, a query key, a plain function', () => {
    const called = calledOperations();
    expect(called.get('getPrograms')).toContain('src/app/shell/shell-reads.ts');
    expect(called.get('getAccount')).toContain('src/app/home-reads.ts');
    expect(called.get('createToken')).toEqual(['src/features/auth/login-flow.ts']);
    expect(called.has('getForms')).toBe(false);
  });

  it("has a row, by hand or from the route table, for every operation the portal's code calls, and none for another", () => {
    const config = testRuntimeConfig({ mockGateway: false });
    const routeRows = routeReadRows(wholeRouteTable(config, createPortalServices(config)));
    expect(matrixCoverageProblems(calledOperations(), OPERATIONS, routeRows)).toEqual([]);
  });
});
