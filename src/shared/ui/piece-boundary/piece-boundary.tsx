import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { QueryClientContext } from '@tanstack/react-query';
import { Component, type ReactNode, useContext, useState } from 'react';

import { VisuallyHidden } from '../visually-hidden/visually-hidden';

import './piece-boundary.css';

/** The class of a piece's own failure message (the fuzz and the browser tests look for it). */
export const PIECE_FAILURE_CLASS = 'piece-failure';

export interface PieceBoundaryProps {
  /**
   * The piece in the failure report (the analytics data layer and the console): a short key, the same in every
   * language, so failures count per piece whichever language the member reads ('shell.menus', 'home.primary-care',
   * 'account.summary.group': the area, the page, the piece, in lower case with dashes).
   */
  readonly piece: string;
  /**
   * The piece as the member knows it, a message (`` msg`your coverage` ``) that its failure message and its 'Try
   * again' button show in the member's language, following a change of language. It is written to read inside
   * "Sorry, we can't show … right now." in each language: with its article or possessive ('the group', 'el grupo';
   * 'your coverage', 'su cobertura').
   */
  readonly name: MessageDescriptor;
  /**
   * What the piece shows. A function is called inside the boundary, so the work it does (reading the answers,
   * applying the rules) is contained with the markup; plain children are evaluated by the caller.
   */
  readonly children: ReactNode | (() => ReactNode);
  /** When one of these changes (the page's address, for the page area), a failed piece is tried again. */
  readonly resetKeys?: readonly unknown[];
}

interface BoundaryProps {
  readonly resetKeys?: readonly unknown[];
  readonly onError: (error: unknown) => void;
  readonly fallback: (reset: () => void) => ReactNode;
  readonly children: ReactNode;
}

/**
 * React's error boundary (a class, as React requires): after a render error it shows the fallback until the
 * fallback resets it or one of the reset keys changes. Written here rather than taken from a library because it is
 * part of every page's first load, and this is all of it the portal uses.
 */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    const keys = this.props.resetKeys ?? [];
    const before = previous.resetKeys ?? [];
    const changed = keys.length !== before.length || keys.some((key, index) => !Object.is(key, before[index]));
    if (this.state.failed && changed) this.reset();
  }

  reset = (): void => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

/**
 * Reports a piece's failure under its key; the reporting code loads when a piece first fails, not with every page.
 */
function reportFailure(piece: string, error: unknown): void {
  void import('../../errors/report-problem').then(({ problemReason, reportProblem }) =>
    reportProblem({ piece, reason: problemReason(error) }),
  );
}

/** Calls the piece's function while rendering inside the boundary. */
function Contained({ render }: { render: () => ReactNode }) {
  return render();
}

/**
 * One piece of a page (a dashboard tile, a section, the page area of the shell) inside its own error boundary: a
 * render error there shows the piece's own short message with 'Try again' in its place, and the rest of the page
 * and the shell stay. The message names the piece in the member's language. The failure is reported once (console
 * and analytics data layer: the piece's key, the same in every language, and the error's type, never its message
 * or the member's data). 'Try again' reads the page's answers again, then renders the piece again.
 */
export function PieceBoundary({ piece, name, children, resetKeys }: PieceBoundaryProps) {
  return (
    <Boundary
      resetKeys={resetKeys}
      onError={(error) => reportFailure(piece, error)}
      fallback={(reset) => <PieceFailure name={name} resetErrorBoundary={reset} />}
    >
      {typeof children === 'function' ? <Contained render={children} /> : children}
    </Boundary>
  );
}

function PieceFailure({ name: message, resetErrorBoundary }: { name: MessageDescriptor; resetErrorBoundary: () => void }) {
  const { t, i18n } = useLingui();
  // In the language shown now: this renders again when the language changes.
  const name = i18n._(message);
  const queryClient = useContext(QueryClientContext);
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    setRetrying(true);
    try {
      // The answers the page is showing are read again: a piece that failed on one may work with the next.
      await queryClient?.refetchQueries({ type: 'active' });
    } finally {
      setRetrying(false);
      resetErrorBoundary();
    }
  };

  return (
    <div className={PIECE_FAILURE_CLASS}>
      <p className="piece-failure__message">
        {t`Sorry, we can't show ${name} right now.`}
      </p>
      <button type="button" className="piece-failure__retry" onClick={() => void retry()} disabled={retrying}>
        {retrying ? t`Trying again…` : t`Try again`}
        <VisuallyHidden>{`: ${name}`}</VisuallyHidden>
      </button>
    </div>
  );
}
