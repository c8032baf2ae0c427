import { Component, useCallback, type ErrorInfo, type ReactNode } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import { ErrorPage } from '../ErrorPage';

export type AppErrorBoundaryProps = {
  children: ReactNode;
  /** When this changes (e.g. the router location's key), a shown error page gives way again. */
  resetKey?: unknown;
};

/**
 * Catches what a screen throws, shows the error page and reports the error once to
 * POST /errors (the client skips a repeat within 2 s and never throws).
 */
export function AppErrorBoundary({ children, resetKey }: AppErrorBoundaryProps) {
  const client = useApiClient();
  const report = useCallback(
    (error: unknown, componentStack: string | null) => {
      void client.errors.report(error, { componentStack });
    },
    [client],
  );
  return (
    <ErrorCatcher onError={report} resetKey={resetKey}>
      {children}
    </ErrorCatcher>
  );
}

type ErrorCatcherProps = AppErrorBoundaryProps & {
  onError: (error: unknown, componentStack: string | null) => void;
};

type ErrorCatcherState =
  { failed: false } | { failed: true; error: unknown; componentStack: string | null };

// React catches render errors only in a class component: the one class in the library
class ErrorCatcher extends Component<ErrorCatcherProps, ErrorCatcherState> {
  override state: ErrorCatcherState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorCatcherState {
    return { failed: true, error, componentStack: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const componentStack = info.componentStack ?? null;
    this.setState({ failed: true, error, componentStack });
    this.props.onError(error, componentStack);
  }

  override componentDidUpdate(previous: ErrorCatcherProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPage
        error={this.state.error}
        componentStack={this.state.componentStack}
        onRetry={this.retry}
      />
    );
  }
}
