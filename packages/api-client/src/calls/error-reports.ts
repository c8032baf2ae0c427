import type { Http } from '../http';
import type { ErrorReport } from '../schemas/error-report';

/** Identical reports within 2 s of each other are sent once. */
export const ERROR_REPORT_DEBOUNCE_MS = 2000;

/** The text for something thrown that is not an Error. */
const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/** Where the report says it happened; the app supplies it (the client never reads the page). */
export type ErrorReportEnvironment = () => { userAgent: string; url: string };

export type ErrorReportExtras = {
  /** React's component stack, from an error boundary. */
  componentStack?: string | null;
};

export type ErrorReporterOptions = {
  http: Http;
  now: () => number;
  environment: ErrorReportEnvironment;
};

export function describeError(error: unknown): Pick<ErrorReport, 'message' | 'name' | 'stack'> {
  if (error instanceof Error) {
    return { message: error.message, name: error.name, stack: error.stack ?? null };
  }
  if (typeof error === 'string' && error) return { message: error, name: 'Error', stack: null };
  return { message: UNKNOWN_ERROR_MESSAGE, name: 'Error', stack: null };
}

export const errorReportCalls = ({ http, now, environment }: ErrorReporterOptions) => {
  // Content of recent reports (all fields but the timestamp) -> when it was sent.
  const recentlySent = new Map<string, number>();

  const send = async (report: ErrorReport): Promise<void> => {
    await http.call('errors.send', { body: report });
  };

  /** Builds and sends a report; never throws, skips a repeat within 2 s. */
  const report = async (error: unknown, extras: ErrorReportExtras = {}): Promise<void> => {
    try {
      const at = now();
      const { userAgent, url } = environment();
      const content = {
        ...describeError(error),
        componentStack: extras.componentStack ?? null,
        userAgent,
        url,
        severity: 'error' as const,
      };
      const key = JSON.stringify(content);
      for (const [sentKey, sentAt] of recentlySent) {
        if (at - sentAt >= ERROR_REPORT_DEBOUNCE_MS) recentlySent.delete(sentKey);
      }
      if (recentlySent.has(key)) return;
      recentlySent.set(key, at);
      await send({ ...content, timestamp: new Date(at).toISOString() });
    } catch {
      // Error-report failures are ignored; reporting must never raise a new error.
    }
  };

  return {
    /** POST /errors as a plain call: throws 'Failed to report error: {status}' on failure. */
    send,
    report,
  };
};
