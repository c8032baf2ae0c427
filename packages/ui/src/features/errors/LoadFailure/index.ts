export { LoadFailure, TRY_AGAIN, useLoadRetry, type LoadFailureProps } from './LoadFailure';
export { useRefusableRead, type RefusableRead } from './refusable-read';
