/** Shown while a guard loads what the page needs (the account state). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      Loading…
    </div>
  );
}
