import { VisuallyHidden } from '../../shared/ui';

/** The page numbers to show: the first, the last, and the current one with its neighbours; null marks a gap. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const pages = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) result.push(null);
    result.push(page);
  });
  return result;
}

export interface PaginationProps {
  /** The navigation landmark's name, e.g. 'Referrals pages'. */
  readonly label: string;
  /** The current page, counted from 1. */
  readonly page: number;
  readonly totalPages: number;
  readonly onPage: (page: number) => void;
}

/**
 * Previous, the page numbers and Next, in a navigation landmark. The current page is aria-current="page".
 * Previous and Next stay focusable at either end (aria-disabled), so the focus never falls off the page.
 */
export function Pagination({ label, page, totalPages, onPage }: PaginationProps) {
  if (totalPages <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <nav className="benefits-pagination" aria-label={label}>
      <button
        type="button"
        className="benefits-pagination__button"
        aria-disabled={atStart || undefined}
        onClick={() => {
          if (!atStart) onPage(page - 1);
        }}
      >
        Previous <VisuallyHidden>page</VisuallyHidden>
      </button>
      <ul className="benefits-pagination__pages">
        {pageWindow(page, totalPages).map((entry, index) =>
          entry === null ? (
            <li key={`gap-${index}`} className="benefits-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                className="benefits-pagination__button"
                aria-current={entry === page ? 'page' : undefined}
                aria-label={`Page ${entry}`}
                onClick={() => {
                  if (entry !== page) onPage(entry);
                }}
              >
                {entry}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="benefits-pagination__button"
        aria-disabled={atEnd || undefined}
        onClick={() => {
          if (!atEnd) onPage(page + 1);
        }}
      >
        Next <VisuallyHidden>page</VisuallyHidden>
      </button>
    </nav>
  );
}

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
