import { expect } from 'vitest';
import type { Page } from 'playwright';

/** Helpers for end-to-end tests of layout shift: what moved on the page, and when it is still. */
export type Shift = { value: number; moved: string[]; inMain: boolean };

/** Records every layout shift of the page, with what moved and whether it was in `main`. */
export function recordShifts() {
  type Entry = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
  const shifts: Shift[] = [];
  Object.assign(window, { __shifts: shifts });
  const describe = (node: Node) => {
    const element = node instanceof Element ? node : node.parentElement;
    const heading = element?.querySelector('h1, h2, h3')?.textContent ?? '';
    return `${element?.tagName.toLowerCase() ?? '#text'} '${heading.trim().slice(0, 30)}'`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Entry[]) {
      if (entry.hadRecentInput) continue;
      // The mock build's demo-data footer sits under the page and is pushed down as it fills
      // in; a real deployment has no such footer.
      const nodes = (entry.sources ?? []).flatMap(({ node }) =>
        node && !document.querySelector('[data-app-footer]')?.contains(node) ? [node] : [],
      );
      if (nodes.length === 0) continue;
      const main = document.querySelector('main');
      shifts.push({
        value: entry.value,
        moved: nodes.map(describe),
        inMain: nodes.some((node) => main?.contains(node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

export const total = (shifts: readonly Shift[]) =>
  shifts.reduce((sum, shift) => sum + shift.value, 0);

/** Waits until the page has no placeholder left and its height has held for half a second. */
export async function settled(page: Page) {
  await page.locator('main').waitFor();
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.waitForTimeout(500);
      return page.evaluate(
        (height) =>
          document.querySelectorAll('main [aria-busy="true"]').length === 0 &&
          document.documentElement.scrollHeight === height,
        before,
      );
    })
    .toBe(true);
}
