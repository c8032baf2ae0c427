import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright';

// Debian's Chromium; Playwright's own browser downloads are not available.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  return context.newPage();
}

/**
 * One Chromium for a test file: launched before its first test and closed after its last. Each
 * `openPage` is a fresh context (no cookies, storage or cache shared with another page).
 */
export function fileBrowser(): { openPage(options?: BrowserContextOptions): Promise<Page> } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    openPage(options) {
      if (!browser) throw new Error('the browser starts before the first test');
      return openPage(browser, options);
    },
  };
}
