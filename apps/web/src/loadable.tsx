import {
  Suspense,
  use,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type ReactPromise,
} from 'react';
import { useLocation } from 'react-router-dom';
import { importWhenOnline, onRetryOfFailedCode } from '@reprally/ui';

/** The router's key for the page the visit opened on, once a screen has rendered there. */
let firstPageKey: string | null = null;

/** A screen's load, with the fields React's `use` reads from a settled promise. */
type TrackedLoad = Promise<ComponentType> & ReactPromise<ComponentType>;

/** A screen's code, to start loading early, and the screen that renders it. */
export type Loadable = { preload(): void; Screen: ComponentType<{ fallback: ReactNode }> };

/**
 * A screen whose code loads on demand, in a chunk of its own. Once its code is here, preloaded at
 * boot or loaded by an earlier visit, it renders in the same pass as the rest of the page.
 *
 * On the page a visit opens on (a member's deep link) there is no screen of ours to keep while the
 * code loads: the screen shows its loading placeholder and renders the moment its code arrives.
 * It does not suspend there, as `React.lazy` does: React holds back what a suspended boundary
 * reveals until 300 ms after its fallback showed (so that a fallback never flashes), and on a deep
 * link the fallback shows as she is signed in, with the code often arriving a moment later. The
 * screen, and the requests it makes, came up to 300 ms late: a group page asked for its group 350
 * to 575 ms after her token and its code were both in.
 *
 * After a navigation the screen suspends while its code loads, and since the router navigates in
 * a transition, the page shown stays until the new screen can replace it.
 *
 * A load lost with the connection waits for it (under the placeholder, or the page shown) and the
 * offline banner, rather than showing the error page. A load that failed for a screen shows the
 * error page, whose 'Try Again' (or a navigation) loads the code anew; a preload that failed
 * before any screen waited on it is tried again when the screen renders.
 */
export function loadable(load: () => Promise<ComponentType>): Loadable {
  /** How the load ended, for the screens waiting on it; a failure only once one rendered. */
  let settled: { component: ComponentType } | { error: unknown } | null = null;
  let loading: TrackedLoad | null = null;
  let rendered = false;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const start = (): TrackedLoad => {
    if (loading) return loading;
    // marked settled as React's `use` reads a promise, so a screen whose code is here renders
    // without suspending
    const tracked: TrackedLoad = importWhenOnline(load).then(
      (component) => {
        Object.assign(tracked, { status: 'fulfilled', value: component });
        settled = { component };
        changed();
        return component;
      },
      (error: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason: error });
        if (rendered) {
          settled = { error };
          onRetryOfFailedCode(() => {
            settled = null;
            loading = null;
          });
          changed();
        } else {
          loading = null;
        }
        throw error;
      },
    );
    loading = tracked;
    return tracked;
  };
  const preload = () => {
    start().catch(() => undefined);
  };
  function Screen({ fallback }: { fallback: ReactNode }) {
    rendered = true;
    const { key } = useLocation();
    firstPageKey ??= key;
    const outcome = useSyncExternalStore(subscribe, () => settled);
    useEffect(preload, []);
    if (outcome && 'error' in outcome) throw outcome.error;
    // after a navigation it suspends while its code loads (not at all once it is here), and the
    // router's transition keeps the page shown meanwhile
    const Loaded = key === firstPageKey ? (outcome?.component ?? null) : use(start());
    return Loaded ? <Loaded /> : fallback;
  }
  return { preload, Screen };
}

/**
 * A loadable screen under its loading placeholder: shown while its code loads, and while anything
 * the screen renders first waits for its own code.
 */
export function screenElement(Screen: Loadable['Screen'], fallback: ReactNode) {
  return (
    <Suspense fallback={fallback}>
      <Screen fallback={fallback} />
    </Suspense>
  );
}
