import type { InvalidateQueryFilters, Query, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@reprally/api-client';

/** The read of `query` on its way, if any. */
export const readOnItsWay = (query: Query) =>
  query.state.fetchStatus === 'idle' ? undefined : query.promise;

/** The reads already to be followed by another once they land. */
const followed = new WeakSet<Promise<unknown>>();

/**
 * Once `read` has landed, `query` is marked to be read again: the read began before a write was
 * answered and may bring what the server had before it, which must not pass for fresh. A read
 * two writes find on its way is followed once.
 */
export function readAgainOnceLanded(client: QueryClient, query: Query, read: Promise<unknown>) {
  if (followed.has(read)) return;
  followed.add(read);
  void read
    .catch(() => undefined)
    .then(() => client.invalidateQueries({ queryKey: query.queryKey, exact: true }));
}

/**
 * What a write changed is read again, after its answer: what a screen shows at once (a read
 * already on its way for it is dropped for a new one), the rest when a screen next shows it.
 *
 * A read on its way that no screen shows is not dropped by TanStack Query: it began before the
 * write was answered, may bring what the server had before it, and would be taken for fresh when
 * it lands, so a page opened just after (My Groups after a rename) would show the old value as
 * current. Such a read is marked again once it has landed. So is a screen's first read on its
 * way, which TanStack Query keeps too (it has nothing to show meanwhile): the screen then reads
 * it again.
 *
 * Resolves as `invalidateQueries` does: when the reads it began, or kept, have landed.
 */
export function readAgain(client: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  const cache = client.getQueryCache();
  const before = new Map(cache.findAll(filters).map((query) => [query, readOnItsWay(query)]));
  const done = client.invalidateQueries(filters);
  for (const [query, read] of before) {
    // the same read still on its way after the invalidation: no screen shows it, so it was kept
    if (read !== undefined && readOnItsWay(query) === read)
      readAgainOnceLanded(client, query, read);
  }
  return done;
}

/** Everything under `changed` read again (`readAgain`); resolves when those reads have landed. */
export async function readAllAgain(
  client: QueryClient,
  changed: readonly InvalidateQueryFilters[],
): Promise<void> {
  await Promise.all(changed.map((filters) => readAgain(client, filters)));
}

/**
 * A write whose answer never came (the connection dropped, or no answer in time) may have been
 * made all the same: what it would have changed (`changed`) is read again, so the page shows what
 * the server holds (her workout counted, her post in the feed, her heart as it stands) and she is
 * not led to make it a second time. A write the server answered with a refusal changed nothing.
 */
export function readAgainIfUnanswered(
  client: QueryClient,
  error: unknown,
  changed: readonly InvalidateQueryFilters[],
): void {
  if (unanswered(error)) void readAllAgain(client, changed);
}

/**
 * A write's outcome is not known from how it failed: no answer came (no connection, none in time,
 * or a gateway's 502, 504 or 408, which stand for an answer lost between it and the server), or
 * the server answered OK with a body the contract does not know (the write was made).
 */
export function unanswered(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'schema') return true;
  return error.kind === 'http' && [408, 502, 504].includes(error.status ?? 0);
}
