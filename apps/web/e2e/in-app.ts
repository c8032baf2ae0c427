import { expect } from 'vitest';
import type { Page } from 'playwright';

/** The window as `watchSettling` leaves it. */
type WatchedWindow = Window & {
  /** API calls (XHR and fetch) the page is waiting for */
  __e2ePending: number;
  /** when the document last changed (`performance.now()`) */
  __e2eLastChange: number;
};

/**
 * Runs first in every frame of every page of a context (`context.addInitScript`): counts the
 * requests the page waits for and notes when its document last changed, so that `settle` can
 * tell when a screen is as its answers made it.
 */
export function watchSettling(): void {
  const watched = window as unknown as WatchedWindow;
  watched.__e2ePending = 0;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args) {
    watched.__e2ePending += 1;
    this.addEventListener('loadend', () => (watched.__e2ePending -= 1), { once: true });
    return send.apply(this, args);
  };
  const fetch = window.fetch.bind(window);
  window.fetch = (...args) => {
    watched.__e2ePending += 1;
    return fetch(...args).finally(() => (watched.__e2ePending -= 1));
  };
  watched.__e2eLastChange = performance.now();
  const observer = new MutationObserver(() => {
    watched.__e2eLastChange = performance.now();
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document, { subtree: true, childList: true, attributes: true }),
  );
}

/**
 * Waits until the page has no request open, shows nothing loading (no 'Loading…' or
 * 'Checking…' status, nothing `aria-busy`) and has not changed for 200 ms: the screen as its
 * data made it. The page's context must run `watchSettling`.
 */
export async function settle(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const watched = window as unknown as WatchedWindow;
          const loading = [...document.querySelectorAll('[role="status"]')].some((status) =>
            /^(Loading|Checking)/i.test(status.textContent?.trim() ?? ''),
          );
          return (
            watched.__e2ePending === 0 &&
            !loading &&
            document.querySelector('[aria-busy="true"]') === null &&
            performance.now() - watched.__e2eLastChange > 200
          );
        }),
      { timeout: 10_000, interval: 50 },
    )
    .toBe(true);
}

/**
 * Goes to a path inside the app as its own links do (no reload: the session and the answers
 * already fetched stay) and waits for the address to be `path`. The navigation counts as a
 * change, so `settle` waits for the screen it leads to.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    (window as unknown as WatchedWindow).__e2eLastChange = performance.now();
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}
