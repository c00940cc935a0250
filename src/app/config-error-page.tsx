import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import type { StartupError } from './bootstrap';
import { FIRST_PAINT_CLASS } from './first-paint-markers';

export interface ConfigErrorPageProps {
  readonly error: StartupError;
}

/** Rendered instead of the portal when its runtime configuration cannot be used. */
export function ConfigErrorPage({ error }: ConfigErrorPageProps) {
  return (
    <main id="main-content">
      <h1>The portal is not configured correctly</h1>
      <p>{error.summary}</p>
      <ul aria-label="Configuration problems">
        {error.issues.map(({ key, problem }) => (
          <li key={key}>
            <code>{key}</code> {problem}
          </li>
        ))}
      </ul>
      <p>The portal cannot be used until this is corrected. Please try again later.</p>
    </main>
  );
}

/** Shows the page in place of the portal (and of the sign-in page's first paint), when the portal cannot start. */
export function showConfigErrorPage(container: HTMLElement, error: StartupError): void {
  document.documentElement.classList.remove(FIRST_PAINT_CLASS);
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <ConfigErrorPage error={error} />
    </StrictMode>,
  );
}
