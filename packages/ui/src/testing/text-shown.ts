import { expect } from 'storybook/test';

/**
 * The boxes the browser drew an element's text in, one per line (or per run of a line): of its
 * text nodes only, not of the boxes around them.
 */
function textBoxes(element: Element): DOMRect[] {
  const range = document.createRange();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const boxes: DOMRect[] = [];
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    range.selectNodeContents(text);
    boxes.push(...range.getClientRects());
  }
  return boxes;
}

/** Where an element's text is drawn, all its lines in one box (its own box may be wider, padded). */
export function textBox(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

/** How many lines an element's text is drawn on (a single run of text: a label, a name). */
export const linesOf = (element: Element) => textBoxes(element).length;

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

export { brokenWords } from './broken-words';
