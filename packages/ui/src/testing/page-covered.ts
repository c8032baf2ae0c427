import { expect } from 'storybook/test';

/**
 * While a modal layer (a dialog, a confirmation, the side menu) is open, a press outside it must
 * land on the layer's overlay, never on the page under it. The page keeps its pointer events
 * (turning them off on `<body>` restyled every element of the page in the press that opened a
 * dialog), so the overlay alone keeps presses from the page: checks that what a pointer finds at
 * (x, y) in the viewport is a layer's (neither part of `page` nor the document's own background),
 * and that the page's pointer events are on. Returns what the pointer found there, to press.
 */
export async function expectPageCovered(page: HTMLElement, x: number, y: number) {
  const hit = document.elementFromPoint(x, y);
  await expect(hit).not.toBeNull();
  if (!hit) throw new Error(`nothing at (${x}, ${y})`);
  await expect(page.contains(hit)).toBe(false);
  await expect([document.body, document.documentElement]).not.toContain(hit);
  await expect(getComputedStyle(document.body).pointerEvents).toBe('auto');
  return hit;
}

/** The middle of `element` in the viewport, for `expectPageCovered`. */
export function middleOf(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2];
}
