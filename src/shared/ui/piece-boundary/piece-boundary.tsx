import { QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';

import { problemReason, reportProblem } from '../../errors/report-problem';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

import './piece-boundary.css';

/** The class of a piece's own failure message (the fuzz and the browser tests look for it). */
export const PIECE_FAILURE_CLASS = 'piece-failure';

export interface PieceBoundaryProps {
  /** The piece as the member knows it ('Member information', 'Your coverage' ...), named in its message. */
  readonly name: string;
  /**
   * What the piece shows. A function is called inside the boundary, so the work it does (reading the answers,
   * applying the rules) is contained with the markup; plain children are evaluated by the caller.
   */
  readonly children: ReactNode | (() => ReactNode);
  /** When one of these changes (the page's address, for the page area), a failed piece is tried again. */
  readonly resetKeys?: readonly unknown[];
}

/** Calls the piece's function while rendering inside the boundary. */
function Contained({ render }: { render: () => ReactNode }) {
  return render();
}

/**
 * One piece of a page (a dashboard tile, a section, the page area of the shell) inside its own error boundary: a
 * render error there shows the piece's own short message with 'Try again' in its place, and the rest of the page
 * and the shell stay. The failure is reported once (console and analytics data layer: the piece and the error's
 * type, never its message or the member's data). 'Try again' reads the page's answers again, then renders the
 * piece again.
 */
export function PieceBoundary({ name, children, resetKeys }: PieceBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys ? [...resetKeys] : undefined}
      onError={(error) => reportProblem({ piece: name, reason: problemReason(error) })}
      fallbackRender={(props) => <PieceFailure name={name} {...props} />}
    >
      {typeof children === 'function' ? <Contained render={children} /> : children}
    </ErrorBoundary>
  );
}

function PieceFailure({ name, resetErrorBoundary }: { name: string } & Pick<FallbackProps, 'resetErrorBoundary'>) {
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
        Sorry, we can&apos;t show {name} right now.
      </p>
      <button type="button" className="piece-failure__retry" onClick={() => void retry()} disabled={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
        <VisuallyHidden>{`: ${name}`}</VisuallyHidden>
      </button>
    </div>
  );
}
