import { Link } from 'react-router-dom';

import { VisuallyHidden } from '../../shared/ui';

import { pageWindow } from './claims-rules';

import './list-pagination.css';

export interface ListPaginationProps {
  /** The navigation landmark's name, such as 'Claims pages'. */
  readonly label: string;
  /** The current page, counted from 1. */
  readonly page: number;
  readonly totalPages: number;
  /** The address of a page (the list keeps its filters and page in the address). */
  readonly hrefFor: (page: number) => string;
}

/**
 * Previous, the page numbers and Next as links in a navigation landmark; the current page is marked
 * aria-current="page". The links change only the address's query, so a page can be bookmarked, reloaded or
 * opened in a new tab. Nothing shows for a single page.
 */
export function ListPagination({ label, page, totalPages, hrefFor }: ListPaginationProps) {
  if (totalPages <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= totalPages;

  return (
    <nav className="list-pagination" aria-label={label}>
      {atStart ? (
        <span className="list-pagination__step list-pagination__step--off" aria-hidden="true">
          Previous
        </span>
      ) : (
        <Link className="list-pagination__step" to={hrefFor(page - 1)}>
          Previous{' '}
          <VisuallyHidden>page</VisuallyHidden>
        </Link>
      )}
      <ul className="list-pagination__pages">
        {pageWindow(page, totalPages).map((entry, index) =>
          entry === null ? (
            <li key={`gap-${index}`} className="list-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                className="list-pagination__page"
                to={hrefFor(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={`Page ${entry}`}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ul>
      {atEnd ? (
        <span className="list-pagination__step list-pagination__step--off" aria-hidden="true">
          Next
        </span>
      ) : (
        <Link className="list-pagination__step" to={hrefFor(page + 1)}>
          Next{' '}
          <VisuallyHidden>page</VisuallyHidden>
        </Link>
      )}
    </nav>
  );
}
