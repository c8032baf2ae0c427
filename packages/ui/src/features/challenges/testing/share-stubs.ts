/**
 * Story helpers: stand-ins for the browser's share sheet (`navigator.share`) and `window.open`,
 * installed in a story's `beforeEach` and undone by the function it returns.
 */

type Undo = () => void;

/** Gives `navigator` a share sheet that calls `share` (and says it can share anything). */
export function installShareSheet(share: (data: ShareData) => Promise<void>): Undo {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'canShare', {
    value: () => true,
    configurable: true,
    writable: true,
  });
  return () => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
  };
}

/** Takes the share sheet away, as on most desktop browsers. */
export function removeShareSheet(): Undo {
  Object.defineProperty(navigator, 'share', {
    value: undefined,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(navigator, 'canShare', {
    value: undefined,
    configurable: true,
    writable: true,
  });
  return () => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
  };
}

/** Replaces `window.open` with `open`, so no real window opens during a story. */
export function installWindowOpen(open: typeof window.open): Undo {
  const original = window.open;
  window.open = open;
  return () => {
    window.open = original;
  };
}

/** The error `navigator.share` rejects with when the member closes the share sheet. */
export const shareCancelled = () => new DOMException('Share canceled', 'AbortError');
