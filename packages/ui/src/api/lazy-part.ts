import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useIdleSince } from './first-answer';
import { importWhenOnline, onRetryOfFailedCode } from './online';

/**
 * A part of a screen in a chunk of its own (a chart, a dialog, a tab's content) that the screen's
 * first paint does not need.
 */
export type LazyPart<P extends object> = {
  /** Renders the part, suspending while its code loads (as `React.lazy` does). */
  Part: ComponentType<P>;
  /**
   * Starts loading its code, if nothing has yet: the part's first render and every early start
   * share one load. A load that failed is tried again by the next start.
   */
  preload(): Promise<unknown>;
};

/**
 * `load` (`() => import('./Chart').then((module) => module.Chart)`) as a part the screen renders
 * and may start loading early. A load lost with the connection waits for it (`importWhenOnline`);
 * one that fails while online reaches the page's error boundary when the part renders, and its
 * 'Try Again' loads the code anew (`React.lazy` alone would keep the failure until a reload).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let code: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (code ??= importWhenOnline(load).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        code = null;
        // a lazy component keeps the failure it rendered: the retry renders a new one
        onRetryOfFailedCode(() => {
          Lazy = lazy(start);
        });
        throw error;
      },
    ));
  let Lazy = lazy(start);
  function Part(props: P) {
    return createElement(Lazy, props);
  }
  return { Part, preload: start };
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

/**
 * True once the page's own requests have all been answered (none in flight in the app's query
 * client) and the browser has been idle since (at most `IDLE_WAIT_MS` later), and true from then
 * on; false until then, and while `active` is false before it. For code nothing on the page shows
 * until it is asked for (a menu only a phone opens): it then never shares the line with the
 * answers the screen is waiting for, as it did when it loaded once the browser was idle during
 * that wait. A request left unanswered keeps it waiting; a press loads it anyway.
 */
export function useIdleAfterRequests(active: boolean): boolean {
  const fetching = useIsFetching();
  const idle = useIdleSince(active && fetching === 0);
  const [seen, setSeen] = useState(false);
  // kept once seen: a later request (a refetch, the next screen's) does not take it back
  if (idle && !seen) setSeen(true);
  return seen || idle;
}

/**
 * A part's Suspense fallback that shows nothing and tells `onChange` whether it is shown: true
 * while the part's code is on its way, false once it has arrived or the part is gone. With
 * `useWaitedLong`, the control that asked for the part shows it is busy.
 */
export function CodeOnItsWay({ onChange }: { onChange: (onItsWay: boolean) => void }): null {
  useEffect(() => {
    onChange(true);
    return () => onChange(false);
  }, [onChange]);
  return null;
}

/** How long a press may wait for the code it needs before its control shows it is busy. */
export const PRESS_FEEDBACK_MS = 300;

/**
 * True once `waiting` (a press waiting for the code it needs) has held for `PRESS_FEEDBACK_MS`,
 * and false again as soon as it stops: the control then shows it is busy, so she knows her press
 * was taken. Code that arrives sooner shows nothing in between, not a spinner's flash.
 */
export function useWaitedLong(waiting: boolean): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setLong(true), PRESS_FEEDBACK_MS);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [waiting]);
  return waiting && long;
}
