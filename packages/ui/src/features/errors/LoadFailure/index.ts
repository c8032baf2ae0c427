export { LoadFailure, TRY_AGAIN, useLoadRetry, type LoadFailureProps } from './LoadFailure';
export { useReadRetry, useRefusableRead, type RetriedRead } from './read-retry';
export { useWidgetRetry, WidgetFailure, type WidgetRetryProps } from './WidgetFailure';
