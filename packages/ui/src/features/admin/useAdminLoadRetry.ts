import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@reprally/machines';
import { useReadRetry } from '../errors/LoadFailure';
import { isForbidden } from './admin-errors';

/** 'Try Again' under an admin screen's failed load, as its red box shows it. */
export type AdminLoadRetry = {
  /** Which failure this is (the cache's error count): a new one is a new alert, said again. */
  attempt: number;
  /** The data is being asked for again: 'Try Again' is busy. */
  asking: boolean;
  onTryAgain: () => void;
};

type AdminRead = Pick<
  UseQueryResult<unknown, unknown>,
  'data' | 'error' | 'errorUpdateCount' | 'refetch'
>;

/**
 * A failed admin read with 'Try Again' (`useLoadRetry`): `loadError` is the failure to show, the
 * error itself or, while it is asked again (when the cache holds no error), its message, so the
 * red box and its busy button stay in place; undefined once the data is read. A failure to read
 * again keeps the data read before (the screen shows it under the failure), and 'Try Again' that
 * brings the data moves focus on as a first load's does. A refusal for a lost Admin role (403)
 * gets no 'Try Again': asking again with the same sign-in is refused again.
 * `refetch` asks again for more than the one read (the dashboard's totals and badge totals).
 */
export function useAdminLoadRetry(
  read: AdminRead,
  fallback: string,
  refetch: () => Promise<unknown> = read.refetch,
) {
  const { failure, retry: asked } = useReadRetry(
    { ...read, refetch },
    (error) => errorMessage(error, fallback),
    { failureOverData: true },
  );
  const loadError: unknown = read.error ?? failure ?? undefined;
  const retry: AdminLoadRetry | undefined =
    loadError === undefined || isForbidden(loadError) ? undefined : asked;
  return { loadError, retry };
}
