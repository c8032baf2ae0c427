import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * Whether the browser has a connection, as TanStack Query's online manager sees it (the
 * browser's online and offline events). Mutations made through TanStack Query pause while it is
 * false and run when it turns true again; `whenOnline` gives the same to the flows' calls.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * Resolves at once while online; otherwise when the connection comes back. A flow's request
 * made offline waits here instead of failing, so the member never types anything again.
 * `signal` (a cancelled flow) rejects it.
 */
export function whenOnline(signal?: AbortSignal): Promise<void> {
  if (onlineManager.isOnline()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const unsubscribe = onlineManager.subscribe((online) => {
      if (!online) return;
      unsubscribe();
      signal?.removeEventListener('abort', abort);
      resolve();
    });
    function abort() {
      unsubscribe();
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** Runs `request` once online (at once, or when the connection returns). */
export async function onceOnline<T>(request: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  await whenOnline(signal);
  return request();
}
