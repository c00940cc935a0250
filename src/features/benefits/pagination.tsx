/** A page number from the address (counted from 1); 1 when missing or not a positive whole number. */
export function parsePageParam(param: string | null): number {
  return param && /^\d+$/.test(param) && Number(param) >= 1 ? Number(param) : 1;
}

/** A page size from the address, between 1 and 100; `fallback` when missing or not a whole number. */
export function parseSizeParam(param: string | null, fallback: number): number {
  if (!param || !/^\d+$/.test(param)) return fallback;
  return Math.min(100, Math.max(1, Number(param)));
}

/** 'Showing 1–10 of 23 referrals'. */
export function resultsText(page: number, size: number, total: number | undefined, shown: number, noun: string): string {
  const first = (page - 1) * size + 1;
  // A page without its total (the gateway may leave it out) counts what it shows.
  if (total === undefined) return shown === 0 ? `No ${noun} on this page` : `Showing ${first}\u2013${first + shown - 1} ${noun}`;
  if (total === 0) return `No ${noun}`;
  const last = Math.min(total, page * size);
  if (first > total) return `No ${noun} on this page (${total} in all)`;
  return `Showing ${first}\u2013${last} of ${total} ${noun}`;
}
