/** When the story counting its requests began to (`countRequestsFromNow`). */
let began = 0;

/**
 * From now on, `requestsTo` counts the story's requests. A request an earlier story left on its
 * way (an upload that outlives its page, still waiting for an answer) began before, so it is not
 * counted, even when it ends during this story. The timings kept so far are dropped too: the
 * browser keeps a limited number.
 */
export function countRequestsFromNow(): void {
  performance.clearResourceTimings();
  began = performance.now();
}

/**
 * The requests to an API path ('/users/me/profile') begun since `countRequestsFromNow` and
 * answered (resource timing sees a request once it has ended), whatever their method.
 */
export function requestsTo(path: string): number {
  return performance
    .getEntriesByType('resource')
    .filter(
      (entry) => entry.startTime >= began && new URL(entry.name).pathname === `/api/v1${path}`,
    ).length;
}
