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

/** How long to wait before each new attempt at code that failed to load although online. */
const CODE_RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000];

/**
 * Loads a part of the app that has its own chunk (`() => import('./Chart')`) so that a dropped
 * connection never breaks the screen around it: a load that fails while offline waits for the
 * connection, however long, and tries again (the part's loading placeholder stays meanwhile);
 * one that fails while online is tried again after 1 s and 3 s before its error is thrown to
 * the error page. The browser fetches a failed module again on the next attempt.
 */
export async function importWhenOnline<T>(
  load: () => Promise<T>,
  retryDelaysMs: readonly number[] = CODE_RETRY_DELAYS_MS,
): Promise<T> {
  let failuresOnline = 0;
  for (;;) {
    await whenOnline();
    try {
      return await load();
    } catch (error) {
      if (!onlineManager.isOnline()) continue;
      const delay = retryDelaysMs[failuresOnline];
      failuresOnline += 1;
      if (delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** What lets each part whose code failed for good load it again: called by `retryFailedCode`. */
const failedCode = new Set<() => void>();

/**
 * For a part whose code failed for good (`importWhenOnline` threw) and whose failure reached the
 * error page: `reset` forgets the failure, so that the part's next render loads its code anew.
 * It runs once, at the next `retryFailedCode`.
 */
export function onRetryOfFailedCode(reset: () => void): void {
  failedCode.add(reset);
}

/**
 * The error page's 'Try Again' (and a navigation away from it): every part whose code failed to
 * load loads it again when it next renders, instead of showing the same failure. The browser
 * fetches a module that failed again rather than keeping its failure.
 */
export function retryFailedCode(): void {
  const resets = [...failedCode];
  failedCode.clear();
  for (const reset of resets) reset();
}
