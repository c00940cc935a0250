import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';

import { loadPageFocus, useRouteFocus } from './use-route-focus';

// What a navigation does has loaded, as the portal's route table loads it before any navigation to another page.
beforeAll(() => loadPageFocus());

/** A page whose heading shows only once its content has "loaded" (the test says when). */
let finishLoading: () => void = () => undefined;
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    finishLoading = () => setLoaded(true);
  }, []);
  return loaded ? <h1>Welcome, Jordan</h1> : <p>Loading</p>;
}

/** A page that shows a loading view with its title, then replaces it (heading and all) with its content. */
let finishSwapping: () => void = () => undefined;
function LoadingView() {
  return <h1>Policies</h1>;
}
function ContentView() {
  return (
    <section>
      <h1>Policies</h1>
    </section>
  );
}
function SwappingPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    finishSwapping = () => setLoaded(true);
  }, []);
  return loaded ? <ContentView /> : <LoadingView />;
}

function Frame() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  return (
    <>
      <nav>
        <Link to="/late">Late page</Link>
        <button type="button">Elsewhere</button>
      </nav>
      <main ref={mainRef}>
        <Outlet />
      </main>
    </>
  );
}

function renderRoutes() {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/start', element: <h1>Start</h1> },
          { path: '/late', element: <LatePage /> },
          { path: '/swapping', element: <SwappingPage /> },
        ],
      },
    ],
    { initialEntries: ['/start'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useRouteFocus', () => {
  it('focuses a heading that appears after the navigation, once the page has loaded', async () => {
    const router = renderRoutes();
    await act(() => router.navigate('/late'));
    expect(screen.queryByRole('heading')).toBeNull();

    act(() => finishLoading());

    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome, Jordan' });
    await act(() => Promise.resolve());
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('keeps focus where the member moved it while the page was loading', async () => {
    const router = renderRoutes();
    const link = screen.getByRole('link', { name: 'Late page' });
    link.focus();
    await act(() => router.navigate('/late'));

    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    act(() => finishLoading());

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Jordan' });
    await act(() => Promise.resolve());
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('still moves focus from the control that navigated when the member left it there', async () => {
    const router = renderRoutes();
    const link = screen.getByRole('link', { name: 'Late page' });
    link.focus();
    await act(() => router.navigate('/late'));
    expect(link).toHaveFocus();

    act(() => finishLoading());

    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome, Jordan' });
    await act(() => Promise.resolve());
    expect(heading).toHaveFocus();
  });

  it('moves focus to the heading that replaces the focused one when the page swaps its loading view', async () => {
    const router = renderRoutes();
    await act(() => router.navigate('/swapping'));
    const loadingHeading = screen.getByRole('heading', { level: 1, name: 'Policies' });
    expect(loadingHeading).toHaveFocus();

    act(() => finishSwapping());
    await act(() => Promise.resolve());

    const contentHeading = screen.getByRole('heading', { level: 1, name: 'Policies' });
    expect(contentHeading).not.toBe(loadingHeading);
    expect(contentHeading).toHaveFocus();
  });

  it('stops once the member presses a key', async () => {
    const router = renderRoutes();
    await act(() => router.navigate('/late'));

    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => finishLoading());

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Jordan' });
    await act(() => Promise.resolve());
    expect(document.body).toHaveFocus();
  });
});
