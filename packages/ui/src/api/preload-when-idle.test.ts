// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubIdleCallbacks } from '../testing/idle-callbacks';
import { usePreloadWhenIdle } from './lazy-part';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

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
    const browser = stubIdleCallbacks();
    const part = { preload: vi.fn(() => Promise.resolve()) };
    root = createRoot(document.createElement('div'));
    act(() => root?.render(createElement(Screen, { part, ready: false })));
    // idle, but the screen's own content is not shown yet
    browser.idle();
    expect(part.preload).not.toHaveBeenCalled();
    act(() => root?.render(createElement(Screen, { part, ready: true })));
    expect(part.preload).not.toHaveBeenCalled();
    browser.idle();
    expect(part.preload).toHaveBeenCalledTimes(1);
  });
});
