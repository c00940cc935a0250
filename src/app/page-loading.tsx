import { Trans } from '@lingui/react/macro';
/** Shown while a guard loads what the page needs (the account state). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Trans>Loading…</Trans>
    </div>
  );
}
