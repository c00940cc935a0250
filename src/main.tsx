import { createRoot, hydrateRoot } from 'react-dom/client';

import { bootstrap, MESSAGES_ERROR } from './app/bootstrap';
import { FIRST_PAINT_CLASS, FIRST_PAINT_LOADING_ID } from './app/first-paint-markers';
import { loadMockGateway } from './app/mock-gateway-loader';
import { PortalApp } from './app/portal-app';
import { createAppRouter } from './app/router';
import { START_UP_AREAS } from './app/routes';
import { createPortalServices } from './app/services';
import { keepTypedValues } from './config/first-paint';
import { preferredLanguage, showLanguage } from './shared/i18n';

async function start(container: HTMLElement): Promise<void> {
  // The mock gateway (mocks/browser.ts) is downloaded and started only when config.mockGateway is true, and only
  // the demo build can (app/mock-gateway-loader.ts): in the production build mockGateway: true is reported instead.
  // The messages of the member's language for what the first page may show load alongside the configuration.
  const [started, messages] = await Promise.all([
    bootstrap({ loadMockGateway }),
    showLanguage(preferredLanguage(), START_UP_AREAS).then(
      () => true,
      () => false,
    ),
  ]);

  // The sign-in page's markup from index.html is on screen (the first-paint script showed it): the portal takes it over.
  const prerendered = document.documentElement.classList.contains(FIRST_PAINT_CLASS) && container.firstElementChild !== null;
  container.removeAttribute('data-prerendered');

  if (!started.ok || !messages) {
    (await import('./app/config-error-page')).showConfigErrorPage(container, started.ok ? MESSAGES_ERROR : started.error);
  } else {
    const { config } = started;
    const services = createPortalServices(config);
    const app = <PortalApp config={config} services={services} router={createAppRouter(config, services)} />;
    if (prerendered) {
      keepTypedValues(container);
      hydrateRoot(container, app);
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  }
  document.getElementById(FIRST_PAINT_LOADING_ID)?.remove();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root".');
void start(container);
