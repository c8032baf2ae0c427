// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useFirstAnswerHeld } from './first-answer';

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
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

function mount(pending: boolean) {
  const shown: Shown[] = [];
  root = createRoot(document.createElement('div'));
  act(() => root?.render(createElement(Widget, { pending, shown })));
  const update = (next: boolean) => {
    shown.length = 0;
    act(() => root?.render(createElement(Widget, { pending: next, shown })));
    return [...shown];
  };
  return { shown: [...shown], update };
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
