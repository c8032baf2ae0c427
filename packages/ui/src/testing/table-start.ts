import { expect, waitFor } from 'storybook/test';

/**
 * After a pager press below a long table: the new page reads from its start. The table has focus,
 * and its top is in the window (it was far above it, where the press had scrolled to the pager).
 */
export async function expectTableStartShown(table: HTMLElement) {
  await waitFor(() => expect(table).toHaveFocus());
  const top = table.getBoundingClientRect().top;
  await expect(top).toBeGreaterThanOrEqual(0);
  await expect(top).toBeLessThan(window.innerHeight / 2);
}

/** The pager's button brought into view first, as she finds it: under the table's last row. */
export async function scrollToFoot(element: HTMLElement) {
  element.scrollIntoView({ block: 'end' });
  await expect(Math.floor(element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(
    window.innerHeight,
  );
}
