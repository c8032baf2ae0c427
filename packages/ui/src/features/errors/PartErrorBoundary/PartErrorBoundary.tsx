import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../../../primitives/Button';
import { InlineError } from '../../../primitives/InlineError';
// the page's boundaries are in the main chunk; this one only in the chunks of the screens that
// have such parts
import { ErrorCatcher, useErrorReport } from '../AppErrorBoundary/AppErrorBoundary';
import * as styles from './PartErrorBoundary.css';

/** What a chart's place says when its code could not be loaded (the dashboard's, a challenge's). */
export const CHART_FAILED = 'Failed to load the chart';

export type PartErrorBoundaryProps = {
  children: ReactNode;
  /** What failed, shown in the part's place ('Failed to load the chart'). */
  message: string;
};

/**
 * For a part of a screen whose code loads on its own (a chart, a tab's content): what it throws
 * (its code could not be loaded) is reported to POST /errors, as the page's boundary does it, and
 * the part's place shows `message` with 'Try Again', which loads the code anew. The rest of the
 * screen, and anything typed into it, stays as it is. The part's place takes focus when 'Try
 * Again' is pressed, so a keyboard or screen reader user stays where the part is, whether it
 * loads or fails again.
 */
export function PartErrorBoundary({ children, message }: PartErrorBoundaryProps) {
  const report = useErrorReport();
  const messageId = useId();
  const place = useRef<HTMLDivElement>(null);
  return (
    <div ref={place} tabIndex={-1}>
      <ErrorCatcher
        onError={report}
        focusOnRetry={place}
        failed={(retry) => (
          <div className={styles.failed}>
            {/* announced: the part failed after the page was shown, or again after a retry */}
            <InlineError id={messageId} announce>
              {message}
            </InlineError>
            <Button variant="secondary" size="sm" aria-describedby={messageId} onClick={retry}>
              Try Again
            </Button>
          </div>
        )}
      >
        {children}
      </ErrorCatcher>
    </div>
  );
}
