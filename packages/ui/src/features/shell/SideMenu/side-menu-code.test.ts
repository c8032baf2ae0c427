// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  codeOnItsWay,
  holdPressFeedback,
  mountInApp,
  settleTasks,
  stubIdle,
  stubScreen,
  type WatchedPart,
} from '../../../testing/lazy-code';
import type * as SheetModule from './SideMenuSheet';

/** The sheet, as the tests watch it (see `watchedPart`). */
const loads = vi.hoisted((): WatchedPart => ({ renders: 0, fail: false, arriving: null }));
vi.mock('./SideMenuSheet', async (importOriginal) => {
  const { watchedPart } = await import('../../../testing/lazy-code');
  const actual = await importOriginal<typeof SheetModule>();
  return { SideMenuSheet: watchedPart(loads, actual.SideMenuSheet) };
});

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** The errors the app reports (POST /errors). */
const reportError = vi.fn(() => Promise.resolve());
/** The app's query client: what the page's requests in flight are read from. */
let queryClient = new QueryClient();
let mounted: Awaited<ReturnType<typeof mountInApp>> | undefined;

/** The side menu on /stats, from a fresh module registry (so nothing of an earlier test is loaded). */
async function mountSideMenu() {
  const { SideMenu } = await import('./SideMenu');
  mounted = await mountInApp(
    createElement(SideMenu, { currentPath: '/stats', isAdmin: false, hasPendingInvites: false }),
    { path: '/stats', queryClient, reportError },
  );
  const button = mounted.container.querySelector<HTMLButtonElement>(
    'button[aria-label="Open menu"]',
  );
  if (!button) throw new Error("no 'Open menu' button");
  return button;
}

beforeEach(async () => {
  // SideMenu afresh for each test, with nothing of its own loaded yet; the sheet's module is made
  // ready beforehand, so a sheet asked for renders within a few ticks and its absence is telling
  vi.resetModules();
  await import('./SideMenuSheet');
  loads.renders = 0;
  loads.fail = false;
  loads.arriving = null;
  reportError.mockClear();
  queryClient = new QueryClient();
});

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the side menu's sheet is code of its own", () => {
  it('is loaded on a phone once the browser is idle after the page, not before', async () => {
    const runIdle = stubIdle();
    stubScreen(false);
    await mountSideMenu();
    expect(loads.renders).toBe(0);
    await runIdle();
    // asked for now: it renders once its code has run, however busy the machine
    await vi.waitFor(() => expect(loads.renders).toBeGreaterThan(0));
  });

  it("waits for the page's requests: loaded once they are answered and the browser is idle", async () => {
    const runIdle = stubIdle();
    stubScreen(false);
    let answer = (_value: string) => undefined as void;
    void queryClient.prefetchQuery({
      queryKey: ['the page'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    await mountSideMenu();
    await runIdle();
    expect(loads.renders).toBe(0);
    await act(async () => {
      answer('answered');
      await settleTasks();
    });
    expect(loads.renders).toBe(0);
    await runIdle();
    // asked for now: it renders once its code has run, however busy the machine
    await vi.waitFor(() => expect(loads.renders).toBeGreaterThan(0));
  });

  it('is not loaded on a wide screen, where the top bar stands in for the menu', async () => {
    const runIdle = stubIdle();
    stubScreen(true);
    await mountSideMenu();
    await runIdle();
    expect(loads.renders).toBe(0);
  });

  it('opens, on the current entry, when the button was pressed before its code had arrived', async () => {
    stubIdle();
    stubScreen(false);
    const button = await mountSideMenu();
    expect(loads.renders).toBe(0);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      button.click();
      await settleTasks();
    });
    await vi.waitFor(() => {
      expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    });
    const menu = document.querySelector('[role="dialog"]');
    expect(menu?.id).toBe(button.getAttribute('aria-controls'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Stats');
  });

  it('shows the button busy while a press waits for its code longer than a moment', async () => {
    const runIdle = stubIdle();
    stubScreen(false);
    const feedback = holdPressFeedback();
    const code = codeOnItsWay();
    loads.arriving = code.arriving;
    const button = await mountSideMenu();
    // code on its way without a press (the browser idle): nothing waits, nothing to show
    await runIdle();
    // asked for now: it renders once its code has run, however busy the machine
    await vi.waitFor(() => expect(loads.renders).toBeGreaterThan(0));
    expect(feedback.waiting()).toBe(0);
    await feedback.momentPasses();
    expect(button.getAttribute('aria-busy')).toBeNull();
    await act(async () => {
      button.click();
      await settleTasks();
    });
    // the press waits, but a code that arrives within the moment would show no spinner in between
    expect(feedback.waiting()).toBe(1);
    expect(button.getAttribute('aria-busy')).toBeNull();
    await feedback.momentPasses();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await code.arrive();
    await vi.waitFor(() => {
      expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    });
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('leaves the menu out, reported, when its code cannot be loaded, and a press loads it anew', async () => {
    const runIdle = stubIdle();
    stubScreen(false);
    // React logs the error it hands to the boundary
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loads.fail = true;
    const button = await mountSideMenu();
    await runIdle();
    // asked for now: it renders once its code has run, however busy the machine
    await vi.waitFor(() => expect(loads.renders).toBeGreaterThan(0));
    expect(reportError).toHaveBeenCalled();
    expect(mounted?.container.querySelector('button[aria-label="Open menu"]')).toBe(button);

    // a press while the code still fails: nothing opens, and the button says so
    const tried = loads.renders;
    await act(async () => {
      button.click();
      await settleTasks();
    });
    expect(loads.renders).toBeGreaterThan(tried);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-busy')).toBeNull();

    // the code loads now: the next press opens the menu
    loads.fail = false;
    await act(async () => {
      button.click();
      await settleTasks();
    });
    await vi.waitFor(() => {
      expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the side menu on a window that changes width', () => {
  it("closes when the window widens to the top bar's breakpoint, and stays closed", async () => {
    stubIdle();
    const resize = stubScreen(false);
    const button = await mountSideMenu();
    await act(async () => {
      button.click();
      await settleTasks();
    });
    await vi.waitFor(() => {
      expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    });
    await act(async () => {
      resize(true);
      await settleTasks();
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await vi.waitFor(() => {
      expect(document.querySelector('[role="dialog"]')).toBeNull();
    });
    // narrowing again brings the button back, not the menu
    await act(async () => {
      resize(false);
      await settleTasks();
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
