// What Lighthouse's largest contentful paint waited for, in Lighthouse's own simulation.
//
// Lighthouse does not time the page on a slow phone: it records the page on this host, builds a
// graph of what waited for what (each request after the document or script task that made it,
// each task after what it ran), and replays that graph on a simulated phone (150 ms round trips,
// 1.6 Mbit/s shared by the downloads in flight, CPU 4x slower). Its LCP is when that replay
// reaches the paint. The chain of steps that ended last at each point is what the paint waited
// for; this module finds it, so the bench can say where a page's LCP goes.
// Lighthouse has no public API for its simulation's node timings: this is its own module. Should a
// Lighthouse update move it, the unit test (which imports this file) fails in `npm test`.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/**
 * The critical path through simulated timings: from the step that ends last, back through the
 * dependency that ended last, to a step with none. Steps are in the order they ran.
 *
 * @param {Map<object, { startTime: number, endTime: number }>} timings Lighthouse's node timings
 * @returns {object[]} the nodes along the path
 */
export function criticalPath(timings) {
  let node = null;
  for (const [candidate, timing] of timings) {
    if (!node || timing.endTime > timings.get(node).endTime) node = candidate;
  }
  const path = [];
  while (node) {
    path.unshift(node);
    let latest = null;
    for (const dependency of node.getDependencies()) {
      const timing = timings.get(dependency);
      if (timing && (!latest || timing.endTime > timings.get(latest).endTime)) latest = dependency;
    }
    node = latest;
  }
  return path;
}

/** A request's address without its origin and query, as a reader of the table would name it. */
function shortUrl(url) {
  try {
    const { pathname } = new URL(url);
    return pathname;
  } catch {
    return url;
  }
}

/**
 * The path as plain steps: requests with their size and how many other downloads shared the line
 * while they ran, and the page's own tasks in between.
 *
 * @param {object[]} path nodes from `criticalPath`
 * @param {Map<object, { startTime: number, endTime: number }>} timings
 */
export function describePath(path, timings) {
  const requests = [...timings].filter(([node]) => node.type === 'network');
  return path.map((node) => {
    const { startTime, endTime } = timings.get(node);
    const start = Math.round(startTime);
    const end = Math.round(endTime);
    if (node.type !== 'network') return { kind: 'task', start, end };
    const alongside = requests.filter(
      ([other, timing]) =>
        other !== node &&
        other.request.transferSize > 0 &&
        timing.startTime < endTime &&
        timing.endTime > startTime,
    ).length;
    return {
      kind: 'request',
      start,
      end,
      url: shortUrl(node.request.url),
      kb: Math.round((node.request.transferSize / 1024) * 10) / 10,
      alongside,
    };
  });
}

/**
 * One line for the bench's output, e.g. "/ 0.00–0.60 s (10.3 KB), a task 0.64–0.76 s,
 * /assets/index-….js 0.91–2.71 s (117.8 KB, 11 other downloads alongside), …". Tasks under 50 ms
 * are left out: they are in the gaps between the requests.
 */
export function formatPath(steps) {
  const s = (ms) => (ms / 1000).toFixed(2);
  return steps
    .filter((step) => step.kind === 'request' || step.end - step.start >= 50)
    .map((step) => {
      if (step.kind === 'task') return `a task ${s(step.start)}–${s(step.end)} s`;
      const shared = step.alongside
        ? `, ${step.alongside} other download${step.alongside === 1 ? '' : 's'} alongside`
        : '';
      return `${step.url} ${s(step.start)}–${s(step.end)} s (${step.kb} KB${shared})`;
    })
    .join(', ');
}

/**
 * The simulated path to LCP of one Lighthouse run, from the artifacts `lighthouse()` returns and
 * the settings it ran with; when Lighthouse could not simulate the page, why not, so the bench
 * says so instead of leaving the page out.
 *
 * @returns {Promise<{ steps: object[] } | { error: string }>}
 */
export async function lcpPath(artifacts, settings) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  try {
    const metric = await LanternLargestContentfulPaint.request(data, {
      computedCache: new Map(),
      settings,
    });
    // Lighthouse's LCP is the mean of an optimistic and a pessimistic replay; on our pages the
    // two end within about 30 ms of each other, and the optimistic one's path is the one shown
    const timings = metric.optimisticEstimate.nodeTimings;
    return { steps: describePath(criticalPath(timings), timings) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
