// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubIdleCallbacks } from '../testing/idle-callbacks';
import {
  FirstAnswersWhenIdle,
  idleRevealsWaiting,
  SecondaryRequestsWhenIdle,
  useFirstAnswerHeld,
  useSecondaryRequestHeld,
} from './first-answer';

// React's act() warns unless it is told that this is a test
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** What a widget showed in each of its renders: its loading state, or the answer. */
type Shown = 'loading' | 'answer';

function Widget({ pending, shown }: { pending: boolean; shown: Shown[] }) {
  const held = useFirstAnswerHeld(pending);
  shown.push(pending || held ? 'loading' : 'answer');
  return null;
}

let root: Root | undefined;
/** Takes what the test mounted off the page. */
function unmount() {
  act(() => root?.unmount());
  root = undefined;
}
afterEach(unmount);

function mount(pending: boolean, { whenIdle = false } = {}) {
  const shown: Shown[] = [];
  const element = (next: boolean) => {
    const widget = createElement(Widget, { pending: next, shown });
    return whenIdle ? createElement(FirstAnswersWhenIdle, null, widget) : widget;
  };
  root = createRoot(document.createElement('div'));
  act(() => root?.render(element(pending)));
  /** The renders since the last look (mount, update or this), and no more from then on. */
  const taken = () => shown.splice(0);
  const update = (next: boolean) => {
    shown.length = 0;
    act(() => root?.render(element(next)));
    return taken();
  };
  return { shown: taken(), update, taken };
}

describe("a widget's first answer", () => {
  it('is shown by a render of its own, after one more render of the loading state', () => {
    const widget = mount(true);
    expect(widget.shown).toEqual(['loading']);
    expect(widget.update(false)).toEqual(['loading', 'answer']);
  });

  it('is shown at once when it is already there as the widget mounts (from the cache)', () => {
    expect(mount(false).shown).toEqual(['answer']);
  });

  it('is not held back once shown: a later answer shows in the render it arrives in', () => {
    const widget = mount(true);
    widget.update(false);
    expect(widget.update(false)).toEqual(['answer']);
  });

  it('is held back again after the widget has gone back to loading (another query)', () => {
    const widget = mount(true);
    widget.update(false);
    expect(widget.update(true)).not.toContain('answer');
    expect(widget.update(false)).toEqual(['loading', 'answer']);
  });
});

/** Waits, rendering, until the page has painted and a task has run since (Safari's fallback). */
const aFrameAndATaskLater = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

describe("a side widget's first answer (inside FirstAnswersWhenIdle)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is shown once the browser is idle after it arrived, not in the renders that follow at once', () => {
    const browser = stubIdleCallbacks();
    const widget = mount(true, { whenIdle: true });
    expect(widget.update(false)).not.toContain('answer');
    expect(browser.waiting()).toBe(1);
    expect(idleRevealsWaiting()).toBe(1);
    browser.idle();
    expect(widget.taken()).toEqual(['answer']);
    // counted until the answer is on the page, for the stories' pictures
    expect(idleRevealsWaiting()).toBe(0);
  });

  it('is shown at once when it is already there as the widget mounts (from the cache)', () => {
    const browser = stubIdleCallbacks();
    expect(mount(false, { whenIdle: true }).shown).toEqual(['answer']);
    expect(browser.waiting()).toBe(0);
  });

  it('is not held back once shown: a later answer shows in the render it arrives in', () => {
    const browser = stubIdleCallbacks();
    const widget = mount(true, { whenIdle: true });
    widget.update(false);
    browser.idle();
    expect(widget.update(false)).toEqual(['answer']);
  });

  it('stops waiting when the widget goes away before the browser is idle', () => {
    const browser = stubIdleCallbacks();
    const widget = mount(true, { whenIdle: true });
    widget.update(false);
    expect(browser.waiting()).toBe(1);
    unmount();
    expect(browser.waiting()).toBe(0);
    expect(idleRevealsWaiting()).toBe(0);
  });

  it('is shown once the page has painted where the browser has no idle callback (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const widget = mount(true, { whenIdle: true });
    expect(widget.update(false)).not.toContain('answer');
    await aFrameAndATaskLater();
    expect(widget.update(false)).toEqual(['answer']);
  });
});

/** Whether a secondary query may be sent, as its hook sees it in each render. */
function RequestProbe({ seen }: { seen: boolean[] }) {
  seen.push(!useSecondaryRequestHeld());
  return null;
}

function mountRequests({ held }: { held: boolean }) {
  const seen: boolean[] = [];
  const probe = createElement(RequestProbe, { seen });
  root = createRoot(document.createElement('div'));
  act(() => root?.render(held ? createElement(SecondaryRequestsWhenIdle, null, probe) : probe));
  return () => seen.splice(0);
}

describe("a screen's secondary requests (inside SecondaryRequestsWhenIdle)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are sent once the browser is idle after the screen mounted, not before', () => {
    const browser = stubIdleCallbacks();
    const sendable = mountRequests({ held: true });
    expect(sendable()).toEqual([false]);
    expect(browser.waiting()).toBe(1);
    // counted while waiting, for the stories' pictures
    expect(idleRevealsWaiting()).toBe(1);
    browser.idle();
    expect(sendable()).toEqual([true]);
    expect(idleRevealsWaiting()).toBe(0);
    expect(browser.waiting()).toBe(0);
  });

  it('are not held anywhere else: a query outside is sent at once', () => {
    const browser = stubIdleCallbacks();
    expect(mountRequests({ held: false })()).toEqual([true]);
    expect(browser.waiting()).toBe(0);
  });

  it('stop waiting when the screen goes away before the browser is idle', () => {
    const browser = stubIdleCallbacks();
    mountRequests({ held: true });
    unmount();
    expect(browser.waiting()).toBe(0);
    expect(idleRevealsWaiting()).toBe(0);
  });

  it('are sent once the page has painted where the browser has no idle callback (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const sendable = mountRequests({ held: true });
    expect(sendable()).toEqual([false]);
    await aFrameAndATaskLater();
    expect(sendable()).toEqual([true]);
  });
});
