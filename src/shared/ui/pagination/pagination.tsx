import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { VisuallyHidden } from '../visually-hidden/visually-hidden';

import './pagination.css';

export type PageItem = number | 'gap';

/**
 * The page numbers a pager shows (counted from 1): all of them up to 7 pages; otherwise the first, the last, the
 * current page and its neighbours (the first or last four near either end), with a gap where pages are left out.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const shown = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  if (current <= 3) [2, 3, 4].forEach((page) => shown.add(page));
  if (current >= total - 2) [total - 3, total - 2, total - 1].forEach((page) => shown.add(page));
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  });
  return items;
}

interface CommonProps {
  /** The navigation landmark's name, such as 'Claims pages'. */
  readonly label: string;
  /** The current page, counted from 1. */
  readonly page: number;
  readonly totalPages: number;
}

/** Pages that are addresses (the list keeps its page in the address): links, which can be bookmarked or opened apart. */
interface LinkPaginationProps extends CommonProps {
  readonly hrefFor: (page: number) => string;
  /** Called when the member follows a page link (before the address changes). */
  readonly onNavigate?: () => void;
  readonly onPage?: never;
}

/** Pages that are state of the page: buttons. */
interface ButtonPaginationProps extends CommonProps {
  readonly onPage: (page: number) => void;
  readonly hrefFor?: never;
  readonly onNavigate?: never;
}

export type PaginationProps = LinkPaginationProps | ButtonPaginationProps;

/** Previous or Next: the word on screen, and for screen readers the whole name ('Previous page', 'Página anterior'). */
function Step({ props, to, shown, name }: { props: PaginationProps; to: number | null; shown: string; name: string }) {
  const text = (
    <>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{name}</VisuallyHidden>
    </>
  );
  if (props.onPage) {
    // At either end the button stays, focusable and aria-disabled, so the focus never falls off the page.
    return (
      <button
        type="button"
        className="pagination__step"
        aria-disabled={to === null || undefined}
        onClick={() => {
          if (to !== null) props.onPage(to);
        }}
      >
        {text}
      </button>
    );
  }
  if (to === null) {
    return (
      <span className="pagination__step pagination__step--off" aria-hidden="true">
        {shown}
      </span>
    );
  }
  return (
    <Link className="pagination__step" to={props.hrefFor(to)} onClick={props.onNavigate}>
      {text}
    </Link>
  );
}

function PageControl({ props, entry }: { props: PaginationProps; entry: number }) {
  const { t } = useLingui();
  const current = entry === props.page;
  const common = { className: 'pagination__page', 'aria-current': current ? ('page' as const) : undefined, 'aria-label': t`Page ${entry}` };
  if (props.onPage) {
    return (
      <button
        type="button"
        {...common}
        onClick={() => {
          if (!current) props.onPage(entry);
        }}
      >
        {entry}
      </button>
    );
  }
  return (
    <Link {...common} to={props.hrefFor(entry)} onClick={props.onNavigate}>
      {entry}
    </Link>
  );
}

/**
 * Previous, the page numbers and Next in a navigation landmark named by `label`; the current page is
 * aria-current="page". Links with `hrefFor`, buttons with `onPage`. Nothing shows for a single page.
 */
export function Pagination(props: PaginationProps) {
  const { t } = useLingui();
  const { label, page, totalPages } = props;
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <Step props={props} to={page > 1 ? page - 1 : null} shown={t`Previous`} name={t`Previous page`} />
      <ul className="pagination__pages">
        {pageItems(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <PageControl props={props} entry={entry} />
            </li>
          ),
        )}
      </ul>
      <Step props={props} to={page < totalPages ? page + 1 : null} shown={t`Next`} name={t`Next page`} />
    </nav>
  );
}
