import { expect } from 'storybook/test';
import { textBox } from './text-shown';

/** The nearest box around an element drawn as a card: a solid border on every side. */
export function cardAround(element: Element): HTMLElement | null {
  for (let box = element.parentElement; box; box = box.parentElement) {
    const style = getComputedStyle(box);
    const sides = [style.borderTopStyle, style.borderRightStyle, style.borderBottomStyle];
    if ([...sides, style.borderLeftStyle].every((side) => side === 'solid')) return box;
  }
  return null;
}

/**
 * What a member sees of 'nothing here yet': the message stands in a card (one that holds it and
 * not the page's title, when there is one), its text centred across the card to within a pixel.
 */
export async function expectEmptyStateInCard(message: HTMLElement, pageTitle?: HTMLElement) {
  const card = cardAround(message);
  await expect(card, 'a card around the message').not.toBeNull();
  if (!card) return card;
  if (pageTitle) await expect(card).not.toContainElement(pageTitle);
  // the text as drawn, not its box, which may span the card whichever way the text is aligned
  const line = textBox(message);
  const box = card.getBoundingClientRect();
  const offCentre = line.left + line.width / 2 - (box.left + box.width / 2);
  await expect(Math.abs(offCentre)).toBeLessThanOrEqual(1);
  return card;
}

/**
 * The compact message in a card with a title: a line of the card's text, not a heading, with no
 * more room over and under it than the gap between the card's parts and a little more, so the
 * card is as tall as its message needs. `outside`: a heading the card must not hold (a section's).
 * Gives the card back.
 */
export async function expectCompactEmptyState(message: HTMLElement, outside?: HTMLElement) {
  const card = await expectEmptyStateInCard(message, outside);
  await expect(message.tagName).toBe('P');
  // the empty state's own box: the message's text block, and the box around it
  const root = message.parentElement?.parentElement;
  const around = root?.parentElement;
  if (!root || !around) throw new Error('the message is not in an empty state');
  const gap = parseFloat(getComputedStyle(around).rowGap) || 0;
  const room = 8 + 1; // the compact size's space above and below, and a pixel of rounding
  const drawn = [...root.children].map((child) => child.getBoundingClientRect());
  const contentTop = Math.min(...drawn.map((box) => box.top));
  const contentBottom = Math.max(...drawn.map((box) => box.bottom));
  const before = root.previousElementSibling?.getBoundingClientRect();
  if (before) await expect(contentTop - before.bottom).toBeLessThanOrEqual(gap + room);
  const after = root.nextElementSibling?.getBoundingClientRect();
  const end = after ? after.top - gap : root.getBoundingClientRect().bottom;
  await expect(end - contentBottom).toBeLessThanOrEqual(room);
  return card;
}
