import type { StartupError } from './bootstrap';

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
