import { Component, type ReactNode } from 'react';

import { UnexpectedErrorPage } from './unexpected-error-page';

interface AppErrorBoundaryProps {
  readonly children: ReactNode;
}

interface AppErrorBoundaryState {
  readonly failed: boolean;
}

/**
 * The last line of defence: an error thrown while rendering anything below it shows the generic
 * error page rather than a blank screen. React reports the error itself (console.error by default).
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <UnexpectedErrorPage /> : this.props.children;
  }
}
