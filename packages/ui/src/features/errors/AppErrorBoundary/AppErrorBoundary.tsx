import { Component, useCallback, type ErrorInfo, type ReactNode, type RefObject } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import { retryFailedCode } from '../../../api/online';
import { ErrorPage } from '../ErrorPage';

export type AppErrorBoundaryProps = {
  children: ReactNode;
  /** When this changes (e.g. the router location's key), a shown error page gives way again. */
  resetKey?: unknown;
  /**
   * Where focus goes when 'Try Again' is pressed: an element that stays while the button gives
   * way to what loads (the page's main region), so focus does not fall back to the top of the
   * document. A function is asked once what it renders has been committed (for an element the
   * boundary's own children render, as the outermost boundary's is).
   */
  focusOnRetry?: RefObject<HTMLElement | null> | (() => HTMLElement | null);
  /**
   * The boundary around the whole page, header and all: its error page is then the page's main
   * region itself, as nothing else on the page is left to hold it.
   */
  wholePage?: boolean;
};

/**
 * Catches what a screen throws, shows the error page and reports the error once to
 * POST /errors (the client skips a repeat within 2 s and never throws). 'Try Again', and a
 * navigation, render the screen once more; code that had failed to load is loaded again.
 */
export function AppErrorBoundary({
  children,
  resetKey,
  focusOnRetry,
  wholePage,
}: AppErrorBoundaryProps) {
  const report = useErrorReport();
  return (
    <ErrorCatcher
      onError={report}
      resetKey={resetKey}
      focusOnRetry={focusOnRetry}
      wholePage={wholePage}
    >
      {children}
    </ErrorCatcher>
  );
}

export type QuietErrorBoundaryProps = {
  children: ReactNode;
  /** Shown instead of the part once it has failed (nothing, unless given). */
  fallback?: ReactNode;
  /** Told when the part has failed (a menu that was opening is closed again). */
  onFailed?: () => void;
  /**
   * When this changes (a press of the part's button), a failed part renders again, loading its
   * code anew.
   */
  resetKey?: unknown;
};

/**
 * For a part outside the page's main content whose code loads on its own (the phone's side menu,
 * the admin area's phone menu, the invite dialog, the prompt to log in again): what it throws (its code could not be loaded) is reported once,
 * as above, and the part shows `fallback` instead, so the header and the page stay as they are.
 * A change of `resetKey` tries the part again.
 */
export function QuietErrorBoundary({
  children,
  fallback = null,
  onFailed,
  resetKey,
}: QuietErrorBoundaryProps) {
  const report = useErrorReport();
  return (
    <ErrorCatcher onError={report} failed={() => fallback} onFailed={onFailed} resetKey={resetKey}>
      {children}
    </ErrorCatcher>
  );
}

/** Reports an error caught by a boundary to POST /errors. */
export function useErrorReport() {
  const client = useApiClient();
  return useCallback(
    (error: unknown, componentStack: string | null) => {
      void client.errors.report(error, { componentStack });
    },
    [client],
  );
}

export type ErrorCatcherProps = AppErrorBoundaryProps & {
  onError: (error: unknown, componentStack: string | null) => void;
  /** What shows instead of the error page, given how to try again. */
  failed?: (retry: () => void) => ReactNode;
  /** Told each time what it holds has failed. */
  onFailed?: () => void;
};

type ErrorCatcherState =
  { failed: false } | { failed: true; error: unknown; componentStack: string | null };

// React catches render errors only in a class component: the one class in the library
export class ErrorCatcher extends Component<ErrorCatcherProps, ErrorCatcherState> {
  override state: ErrorCatcherState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorCatcherState {
    return { failed: true, error, componentStack: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const componentStack = info.componentStack ?? null;
    this.setState({ failed: true, error, componentStack });
    this.props.onError(error, componentStack);
    this.props.onFailed?.();
  }

  // code that failed to load (the screen's, a dialog's) is loaded again, not failed again
  retry = () => {
    retryFailedCode();
    this.setState({ failed: false });
  };

  /** Set by a press of 'Try Again', until the render it causes has been committed. */
  private pressedRetry = false;

  retryPressed = () => {
    this.pressedRetry = true;
    this.retry();
  };

  override componentDidUpdate(previous: ErrorCatcherProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
    if (!this.pressedRetry) return;
    this.pressedRetry = false;
    // the pressed button gave way (to the part, its loading state, or a new error page) and took
    // focus with it: focus goes to what stays. A button that stayed keeps it.
    const focused = document.activeElement;
    if (!focused || focused === document.body) {
      const target = this.props.focusOnRetry;
      (typeof target === 'function' ? target() : target?.current)?.focus({ preventScroll: true });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.failed) return this.props.failed(this.retryPressed);
    const page = (
      <ErrorPage
        error={this.state.error}
        componentStack={this.state.componentStack}
        onRetry={this.retryPressed}
      />
    );
    return this.props.wholePage ? <main>{page}</main> : page;
  }
}
