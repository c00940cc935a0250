import { useLingui } from '@lingui/react/macro';
/** Shown while a guard loads what the page needs (the account state). */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      {t`Loading…`}
    </div>
  );
}
