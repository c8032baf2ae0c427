// Interaction latency for `npm run bench`: web-vitals' onINP (attribution build) runs in the page
// from the first byte, the CPU is slowed 4x as on a mid-range phone, and one interaction is made
// on a freshly loaded, settled page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/* global window -- the functions handed to page.evaluate run in the page */

const require = createRequire(import.meta.url);
// the IIFE build defines `webVitals` on the page; the package's exports map does not list it
const webVitalsIife = readFileSync(
  join(dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
);

/**
 * Every INP value the page reports, with where its time went. durationThreshold 0 asks the
 * browser for every interaction from 16 ms (its floor) instead of web-vitals' default 40 ms.
 */
const inpRecorder = `${webVitalsIife}
;window.__benchInp = [];
webVitals.onINP((metric) => {
  const { attribution } = metric;
  window.__benchInp.push({
    value: metric.value,
    inputDelay: attribution.inputDelay,
    processing: attribution.processingDuration,
    presentation: attribution.presentationDelay,
    target: attribution.interactionTarget ?? '',
  });
}, { reportAllChanges: true, durationThreshold: 0 });
`;

export const CPU_SLOWDOWN = 4;
/** The browser reports no interaction shorter than this (the Event Timing API's floor). */
export const INP_FLOOR_MS = 16;

/** A page for interaction measurements: the recorder in every document, the CPU slowed. */
export async function inpPage(context) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript({ content: inpRecorder });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  page.setDefaultTimeout(30_000);
  return page;
}

/**
 * Presses `control` as a finger would: with `force`, Playwright skips its actionability checks.
 * Without it, the check that the press lands on the control runs in a listener of Playwright's
 * inside the press itself (it lays the page out again in pointerdown): about 8 ms at 4x that the
 * interaction's latency counted and the app did not spend (median 84 against 76 ms for 'Invite
 * Member', 12 presses each, alternating). The control has been waited for and the page has
 * settled before any press, so the checks have nothing left to wait for.
 */
export function press(control) {
  return control.click({ force: true });
}

/**
 * Loads `url`, waits for `ready` and for the page to settle (no request for half a second, then
 * one more second), makes the interaction `act` and waits for `done` (its visible result), then
 * reads the INP web-vitals reported. An interaction below the browser's 16 ms floor reports
 * nothing; it counts as 16 ms, with `belowFloor` set.
 */
export async function measureInteraction(page, { url, ready, act, done }) {
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.evaluate(() => {
    window.__benchInp = [];
  });
  await act(page);
  await done(page);
  const reported = await page
    .waitForFunction(() => window.__benchInp.length > 0, null, { timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (!reported) return { value: INP_FLOOR_MS, belowFloor: true };
  const entries = await page.evaluate(() => window.__benchInp);
  const worst = entries.reduce((a, b) => (b.value > a.value ? b : a));
  return { ...worst, belowFloor: false };
}
