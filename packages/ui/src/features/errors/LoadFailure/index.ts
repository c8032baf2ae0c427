export { LoadFailure, TRY_AGAIN, useLoadRetry, type LoadFailureProps } from './LoadFailure';
