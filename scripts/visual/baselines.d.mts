/** Types of baselines.mjs (a plain module, run by Node from scripts/test.mjs). */
export function baselineFile(name: string): string;
export const BASELINE_EXTENSION: string;
export const BASELINES_BUDGET_BYTES: number;
export function unusedBaselines(
  folder: string,
  compared: Iterable<string>,
  keep?: RegExp,
): string[];
export function baselinesSize(folder?: string): number;
export function drawSizeDiffs(diffs?: string, baselines?: string): Promise<string[]>;
export function listDiffs(diffs?: string): string[];
export const PIXEL_THRESHOLD: number;
export function reportDiffs(): Promise<void>;
