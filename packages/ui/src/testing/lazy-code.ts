import { act, createElement, use, type ComponentType, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { vi } from 'vitest';
import { PRESS_FEEDBACK_MS } from '../api/lazy-part';
import { stubIdleCallbacks } from './idle-callbacks';

/**
 * For unit tests (happy-dom) of parts whose code loads on its own (the side menu's sheet, the
 * admin area's phone menu): when they ask for it, on which screens, after which wait.
 */

/** Lets what a few tasks start (a lazy import, a render) go on. */
export const settleTasks = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Code still on its way, for a mocked part to wait on with `use` (as React waits for a lazy
 * part's import): it arrives when the test calls `arrive`, and lets what that starts go on.
 */
export function codeOnItsWay() {
  let resolve = () => {};
  const arriving = new Promise<void>((done) => {
    resolve = done;
  });
  return {
    arriving,
    arrive: () =>
      act(async () => {
        resolve();
        await settleTasks();
      }),
  };
}

/**
 * A part whose module a test mocks, as the test sees it: how many times it rendered (it renders
 * only once it is wanted: a lazy part loads on its first render, so one that never rendered was
 * never asked for), whether its code fails to load, and code still on its way that it waits for.
 */
export type WatchedPart = { renders: number; fail: boolean; arriving: Promise<void> | null };

/**
 * `Actual` as the mocked module's component: counts its renders in `watch`, throws as a failed
 * load does when `watch.fail` is set (React throws the import's error where the part renders),
 * and waits for `watch.arriving` while it is set and pending.
 */
export function watchedPart<P extends object>(watch: WatchedPart, Actual: ComponentType<P>) {
  return function Watched(props: P) {
    watch.renders += 1;
    if (watch.fail) throw new Error('Failed to fetch dynamically imported module');
    if (watch.arriving) use(watch.arriving);
    return createElement(Actual, props);
  };
}

/**
 * The wait before a control shows that a press is waiting for its code (`PRESS_FEEDBACK_MS`), in
 * the test's hands rather than the clock's: a timer of that length runs only when the test calls
 * `momentPasses`, which also renders what it starts. A loaded host, on which a few ticks can take
 * longer than the moment itself, then cannot show the control busy before the test says so. Other
 * timers run as usual.
 */
export function holdPressFeedback() {
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  const held = new Map<number, () => void>();
  let lastHeld = 0;
  vi.stubGlobal('setTimeout', (run: () => void, ms?: number, ...rest: unknown[]) => {
    if (ms !== PRESS_FEEDBACK_MS) return realSetTimeout(run, ms, ...rest);
    // held timers take negative ids, which no real timer has
    lastHeld -= 1;
    held.set(lastHeld, run);
    return lastHeld;
  });
  vi.stubGlobal('clearTimeout', (id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClearTimeout(id);
  });
  return {
    /** How many such waits are running now. */
    waiting: () => held.size,
    /** The moment passes: every such wait running now ends. */
    momentPasses: () =>
      act(async () => {
        const due = [...held.values()];
        held.clear();
        for (const run of due) run();
        await settleTasks();
      }),
  };
}

/** The browser's idle callbacks; the returned function runs them and lets what they start go on. */
export function stubIdle() {
  const browser = stubIdleCallbacks();
  return async () => {
    browser.idle();
    await act(settleTasks);
  };
}

/**
 * A screen as wide as the desktop breakpoint (`wide`) or a phone's. Returns how to resize it
 * across the breakpoint: every media query's listener then hears the change.
 */
export function stubScreen(wide: boolean) {
  let matches = wide;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    get matches() {
      return matches;
    },
    media,
    addEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  }));
  return (nowWide: boolean) => {
    matches = nowWide;
    for (const listener of listeners) listener({ matches: nowWide } as MediaQueryListEvent);
  };
}

/**
 * Renders `element` at `path` inside the app's providers (its query client, an API client whose
 * error reports go to `reportError`, a router), into a new element of the page. The providers come
 * from the module registry as it is now: after `vi.resetModules()`, the same fresh one as the
 * component the test has just imported, so both see one context. Returns the element and how to
 * take it down.
 */
export async function mountInApp(
  element: ReactElement,
  {
    path,
    queryClient,
    reportError,
  }: { path: string; queryClient: QueryClient; reportError: () => Promise<void> },
) {
  const { QueryClientProvider } = await import('@tanstack/react-query');
  const { MemoryRouter } = await import('react-router-dom');
  const { ApiClientProvider } = await import('../api/ApiClientProvider');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(ApiClientProvider, {
          client: { errors: { report: reportError } } as unknown as ApiClient,
          children: createElement(MemoryRouter, { initialEntries: [path] }, element),
        }),
      ),
    );
    await settleTasks();
  });
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
