import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useIdleSince } from './first-answer';
import { importWhenOnline } from './online';

/**
 * A part of a screen in a chunk of its own (a chart, a dialog, a tab's content) that the screen's
 * first paint does not need.
 */
export type LazyPart<P extends object> = {
  /** Renders the part, suspending while its code loads (as `React.lazy` does). */
  Part: LazyExoticComponent<ComponentType<P>>;
  /**
   * Starts loading its code, if nothing has yet: the part's first render and every early start
   * share one load. A load that failed is tried again by the next start.
   */
  preload(): Promise<unknown>;
};

/**
 * `load` (`() => import('./Chart').then((module) => module.Chart)`) as a part the screen renders
 * and may start loading early. A load lost with the connection waits for it (`importWhenOnline`);
 * one that fails while online reaches the page's error boundary when the part renders.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let code: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (code ??= importWhenOnline(load).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        code = null;
        throw error;
      },
    ));
  return { Part: lazy(start), preload: start };
}

/**
 * Starts loading `part`'s code once the browser is idle after `ready` became true (the screen's
 * own content shown; at most `IDLE_WAIT_MS` later), so that it is usually here before the member
 * asks for it (opens the tab, presses the button), without competing with what the screen shows
 * first: its code, its answers and its render.
 */
export function usePreloadWhenIdle(part: { preload(): Promise<unknown> }, ready = true): void {
  const idle = useIdleSince(ready);
  useEffect(() => {
    if (!idle) return;
    part.preload().catch(() => {
      // the part shows the failure when it renders
    });
  }, [part, idle]);
}
