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

/**
 * The words of these elements' text that the browser broke across lines: each word is drawn on
 * one line unless it is longer than its box allows. Empty when every word is whole.
 */
export function brokenWords(elements: readonly Element[]): string[] {
  const range = document.createRange();
  return elements.flatMap((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const broken: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (const match of text.data.matchAll(/\S+/g)) {
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}
