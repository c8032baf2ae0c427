import { useEffect, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { draftsKept } from '../api/kept-draft';

let watched: QueryClient | undefined;

/**
 * For stories: the query cache of the screen it wraps, watched for kept drafts (`leavingAsks`).
 * A story cannot dispatch 'beforeunload' itself: the mock backend's service worker stops serving
 * a page at its first one.
 */
export function DraftsWatched({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  useEffect(() => {
    watched = client;
  }, [client]);
  return children;
}

/**
 * Whether closing the page now would ask first, in an app that asks (a build for a real API): a
 * draft is kept in the cache `DraftsWatched` watches.
 */
export function leavingAsks(): boolean {
  if (!watched) throw new Error('leavingAsks() needs the screen wrapped in <DraftsWatched>');
  return draftsKept(watched);
}
