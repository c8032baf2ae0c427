// @vitest-environment happy-dom
import { Component, createElement, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadable, screenElement } from './loadable';

/** What the error page's 'Try Again' lets load again (the library's `retryFailedCode`). */
const failedCode = vi.hoisted(() => new Set<() => void>());
// a load as the app makes it, without the retries after a failure (a second, then three)
vi.mock('@reprally/ui', () => ({
  importWhenOnline: <T>(load: () => Promise<T>) => load(),
  onRetryOfFailedCode: (reset: () => void) => failedCode.add(reset),
}));

/** The page's error boundary: 'Try Again' lets failed code load again and renders once more. */
class ErrorPage extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return createElement(
      'button',
      {
        onClick: () => {
          for (const reset of failedCode) reset();
          failedCode.clear();
          this.setState({ failed: false });
        },
      },
      'Try Again',
    );
  }
}

beforeAll(() => {
  // React as in the browser, outside act(): its timing is what these tests are about
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const Leaderboard: ComponentType = () => createElement('h1', null, 'Leaderboard');
const placeholder = createElement('p', null, 'Loading…');

let root: Root | undefined;
let container: HTMLElement;

/** Renders `page` on the visit's first page, '/', in a router. */
function render(page: ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(createElement(MemoryRouter, null, page));
}

/** Renders the screen under its placeholder, as a route does, on the visit's first page. */
function show(Screen: ReturnType<typeof loadable>['Screen']) {
  render(screenElement(Screen, placeholder));
}

/** Resolves once `text` is on screen, with the time it first was (performance.now()). */
async function shown(text: string, timeoutMs = 2000): Promise<number> {
  await vi.waitFor(
    () => {
      if (!container.textContent?.includes(text)) throw new Error(`'${text}' is not shown`);
    },
    { timeout: timeoutMs, interval: 2 },
  );
  return performance.now();
}

/** A load that ends when `arrive` is called. */
function heldLoad() {
  let arrive: (screen: ComponentType) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve) => {
        arrive = resolve;
      }),
  );
  return { load, arrive: (screen: ComponentType) => arrive(screen) };
}

afterEach(() => {
  failedCode.clear();
  vi.restoreAllMocks();
  root?.unmount();
  root = undefined;
  container.remove();
});

describe('a screen whose code loads on its own', () => {
  it('shows its placeholder while its code loads, and the screen the moment it arrives', async () => {
    const { load, arrive } = heldLoad();
    const { Screen } = loadable(load);
    show(Screen);
    await shown('Loading…');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // React holds back what a suspended boundary reveals until 300 ms after its fallback showed,
    // by its scheduler's clock. Set that clock 10 s back, and a screen that suspended would wait
    // 10 s for its reveal, while one that renders when its code arrives needs no time at all: a
    // loaded machine can't blur the two, as it could a limit in milliseconds.
    const now = performance.now.bind(performance);
    vi.spyOn(performance, 'now').mockImplementation(() => now() - 10_000);
    arrive(Leaderboard);
    await shown('Leaderboard');
    expect(container.textContent).not.toContain('Loading…');
  });

  it('renders at once, with no placeholder, when its code was preloaded', async () => {
    const { load, arrive } = heldLoad();
    const screen = loadable(load);
    screen.preload();
    arrive(Leaderboard);
    await Promise.resolve();
    show(screen.Screen);
    await shown('Leaderboard');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a preload that failed again when the screen renders', async () => {
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Leaderboard);
    const screen = loadable(load);
    screen.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    show(screen.Screen);
    await shown('Leaderboard');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads its code anew when the error page's 'Try Again' is pressed after its load failed", async () => {
    // React reports the error its boundary caught on the console
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Leaderboard);
    const { Screen } = loadable(load);
    render(createElement(ErrorPage, null, screenElement(Screen, placeholder)));
    await shown('Try Again');
    expect(load).toHaveBeenCalledTimes(1);
    container.querySelector('button')?.click();
    await shown('Leaderboard');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps the page shown, after a navigation, until the next screen's code has arrived", async () => {
    const dashboard = loadable(() =>
      Promise.resolve(() => createElement('h1', null, 'Your Dashboard')),
    );
    const stats = heldLoad();
    const statsScreen = loadable(stats.load);
    let navigate: NavigateFunction = () => undefined;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    render([
      createElement(Navigator, { key: 'navigator' }),
      createElement(
        Routes,
        { key: 'routes' },
        createElement(Route, { path: '/', element: screenElement(dashboard.Screen, placeholder) }),
        createElement(Route, {
          path: '/stats',
          element: screenElement(statsScreen.Screen, placeholder),
        }),
      ),
    ]);
    await shown('Your Dashboard');
    void navigate('/stats');
    await vi.waitFor(() => expect(stats.load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container.textContent).toBe('Your Dashboard');
    stats.arrive(() => createElement('h1', null, 'Your Fitness Stats'));
    await shown('Your Fitness Stats');
  });
});
