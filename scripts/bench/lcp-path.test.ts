import { describe, expect, it } from 'vitest';
import {
  criticalPath,
  describePath,
  formatPath,
  lcpPath,
  type SimulatedNode,
  type Timing,
} from './lcp-path.mjs';

/** A node of Lighthouse's simulated page graph: a request (with a size) or a task. */
function node(name: string, dependencies: SimulatedNode[] = [], transferSize?: number) {
  const made: SimulatedNode & { name: string } = {
    name,
    type: transferSize === undefined ? 'cpu' : 'network',
    getDependencies: () => dependencies,
  };
  if (transferSize !== undefined) {
    made.request = { url: `http://localhost:4173${name}?v=1`, transferSize };
  }
  return made;
}

// a page like the signed-in dashboard: its document, the parse, the app's code (with the font
// alongside), then a task that asks for the workouts and the chart's code, and the paint's task
const page = node('/', [], 10_547);
const parse = node('parse', [page]);
const font = node('/assets/font.woff2', [page], 40_960);
const app = node('/assets/index.js', [page, parse], 120_832);
const start = node('start', [app]);
const workouts = node('/api/v1/users/me/workouts', [start], 5_888);
const chartCode = node('/assets/chart.js', [start], 1_946);
const paint = node('paint', [workouts, chartCode]);
const timings = new Map<SimulatedNode, Timing>([
  [page, { startTime: 0, endTime: 610 }],
  [parse, { startTime: 651, endTime: 749 }],
  [font, { startTime: 610, endTime: 2_121 }],
  [app, { startTime: 921, endTime: 2_581 }],
  [start, { startTime: 2_581, endTime: 2_621 }],
  [workouts, { startTime: 2_621, endTime: 3_000 }],
  [chartCode, { startTime: 2_621, endTime: 2_784 }],
  [paint, { startTime: 3_000, endTime: 3_133 }],
]);

describe("the bench's path to Lighthouse's largest paint", () => {
  it('follows, from the step that ends last, the dependency that ended last', () => {
    const names = criticalPath(timings).map((step) => (step as { name?: string }).name);
    // the font ran alongside, and the chart's code came before the workouts: neither is waited for
    expect(names).toEqual([
      '/',
      'parse',
      '/assets/index.js',
      'start',
      '/api/v1/users/me/workouts',
      'paint',
    ]);
  });

  it('names each request by its path, with its size and the downloads that shared the line', () => {
    const steps = describePath(criticalPath(timings), timings);
    expect(steps[2]).toEqual({
      kind: 'request',
      start: 921,
      end: 2_581,
      url: '/assets/index.js',
      kb: 118,
      // the document had ended when it started; the font was still coming
      alongside: 1,
    });
    expect(steps[4]).toMatchObject({ url: '/api/v1/users/me/workouts', kb: 5.8, alongside: 1 });
  });

  it('reads as one line, in seconds, leaving out tasks under 50 ms', () => {
    // the 40 ms task that asks for the workouts is left out; the 98 ms parse is not
    expect(formatPath(describePath(criticalPath(timings), timings))).toBe(
      '/ 0.00–0.61 s (10.3 KB), a task 0.65–0.75 s, ' +
        '/assets/index.js 0.92–2.58 s (118 KB, 1 other download alongside), ' +
        '/api/v1/users/me/workouts 2.62–3.00 s (5.8 KB, 1 other download alongside), ' +
        'a task 3.00–3.13 s',
    );
  });

  it('is empty for a page Lighthouse simulated nothing for', () => {
    expect(criticalPath(new Map())).toEqual([]);
  });

  it("says why, instead of a path, when Lighthouse's simulation fails", async () => {
    // a run whose trace was not recorded
    const path = await lcpPath({ URL: { finalDisplayedUrl: 'http://localhost:4173/' } }, {});
    expect(path).toEqual({ error: expect.stringMatching(/\S/) });
  });
});
