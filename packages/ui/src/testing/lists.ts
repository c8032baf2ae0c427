import { expect } from 'storybook/test';

/**
 * Every list in `container` drawn without bullets (list style 'none') says it is a list itself,
 * with role="list": Safari (VoiceOver) does not say that a ul or ol without bullets is a list, or
 * how many items it holds, otherwise. Returns how many such lists there are, for a story to
 * check that it looked at some.
 */
export async function expectBulletlessListsSaid(container: HTMLElement) {
  const bulletless = Array.from(container.querySelectorAll('ul, ol')).filter(
    (list) => getComputedStyle(list).listStyleType === 'none',
  );
  for (const list of bulletless) {
    await expect(list, `a list without bullets: ${list.outerHTML.slice(0, 120)}`).toHaveAttribute(
      'role',
      'list',
    );
  }
  return bulletless.length;
}
