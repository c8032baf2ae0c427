import { act } from 'react';
import { vi } from 'vitest';

/**
 * The browser's idle callbacks, stubbed for a unit test: they wait until the test says the
 * browser is idle (`idle()`, which runs them inside React's `act`). `waiting()` counts those not
 * yet run or cancelled. Restore the real ones with `vi.unstubAllGlobals()`.
 */
export function stubIdleCallbacks() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 0;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    next += 1;
    waiting.set(next, callback);
    return next;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  return {
    waiting: () => waiting.size,
    idle: () => {
      const callbacks = [...waiting.values()];
      waiting.clear();
      act(() => {
        for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 10 });
      });
    },
  };
}
