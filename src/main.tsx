import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { ConfigErrorPage } from './app/config-error-page';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createPortalServices } from './app/services';

async function start(container: HTMLElement): Promise<void> {
  const started = await bootstrap({
    // The mock gateway (mocks/browser.ts) is downloaded and started only when config.mockGateway is true.
    // Without this line the build carries no mock gateway, and mockGateway: true is reported as a bad key.
    loadMockGateway: () => import('../mocks/browser'),
  });

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
  const router = createAppRouter(config, services);
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
