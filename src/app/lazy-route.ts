import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

import { linkReactAriaStyles } from './react-aria-styles';
import type { PortalServices } from './services';

const ariaRouter = () => import('./aria-router');

/** A route whose component is the export `name` of a module loaded on demand. */
export type LazyRoute = <M, K extends keyof M>(load: () => Promise<M>, name: K) => Pick<RouteObject, 'lazy'>;

/**
 * Routes of pages loaded on demand, each with the query cache (services.queries) it reads through and router-aware
 * links for React Aria's widgets, loaded alongside the page's own code. React Aria's pressable rule is linked
 * before such a page first renders (the sign-in page uses no React Aria widget).
 */
export function lazyRoutes(services: PortalServices): LazyRoute {
  return (load, name) => ({
    lazy: async () => {
      const [module, , { withAriaRouter }] = await Promise.all([load(), services.queries.load(), ariaRouter()]);
      const page = module[name];
      if (typeof page !== 'function') throw new Error(`No page module of the route's area exports ${String(name)}`);
      linkReactAriaStyles();
      return { Component: withAriaRouter(page as ComponentType) };
    },
  });
}
