import { useId } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router-dom';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Button } from '../../../primitives/Button';
import { Heading } from '../../../primitives/Heading';
import { Text } from '../../../primitives/Text';
import * as styles from './ErrorPage.css';

/** The text for something thrown that is not an Error. */
const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

export type ErrorPageProps = {
  /** What was thrown (an Error, or anything else). */
  error: unknown;
  /** React's component stack, shown with the technical details. */
  componentStack?: string | null;
  /** 'Try Again': render the failed part once more. */
  onRetry: () => void;
};

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UNKNOWN_ERROR_MESSAGE;
}

/** What was thrown, for the details: an Error's stack, anything else as it would print. */
function describeThrown(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  try {
    return `Thrown value: ${JSON.stringify(error) ?? String(error)}`;
  } catch {
    return `Thrown value: ${String(error)}`;
  }
}

function technicalDetails(error: unknown, componentStack: string | null | undefined): string {
  return [describeThrown(error), componentStack?.trim()].filter(Boolean).join('\n\n');
}

/**
 * The error boundary page: 'Something went wrong', the message, technical details,
 * 'Go to Homepage' and 'Try Again'. Everything from the error renders as text.
 */
export function ErrorPage({ error, componentStack, onRetry }: ErrorPageProps) {
  useDocumentTitle('Something went wrong');
  // inside the app the router leads home; as the outermost boundary, a plain link reloads '/'
  const inRouter = useInRouterContext();
  const headingId = useId();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.panel}>
        <Heading level={1} size="2xl" id={headingId}>
          Something went wrong
        </Heading>
        <Text className={styles.message} dir="auto">
          {messageOf(error)}
        </Text>
        <details className={styles.details}>
          <summary className={styles.summary}>Technical details</summary>
          <pre className={styles.stack}>{technicalDetails(error, componentStack)}</pre>
        </details>
        <div className={styles.actions}>
          <Button variant="secondary" asChild>
            {inRouter ? (
              <RouterLink to="/">Go to Homepage</RouterLink>
            ) : (
              <a href="/">Go to Homepage</a>
            )}
          </Button>
          <Button onClick={onRetry}>Try Again</Button>
        </div>
      </div>
    </section>
  );
}
