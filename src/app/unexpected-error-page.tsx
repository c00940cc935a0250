import { GenericErrorContent } from '../features/errors/generic-error-content';

/** Shown instead of a blank screen when rendering fails unexpectedly. */
export function UnexpectedErrorPage() {
  return (
    <main id="main-content">
      <GenericErrorContent />
    </main>
  );
}
