import { act, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { ApiClientProvider } from '../api/ApiClientProvider';

/**
 * For unit tests of what a write does to reads on their way: each read waits until `land()`,
 * and brings what `now()` gave when it began, as a request that reached the server then would.
 */
export function readsInFlight() {
  const waiting: Array<() => void> = [];
  return {
    read<T>(now: () => T): Promise<T> {
      const seen = now();
      return new Promise<T>((resolve) => waiting.push(() => resolve(seen)));
    },
    /** Lets every read on its way land, and what they change render. */
    land: () =>
      act(async () => {
        for (const resolve of waiting.splice(0)) resolve();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }),
  };
}

/**
 * A page for a hook's unit test, with the given api client and a query client whose answers stay
 * fresh for 30 s, as the app's do: `render` shows `children` on it (again), `unmount` takes it
 * away.
 */
export function pageWithClients(client: ApiClient) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false } },
  });
  let root: Root | undefined;
  return {
    queryClient,
    render(children: ReactNode) {
      root ??= createRoot(document.createElement('div'));
      const tree = createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(ApiClientProvider, { client, children }),
      );
      act(() => root?.render(tree));
    },
    unmount() {
      act(() => root?.unmount());
      root = undefined;
    },
  };
}
