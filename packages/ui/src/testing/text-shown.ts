import { expect } from 'storybook/test';

/** The boxes the browser drew an element's text in, one per line (or per run of a line). */
function textBoxes(element: Element): DOMRect[] {
  const range = document.createRange();
  range.selectNodeContents(element);
  return [...range.getClientRects()];
}

/**
 * A name kept to one line shows as much of itself as its box holds: the box is one line tall,
 * and its text runs on to the box's end and beyond (where the ellipsis cuts it), rather than
 * stopping after the first word that fitted.
 */
export async function expectCutAtLineEnd(name: HTMLElement) {
  const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
  await expect(name.clientHeight).toBeLessThan(lineHeight * 1.5);
  const [first] = textBoxes(name);
  await expect(first?.width ?? 0).toBeGreaterThanOrEqual(name.clientWidth);
}

/** A name shown whole: every line of it drawn inside its box, nothing cut or hidden. */
export async function expectShownWhole(name: HTMLElement) {
  await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth + 1);
  await expect(name.scrollHeight).toBeLessThanOrEqual(name.clientHeight + 1);
  const box = name.getBoundingClientRect();
  for (const line of textBoxes(name)) {
    await expect(line.left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(line.right).toBeLessThanOrEqual(box.right + 1);
  }
}
