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
import type * as MenuModule from './AdminSectionMenu';

/** The phone's section menu, as the tests watch it (see `watchedPart`). */
const loads = vi.hoisted((): WatchedPart => ({ renders: 0, fail: false, arriving: null }));
vi.mock('./AdminSectionMenu', async (importOriginal) => {
  const { watchedPart } = await import('../../../testing/lazy-code');
  const actual = await importOriginal<typeof MenuModule>();
  return { AdminSectionMenu: watchedPart(loads, actual.AdminSectionMenu) };
});

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** The errors the app reports (POST /errors). */
const reportError = vi.fn(() => Promise.resolve());
/** The app's query client: what the page's requests in flight are read from. */
let queryClient = new QueryClient();
let mounted: Awaited<ReturnType<typeof mountInApp>> | undefined;

const BUTTON = 'Admin menu: Challenges';
const menuButton = () =>
  [...(mounted?.container.querySelectorAll('button') ?? [])].find((b) => b.textContent === BUTTON);
const navigateTo = vi.fn();

/** The admin navigation on /admin/challenges, from a fresh module registry. */
async function mountNavigation() {
  const { AdminNavigation } = await import('./AdminLayout');
  mounted = await mountInApp(
    createElement(AdminNavigation, { currentPath: '/admin/challenges', onNavigate: navigateTo }),
    { path: '/admin/challenges', queryClient, reportError },
  );
  const button = menuButton();
  if (!button) throw new Error(`no '${BUTTON}' button`);
  return button;
}

beforeEach(async () => {
  // the navigation afresh for each test, with nothing of its own loaded yet; the menu's module is
  // made ready beforehand, so a menu asked for renders within a few ticks
  vi.resetModules();
  await import('./AdminSectionMenu');
  loads.renders = 0;
  loads.fail = false;
  loads.arriving = null;
  reportError.mockClear();
  navigateTo.mockClear();
  queryClient = new QueryClient();
});

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the admin area's phone menu is code of its own", () => {
  it('is loaded on a phone once the browser is idle after the page, not before', async () => {
    const runIdle = stubIdle();
    stubScreen(false);
    const standIn = await mountNavigation();
    expect(loads.renders).toBe(0);
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu');
    await runIdle();
    // asked for now: it renders once its code has run, however busy the machine
    await vi.waitFor(() => expect(loads.renders).toBeGreaterThan(0));
    // the same button, now the menu's
    expect(menuButton()?.getAttribute('aria-haspopup')).toBe('menu');
  });

  it('is not loaded on a wide screen, where the side navigation shows', async () => {
    const runIdle = stubIdle();
    stubScreen(true);
    await mountNavigation();
    await runIdle();
    expect(loads.renders).toBe(0);
  });

  it('opens, the current section checked, when the button was pressed before its code had arrived', async () => {
    stubIdle();
    stubScreen(false);
    const standIn = await mountNavigation();
    expect(loads.renders).toBe(0);
    await act(async () => {
      standIn.click();
      await settleTasks();
    });
    await vi.waitFor(() => {
      expect(document.querySelector('[role="menu"]')).not.toBeNull();
    });
    const checked = document.querySelector('[role="menuitemradio"][aria-checked="true"]');
    expect(checked?.textContent).toBe('Challenges');
    expect(menuButton()?.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the button busy while a press waits for its code longer than a moment', async () => {
    stubIdle();
    stubScreen(false);
    const feedback = holdPressFeedback();
    const code = codeOnItsWay();
    loads.arriving = code.arriving;
    const standIn = await mountNavigation();
    await act(async () => {
      standIn.click();
      await settleTasks();
    });
    // the press waits, but a code that arrives within the moment would show no spinner in between
    expect(feedback.waiting()).toBe(1);
    expect(menuButton()?.getAttribute('aria-busy')).toBeNull();
    await feedback.momentPasses();
    expect(menuButton()).toBe(standIn);
    expect(standIn.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('[role="menu"]')).toBeNull();
    await code.arrive();
    await vi.waitFor(() => {
      expect(document.querySelector('[role="menu"]')).not.toBeNull();
    });
    expect(menuButton()?.getAttribute('aria-busy')).toBeNull();
  });

  it('keeps keyboard focus on the button when its code arrives', async () => {
    const runIdle = stubIdle();
    stubScreen(false);
    const standIn = await mountNavigation();
    act(() => standIn.focus());
    expect(document.activeElement).toBe(standIn);
    await runIdle();
    // asked for now: it renders once its code has run, however busy the machine
    await vi.waitFor(() => expect(loads.renders).toBeGreaterThan(0));
    expect(menuButton()).not.toBe(standIn);
    expect(document.activeElement).toBe(menuButton());
  });

  it('leaves the plain button, reported, when its code cannot be loaded, and a press loads it anew', async () => {
    const runIdle = stubIdle();
    stubScreen(false);
    // React logs the error it hands to the boundary
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loads.fail = true;
    await mountNavigation();
    await runIdle();
    // asked for now: it renders once its code has run, however busy the machine
    await vi.waitFor(() => expect(loads.renders).toBeGreaterThan(0));
    expect(reportError).toHaveBeenCalled();
    expect(mounted?.container.querySelector('nav[aria-label="Admin"]')).not.toBeNull();
    // the button stays in the menu's place, not busy
    const plain = menuButton();
    expect(plain?.getAttribute('aria-busy')).toBeNull();

    // a press while the code still fails: the button again, closed and not busy
    await act(async () => {
      plain?.click();
      await settleTasks();
    });
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(menuButton()?.getAttribute('aria-busy')).toBeNull();

    // the code loads now: the next press opens the menu
    loads.fail = false;
    await act(async () => {
      menuButton()?.click();
      await settleTasks();
    });
    await vi.waitFor(() => {
      expect(document.querySelector('[role="menu"]')).not.toBeNull();
    });
    expect(menuButton()?.getAttribute('aria-expanded')).toBe('true');
  });
});
