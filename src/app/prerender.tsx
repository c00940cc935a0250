import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';

import templateConfig from '../../public/config.json';
import { brandFor } from '../config/brands';
import { parseRuntimeConfig } from '../config/runtime-config-problems';
import { showLanguage, SOURCE_LANGUAGE } from '../shared/i18n';
import { QueryClientSlot } from '../shared/queries/query-client-slot';
import { SessionStore } from '../shared/session/session-store';

import { FIRST_PAINT_PATH } from './first-paint-markers';
import { PortalApp } from './portal-app';
import { createRoutes, routerOptions, START_UP_AREAS } from './routes';

/** A storage that keeps nothing: the first paint is nobody's session. */
function emptyStorage(): Storage {
  return {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
}

/**
 * The sign-in page's markup for index.html (scripts/prerender-login.ts): the portal at /login, rendered from the
 * same tree the browser hydrates (PortalApp), signed out, with the deployment template's configuration. What
 * differs by brand is rendered for every brand (PerBrand), so the markup fits any deployment. It is in English, the
 * language a first visit starts in (the first-paint script shows it only to browsers that have not chosen another).
 */
export async function renderLoginPage(): Promise<string> {
  await showLanguage(SOURCE_LANGUAGE, START_UP_AREAS);
  const parsed = parseRuntimeConfig(templateConfig);
  if (!parsed.ok) throw new Error(`public/config.json is not a valid configuration: ${JSON.stringify(parsed.error.issues)}`);
  const { config } = parsed;
  const session = new SessionStore({
    brandDashboardPath: brandFor(config.domainId).dashboardPath,
    storage: { local: emptyStorage(), session: emptyStorage() },
    doc: { cookie: '', location: { hostname: 'localhost' } } as Document,
  });
  const services = {
    session,
    queries: new QueryClientSlot(() => Promise.reject(new Error('The first paint reads nothing from the gateway.'))),
  };
  const router = createMemoryRouter(createRoutes(config), {
    initialEntries: [FIRST_PAINT_PATH],
    ...routerOptions(config, services),
  });
  return renderToString(<PortalApp config={config} services={services} router={router} />);
}
