import type { ComponentType } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';

/**
 * Router-aware links for the React Aria widgets of a page: their links navigate through the app's router. Given to
 * every page loaded on demand (routes.tsx), the ones that use those widgets; the sign-in page uses none.
 */
export function withAriaRouter(Page: ComponentType): ComponentType {
  function WithAriaRouter() {
    const navigate = useNavigate();
    return (
      <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
        <Page />
      </AriaRouterProvider>
    );
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- React's name of the component in its tools
  WithAriaRouter.displayName = `WithAriaRouter(${Page.displayName ?? Page.name})`;
  return WithAriaRouter;
}
