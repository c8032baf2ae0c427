/**
 * Calls `run` once the page has painted (a frame, then a task), so that what it starts does not
 * compete with that paint. Not in a hidden tab until it is shown: a hidden tab does not paint.
 * Returns a function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Calls `run` once the browser is idle (nothing left to run or paint before its next frame), and
 * after `timeoutMs` at the latest; where there is no idle callback (Safari), once the page has
 * painted. Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') return afterNextPaint(run);
  const idle = requestIdleCallback(run, { timeout: timeoutMs });
  return () => cancelIdleCallback(idle);
}
