import { render, screen } from '@testing-library/react';
import { Profiler, useEffect, useRef } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { AppProviders } from '../../app/providers';
import { createPortalServices } from '../../app/services';
import type { DomainId } from '../../config/brands';
import { testRuntimeConfig } from '../../test/test-runtime-config';
import { ApiError } from '../lib/http/api-error';

import { FailureBoundary, useFailure } from './failure-state';

/** Reports `error` the way a screen that handles its call in place passes a failure on. */
function Reporter({ error }: { error: unknown }) {
  const { reportError, status } = useFailure();
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    reportError(error);
  }, [error, reportError]);
  return <p>{status === null ? 'page' : `error page ${status}`}</p>;
}

function renderReporting(error: unknown, domainId: DomainId) {
  const config = testRuntimeConfig({ domainId });
  const router = createMemoryRouter([
    {
      element: (
        <FailureBoundary>
          <Reporter error={error} />
        </FailureBoundary>
      ),
      path: '/benefits/medicare-materials',
    },
    { path: '/login', element: <p>login page</p> },
  ], { initialEntries: ['/benefits/medicare-materials'] });
  render(
    <AppProviders config={config} services={createPortalServices(config)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('a failure a screen handled in place and passed on (reportError)', () => {
  it('shows the error page for its status, keeping the address', async () => {
    const router = renderReporting(new ApiError(500, undefined, 'http', 'GET', '/medicare-materials'), 1);
    expect(await screen.findByText('error page 500')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/benefits/medicare-materials');
  });

  it.each([1, 2] as const)('sends a 401 to /login on brand %i, as the global rule does', async (domainId) => {
    const router = renderReporting(new ApiError(401, undefined, 'http', 'GET', '/pcp/provider'), domainId);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the 401 error page on brand 5', async () => {
    const router = renderReporting(new ApiError(401, undefined, 'http', 'GET', '/medicare-materials'), 5);
    expect(await screen.findByText('error page 401')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/benefits/medicare-materials');
  });
});

/** Reports `error` from an effect on every change of reportError, as a screen that passes a failure on may. */
function EagerReporter({ error }: { error: unknown }) {
  const { reportError, status } = useFailure();
  useEffect(() => {
    reportError(error);
  }, [error, reportError]);
  return <p>{status === null ? 'page' : `error page ${status}`}</p>;
}

describe('a failure reported again while its error page shows', () => {
  it('changes nothing, so a screen that reports it from an effect settles instead of rendering without end', async () => {
    const config = testRuntimeConfig();
    const renders = { count: 0 };
    const counted = () => {
      renders.count += 1;
    };
    const error = new ApiError(400, undefined, 'http', 'GET', '/medicare-materials/eligibility');
    const router = createMemoryRouter(
      [
        {
          path: '/benefits/medicare-materials',
          element: (
            <Profiler id="reporter" onRender={counted}>
              <FailureBoundary>
                <EagerReporter error={error} />
              </FailureBoundary>
            </Profiler>
          ),
        },
      ],
      { initialEntries: ['/benefits/medicare-materials'] },
    );
    render(
      <AppProviders config={config} services={createPortalServices(config)}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('error page 400')).toBeInTheDocument();
    const settled = renders.count;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(renders.count).toBe(settled);
    expect(settled).toBeLessThan(6);
  });
});

