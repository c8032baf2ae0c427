/** Types of lcp-path.mjs (a plain module, run by Node from scripts/bench.mjs). */
export type SimulatedNode = {
  type: string;
  request?: { url: string; transferSize: number };
  getDependencies(): SimulatedNode[];
};
export type Timing = { startTime: number; endTime: number };
export type PathStep =
  | { kind: 'task'; start: number; end: number }
  | { kind: 'request'; start: number; end: number; url: string; kb: number; alongside: number };
export function criticalPath(timings: Map<SimulatedNode, Timing>): SimulatedNode[];
export function describePath(
  path: SimulatedNode[],
  timings: Map<SimulatedNode, Timing>,
): PathStep[];
export function formatPath(steps: PathStep[]): string;
export function lcpPath(
  artifacts: unknown,
  settings: unknown,
): Promise<{ steps: PathStep[] } | { error: string }>;
