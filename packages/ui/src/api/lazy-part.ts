import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { afterNextPaint } from './after-paint';
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

/** False until the page has painted once after the component mounted, then true. */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}

/**
 * Starts loading `part`'s code once the page has painted with `ready` true (the screen's own
 * content shown), so that it is usually here before the member asks for it (opens the tab,
 * presses the button), without competing with what the screen shows first.
 */
export function usePreloadAfterPaint(part: { preload(): Promise<unknown> }, ready = true): void {
  useEffect(() => {
    if (!ready) return;
    return afterNextPaint(() => {
      part.preload().catch(() => {
        // the part shows the failure when it renders
      });
    });
  }, [part, ready]);
}
