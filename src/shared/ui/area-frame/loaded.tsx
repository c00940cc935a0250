import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';

import { PieceBoundary } from '../piece-boundary/piece-boundary';

import { AreaEmpty, AreaLoading } from './area-frame';

/**
 * What the page pattern reads of a query, in react-query's own fields: its data once it succeeded, its error once it
 * failed. A generated hook's result is one; so is what a hook that derives from several queries returns (the account
 * state, an area's frame), with the first failed query's error.
 */
export interface QueryState<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  /** Being fetched again: a failed query fetched again ('Try again') shows the loading state, not its failure. */
  readonly isFetching?: boolean;
}

export type QueryStates<T extends readonly unknown[]> = { readonly [K in keyof T]: QueryState<T[K]> };

export interface LoadedProps<T extends readonly unknown[]> {
  /** The queries the content needs, in the order the content takes their data. */
  readonly queries: QueryStates<T>;
  /** The loading state's text while any of them has no data yet ('Loading your plan'). */
  readonly loading: string;
  /**
   * A call the screen handles in place (product section 8: claims, EOBs, Medicare materials ...): what shows instead of
   * the content when one fails. Left out, a failure shows nothing here, because the global rule replaces the page
   * with the error page (or signs the member out) from the query cache.
   */
  readonly failed?: (error: unknown) => ReactNode;
  /** Whether the data has nothing to show; then `empty` shows instead of the content. */
  readonly isEmpty?: (...data: T) => boolean;
  readonly empty?: ReactNode;
  /**
   * Makes the content a piece of its own: a render error there shows that piece's message, the page stays. Its key
   * names it in the failure report, the same in every language; its name, a message, in the member's language in the
   * failure message (see `PieceBoundary`).
   */
  readonly piece?: { readonly key: string; readonly name: MessageDescriptor };
  /** The content, given the data of every query. */
  readonly children: (...data: T) => ReactNode;
}

/**
 * The one page pattern: a failed query shows nothing (the failure rule decides, product section 8) or the screen's own
 * message for a call handled in place; a query still loading shows the loading state; data with nothing in it
 * shows the empty state; otherwise the content, inside its own piece boundary when it names one.
 */
export function Loaded<const T extends readonly unknown[]>({ queries, loading, failed, isEmpty, empty, piece, children }: LoadedProps<T>) {
  const list = queries as readonly QueryState<unknown>[];
  const hasFailed = (query: QueryState<unknown>) => query.error !== null && query.error !== undefined;
  const failure = list.find((query) => hasFailed(query) && query.isFetching !== true);
  if (failure) return failed ? failed(failure.error) : null;
  if (list.some((query) => query.data === undefined || hasFailed(query))) return <AreaLoading label={loading} />;
  const data = list.map((query) => query.data) as unknown as T;
  // The rules the content applies to the data (the empty check too) run inside its boundary.
  const content = () => (isEmpty?.(...data) ? <AreaEmpty>{empty}</AreaEmpty> : children(...data));
  return piece ? (
    <PieceBoundary piece={piece.key} name={piece.name}>
      {content}
    </PieceBoundary>
  ) : (
    content()
  );
}

/**
 * A query whose failure the screen takes as a value (a call handled in place, such as Medicare eligibility, where a
 * failed query counts as not eligible): loaded once it has settled either way, never failed.
 */
export function failedAs<T>(query: { readonly data: T | undefined; readonly isError: boolean }, fallback: T): QueryState<T> {
  return { data: query.isError ? fallback : query.data, error: null };
}
