/**
 * Animation frames held back, as on a busy page that paints late: `requestAnimationFrame`
 * callbacks wait until `paint()` runs them; `restore()` puts the browser's own back (call it in
 * a `finally`). For stories that check what a late frame must no longer do.
 */
export function holdFrames() {
  const own = window.requestAnimationFrame;
  const waiting: FrameRequestCallback[] = [];
  window.requestAnimationFrame = (callback) => {
    waiting.push(callback);
    return 0;
  };
  return {
    paint: () => {
      const now = performance.now();
      for (const callback of waiting.splice(0)) callback(now);
    },
    restore: () => {
      window.requestAnimationFrame = own;
    },
  };
}
