import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright';
import { chromiumArgs, executablePath } from './chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...chromiumArgs] });
}

/** What the browser reported as blocked by the content security policy, since the last take. */
const violations: string[] = [];

/** The violations recorded so far (and forgets them): a test that provokes one on purpose. */
export function takeViolations(): string[] {
  return violations.splice(0);
}

/** How many pages the policy watched over in this file, for the run's summary. */
let watchedPages = 0;

export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  // every page reports what the content security policy blocked, in any frame
  await context.exposeBinding('__reportPolicyViolation', ({ frame }, text: string) => {
    violations.push(`${text} (on ${frame.url()})`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation(text: string): void })
        .__reportPolicyViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  // a step that waits too long fails on its own, naming what it waited for, before the test's
  // 30 s are up and it could only say that the test timed out (every page of the context)
  context.setDefaultTimeout(25_000);
  watchedPages += 1;
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
  // a journey that trips the content security policy fails, whatever else it checked
  afterEach((context) => {
    context.task.meta.policy = { pages: watchedPages, violations: violations.length };
    watchedPages = 0;
    expect(takeViolations(), 'content security policy violations').toEqual([]);
  });
  return {
    openPage(options) {
      if (!browser) throw new Error('the browser starts before the first test');
      return openPage(browser, options);
    },
  };
}

declare module '@vitest/runner' {
  interface TaskMeta {
    /** pages the content security policy watched during an end-to-end test, and what it blocked */
    policy?: { pages: number; violations: number };
  }
}
