/**
 * When a story's page has settled, for its picture: every request the story expects an answer
 * to has been answered and the page has stopped changing. The story's query client is
 * registered here by the query-client decorator; the mock backend counts the requests a
 * 'pending' scenario leaves unanswered on purpose (a loading state), so those are not waited
 * for. Without this, a picture could show a widget loaded in one run and still loading in the
 * next.
 */
import type { QueryClient } from '@tanstack/react-query';
import { resetUnansweredRequests, unansweredRequests } from '@reprally/mocks';
import { idleRevealsWaiting } from '@reprally/ui';

let current: QueryClient | null = null;

/** The query client of the story on screen (a fresh one per story). */
export function registerStoryQueryClient(client: QueryClient): void {
  current = client;
  resetUnansweredRequests();
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Requests in flight that the story expects to finish, and answers that have arrived but wait to
 * be shown until the browser is idle (the dashboard's side column).
 */
function inFlight(): number {
  const reveals = idleRevealsWaiting();
  if (!current) return reveals;
  return Math.max(0, current.isFetching() + current.isMutating() - unansweredRequests()) + reveals;
}

/**
 * Resolves once nothing the story waits for is in flight and the DOM has not changed for
 * `quietMs` (a lazy chunk rendered, a list filled in), or after `timeoutMs` at the latest.
 * Returns how long it waited.
 */
export async function storySettled({ quietMs = 50, timeoutMs = 4000 } = {}): Promise<number> {
  const started = performance.now();
  let lastChange = performance.now();
  const observer = new MutationObserver(() => {
    lastChange = performance.now();
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  try {
    for (;;) {
      await nextFrame();
      const now = performance.now();
      if (now - started >= timeoutMs) break;
      if (inFlight() === 0 && now - lastChange >= quietMs) break;
    }
  } finally {
    observer.disconnect();
  }
  return Math.round(performance.now() - started);
}
