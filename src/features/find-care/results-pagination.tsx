import { Link } from 'react-router-dom';

import './results-pagination.css';

export type PaginationItem = number | 'gap';

/**
 * The page numbers a pager shows (1-based): all of them up to 7 pages; otherwise the first, the last, the current
 * page and its neighbours, with a gap where pages are left out.
 */
export function paginationItems(current: number, total: number): PaginationItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const shown = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  if (current <= 3) [2, 3, 4].forEach((page) => shown.add(page));
  if (current >= total - 2) [total - 3, total - 2, total - 1].forEach((page) => shown.add(page));
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  });
  return items;
}

export interface ResultsPaginationProps {
  /** 1-based. */
  readonly current: number;
  readonly total: number;
  /** The address of a page. */
  readonly hrefFor: (page: number) => string;
  /** Called when the member follows a page link (before the address changes). */
  readonly onNavigate?: () => void;
  readonly label: string;
}

/** Links to the pages of a result list; the current page is marked for assistive technology. */
export function ResultsPagination({ current, total, hrefFor, onNavigate, label }: ResultsPaginationProps) {
  if (total <= 1) return null;
  return (
    <nav className="results-pagination" aria-label={label}>
      <ul className="results-pagination__list">
        {current > 1 && (
          <li>
            <Link to={hrefFor(current - 1)} className="results-pagination__step" onClick={onNavigate} aria-label="Previous page">
              <span aria-hidden="true">‹</span>Previous
            </Link>
          </li>
        )}
        {paginationItems(current, total).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="results-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                className={`results-pagination__page${item === current ? ' results-pagination__page--current' : ''}`}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={onNavigate}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {current < total && (
          <li>
            <Link to={hrefFor(current + 1)} className="results-pagination__step" onClick={onNavigate} aria-label="Next page">
              Next<span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
