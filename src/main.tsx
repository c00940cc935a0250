import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { ConfigErrorPage } from './app/config-error-page';
import { loadMockGateway } from './app/mock-gateway-loader';
import { AppProviders } from './app/providers';
import { linkReactAriaStyles } from './app/react-aria-styles';
import { createAppRouter } from './app/router';
import { createPortalServices } from './app/services';

async function start(container: HTMLElement): Promise<void> {
  // The mock gateway (mocks/browser.ts) is downloaded and started only when config.mockGateway is true, and only
  // the demo build can (app/mock-gateway-loader.ts): in the production build mockGateway: true is reported instead.
  const started = await bootstrap({ loadMockGateway });

  // Before the first render: react-aria would otherwise add an inline <style>, which the deployment's policy forbids.
  linkReactAriaStyles();
  const root = createRoot(container);
  if (!started.ok) {
    root.render(
      <StrictMode>
        <ConfigErrorPage error={started.error} />
      </StrictMode>,
    );
    return;
  }

  const { config } = started;
  const services = createPortalServices(config);
  const router = createAppRouter(config);
  root.render(
    <StrictMode>
      <AppProviders config={config} services={services}>
        <App router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root".');
void start(container);
