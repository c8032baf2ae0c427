// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usePreloadWhenIdle } from './lazy-part';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** The browser's idle callbacks; the returned function runs them. */
function stubIdle() {
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return () =>
    act(() => {
      for (const callback of idle.splice(0))
        callback({ didTimeout: false, timeRemaining: () => 10 });
    });
}

function Screen({ part, ready }: { part: { preload(): Promise<unknown> }; ready: boolean }) {
  usePreloadWhenIdle(part, ready);
  return null;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
});

describe("a screen's later part", () => {
  it('starts loading once the browser is idle after the screen is ready, not before', () => {
    const runIdle = stubIdle();
    const part = { preload: vi.fn(() => Promise.resolve()) };
    root = createRoot(document.createElement('div'));
    act(() => root?.render(createElement(Screen, { part, ready: false })));
    // idle, but the screen's own content is not shown yet
    runIdle();
    expect(part.preload).not.toHaveBeenCalled();
    act(() => root?.render(createElement(Screen, { part, ready: true })));
    expect(part.preload).not.toHaveBeenCalled();
    runIdle();
    expect(part.preload).toHaveBeenCalledTimes(1);
  });
});
