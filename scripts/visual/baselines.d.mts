/** Types of baselines.mjs (a plain module, run by Node from scripts/test.mjs). */
export function baselineFile(name: string): string;
export function unusedBaselines(
  folder: string,
  compared: Iterable<string>,
  keep?: RegExp,
): string[];
export function drawSizeDiffs(diffs?: string, baselines?: string): string[];
export function listDiffs(diffs?: string): string[];
export const PIXEL_THRESHOLD: number;
export function reportDiffs(): void;
