import { t } from '@lingui/core/macro';

/** A page number from the address (counted from 1); 1 when missing or not a positive whole number. */
export function parsePageParam(param: string | null): number {
  return param && /^\d+$/.test(param) && Number(param) >= 1 ? Number(param) : 1;
}

/** A page size from the address, between 1 and 100; `fallback` when missing or not a whole number. */
export function parseSizeParam(param: string | null, fallback: number): number {
  if (!param || !/^\d+$/.test(param)) return fallback;
  return Math.min(100, Math.max(1, Number(param)));
}

/**
 * 'Showing 1–10 of 23 referrals', in the language shown when it is called; `records` names the records in the
 * plural ('referrals', 'prior authorizations'), in that language.
 */
export function resultsText(page: number, size: number, total: number | undefined, shown: number, records: string): string {
  const first = (page - 1) * size + 1;
  // A page without its total (the gateway may leave it out) counts what it shows.
  if (total === undefined) {
    const last = first + shown - 1;
    return shown === 0 ? t`No ${records} on this page` : t`Showing ${first}–${last} ${records}`;
  }
  if (total === 0) return t`No ${records}`;
  const last = Math.min(total, page * size);
  if (first > total) return t`No ${records} on this page (${total} in all)`;
  return t`Showing ${first}–${last} of ${total} ${records}`;
}
