import { afterEach, describe, expect, it } from 'vitest';

import type { FuzzRoute } from './fuzz-routes';
import { inspectRender, type RenderOutcome } from './oracle';

/** The oracle of the contract fuzz, on pages written by hand. */

const route: FuzzRoute = { pattern: '/account/summary', session: 'member', heading: 'Account summary' };
const outcome = (over: Partial<RenderOutcome> = {}): RenderOutcome => ({
  location: '/account/summary',
  opened: '/account/summary',
  navigations: [],
  uncaught: [],
  unanswered: [],
  refused: [],
  failedOnPurpose: [],
  ...over,
});

function page(main: string, around = ''): Document {
  document.body.innerHTML = `${around}<main id="main-content">${main}</main>`;
  return document;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the fuzz oracle', () => {
  it('passes a page that shows its heading and well-written amounts', () => {
    expect(inspectRender(page('<h1>Account summary</h1><p>Met $1,000,000,000.00, remaining -$250.75, limit $0.00</p>'), route, outcome())).toEqual([]);
  });

  const errorPage = (status: number, title: string) =>
    page(`<section class="error-page"><h1>${title}</h1><p class="error-page__code">Error code: ${status} Text</p></section>`);
  const refused = { operationId: 'getIdCard', jsonPath: '$.cards', rule: 'required' };

  it('fails a render that ends on an error page no variant chose, naming the answer the check refused', () => {
    const doc = errorPage(502, 'We received an unexpected response');
    expect(inspectRender(doc, route, outcome({ refused: [refused] }))).toEqual([
      'ended on the error page 502 "We received an unexpected response": the answer check refused the answer to getIdCard at $.cards (required)',
    ]);
    expect(inspectRender(errorPage(500, 'Sorry, something went wrong on our side'), route, outcome())).toEqual([
      'ended on the error page 500 "Sorry, something went wrong on our side"',
    ]);
  });

  it('passes the error page of a status the variant answered with on purpose (product section 8)', () => {
    const doc = errorPage(500, 'Sorry, something went wrong on our side');
    expect(inspectRender(doc, route, outcome({ failedOnPurpose: [500] }))).toEqual([]);
  });

  it('fails the error page of another status than the one the variant chose', () => {
    const doc = errorPage(502, 'We received an unexpected response');
    expect(inspectRender(doc, route, outcome({ failedOnPurpose: [500] }))).toEqual([
      'ended on the error page 502 "We received an unexpected response" (expected the error page of 500)',
    ]);
  });

  it('passes the error page a route shows by design, and fails the route when it shows none', () => {
    const errorRoute: FuzzRoute = { pattern: '/error/:status', session: 'member', errorPage: 500 };
    const opened = { opened: '/error/500', location: '/error/500' };
    expect(inspectRender(errorPage(500, 'Sorry, something went wrong on our side'), errorRoute, outcome(opened))).toEqual([]);
    expect(inspectRender(page('<h1>Welcome</h1>'), errorRoute, outcome(opened))).toEqual(['did not show the error page 500']);
  });

  it('fails an answer the check refused even when the page shows no error page', () => {
    const doc = page('<h1>Account summary</h1>');
    expect(inspectRender(doc, route, outcome({ refused: [refused] }))).toEqual(['the answer check refused the answer to getIdCard at $.cards (required)']);
  });

  it.each([
    ['<h1>Account summary</h1><p>Group undefined</p>', 'shows "undefined"'],
    ['<h1>Account summary</h1><p>Met NaN%</p>', 'shows "NaN"'],
    ['<h1>Account summary</h1><p>Since Invalid Date</p>', 'shows "Invalid Date"'],
    ['<h1>Account summary</h1><p>[object Object]</p>', 'shows "[object Object]"'],
    ['<h1>Account summary</h1><p>Remaining $5.5</p>', 'amount "$5.5"'],
    ['<h1>Account summary</h1><p>Limit $1e+9</p>', 'amount "$1e+9"'],
    ['<h1>Account summary</h1><p>Paid $-3.00</p>', 'amount "$-3.00"'],
    ['<h1>Account summary</h1><a href="/find-care/primary-care/undefined">Select</a>', 'href="/find-care/primary-care/undefined"'],
    ["<h1>Sorry, it looks like there's a problem.</h1>", 'the app-level error boundary'],
    ['<h1>Account summary</h1><div class="piece-failure"><p>Sorry, we can\'t show the group right now.</p></div>', 'a piece failed to render'],
    ['<h1>Summary</h1>', 'heading "Summary"'],
    ['<h1> </h1>', 'no page heading'],
  ])('fails %s', (main, problem) => {
    expect(inspectRender(page(main), route, outcome()).join('\n')).toContain(problem);
  });

  it('fails a page that ended elsewhere than its guards may send it, an uncaught error and a full navigation', () => {
    const doc = page('<h1>Log in to your Member Dashboard</h1>');
    const problems = inspectRender(doc, route, outcome({ location: '/login', uncaught: ['TypeError: x'], navigations: ['/elsewhere'] }));
    expect(problems).toEqual(['uncaught error: TypeError: x', 'left the portal for /elsewhere', 'ended at /login, not at /account/summary']);
  });

  it('accepts a redirect its guards make, and a full navigation the route expects', () => {
    const idCard: FuzzRoute = { pattern: '/id-card', session: 'member', heading: 'ID cards', redirects: ['/home'] };
    expect(inspectRender(page('<h1>Welcome, Ann</h1>'), idCard, outcome({ opened: '/id-card', location: '/home' }))).toEqual([]);
    const logout: FuzzRoute = { pattern: '/logout', session: 'none', leaves: /^\/login\?loggedOut=true/ };
    expect(inspectRender(page(''), logout, outcome({ opened: '/logout', location: '/logout', navigations: ['/login?loggedOut=true'] }))).toEqual([]);
  });
});
