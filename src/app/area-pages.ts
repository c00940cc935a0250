import { loadAreaMessages } from '../shared/i18n/catalogs';

/**
 * The page modules of the feature areas: every `src/features/<area>/*-page.tsx` and `*-pages.tsx`, found by their
 * names, so a new page needs no list of them. The build puts each area's modules in one chunk of its own
 * (vite.config.ts, FEATURE_AREA), which loads with the area's first page.
 */
const pageModules = import.meta.glob<Record<string, unknown>>([
  '../features/*/*-page.tsx',
  '../features/*/*-pages.tsx',
  // The sign-in page is part of the first page load (routes.tsx), not of its area's chunk.
  '!../features/auth/login-page.tsx',
]);

/** The exports of a feature area's page modules, by name. */
export type AreaPages = Readonly<Record<string, unknown>>;

/** A feature area's pages, loaded on demand together with the area's messages in the language shown. */
export function areaPages(area: string): () => Promise<AreaPages> {
  const loads = Object.entries(pageModules)
    .filter(([file]) => file.startsWith(`../features/${area}/`))
    .map(([, load]) => load);
  if (loads.length === 0) throw new Error(`src/features/${area} has no page module (a *-page.tsx or *-pages.tsx file)`);
  return () => Promise.all([Promise.all(loads.map((load) => load())), loadAreaMessages(area)]).then(([modules]) => Object.assign({}, ...modules));
}
