import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';

import { PieceBoundary } from '../piece-boundary/piece-boundary';

import { AreaEmpty, AreaLoading } from './area-frame';

/** What the page pattern reads of a query: its data once answered, its error once failed (react-query's shape). */
export interface Answer<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  /** Being read again: a failed answer being read again ('Try again') shows the loading state, not its failure. */
  readonly isFetching?: boolean;
}

export type Answers<T extends readonly unknown[]> = { readonly [K in keyof T]: Answer<T[K]> };

export interface LoadedProps<T extends readonly unknown[]> {
  /** The queries the content needs, in the order the content takes their data. */
  readonly answers: Answers<T>;
  /** The loading state's text while any of them has no data yet ('Loading your plan'). */
  readonly loading: string;
  /**
   * A call the screen handles in place (product section 8: claims, EOBs, Medicare materials ...): what shows instead of
   * the content when one fails. Left out, a failure shows nothing here, because the global rule replaces the page
   * with the error page (or signs the member out) from the query cache.
   */
  readonly failed?: (error: unknown) => ReactNode;
  /** Whether the answers have nothing to show; then `empty` shows instead of the content. */
  readonly isEmpty?: (...data: T) => boolean;
  readonly empty?: ReactNode;
  /**
   * Makes the content a piece of its own: a render error there shows that piece's message, the page stays. Its key
   * names it in the failure report, the same in every language; its name, a message, in the member's language in the
   * failure message (see `PieceBoundary`).
   */
  readonly piece?: { readonly key: string; readonly name: MessageDescriptor };
  /** The content, given the data of every answer. */
  readonly children: (...data: T) => ReactNode;
}

/**
 * The one page pattern: a failed answer shows nothing (the failure rule decides, product section 8) or the screen's own
 * message for a call handled in place; an answer still loading shows the loading state; answers with nothing in
 * them show the empty state; otherwise the content, inside its own piece boundary when it names one.
 */
export function Loaded<const T extends readonly unknown[]>({ answers, loading, failed, isEmpty, empty, piece, children }: LoadedProps<T>) {
  const list = answers as readonly Answer<unknown>[];
  const failedAnswer = (answer: Answer<unknown>) => answer.error !== null && answer.error !== undefined;
  const failure = list.find((answer) => failedAnswer(answer) && answer.isFetching !== true);
  if (failure) return failed ? failed(failure.error) : null;
  if (list.some((answer) => answer.data === undefined || failedAnswer(answer))) return <AreaLoading label={loading} />;
  const data = list.map((answer) => answer.data) as unknown as T;
  // The rules the content applies to the answers (the empty check too) run inside its boundary.
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
 * failed answer counts as not eligible): loaded once it has settled either way, never failed.
 */
export function failedAs<T>(query: { readonly data: T | undefined; readonly isError: boolean }, fallback: T): Answer<T> {
  return { data: query.isError ? fallback : query.data, error: null };
}

/** An answer derived from several calls (the account state, an area's frame) as a hook of an area gives it. */
export type DerivedAnswer<T> =
  | { readonly status: 'loading' }
  /** One of the calls failed: the failure rule has it. */
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly data: T };

/** Marks a derived answer whose calls failed; the failure itself reached the failure rule through the query cache. */
export const DERIVED_FAILURE = Symbol('a call of a derived answer failed');

/** A derived answer as an answer of the page pattern. */
export function derived<T>(result: DerivedAnswer<T>): Answer<T> {
  if (result.status === 'ready') return { data: result.data, error: null };
  return { data: undefined, error: result.status === 'error' ? DERIVED_FAILURE : null };
}
