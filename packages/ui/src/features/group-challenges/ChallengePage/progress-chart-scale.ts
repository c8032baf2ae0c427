/**
 * How the progress chart places a measurement's history: values on a range of round numbers wide
 * enough that a small change draws as small, and dates at their true distance apart.
 */

/**
 * The least range the chart's height spans, as a share of the values' size. Without it the chart
 * spanned its own lowest to highest value, so 92.0 kg to 91.6 kg (a 0.4 % change) fell the whole
 * height of the chart. On 92 kg the range is at least 4.6 kg, rounded out to 85 to 95 kg.
 */
export const MIN_RANGE_SHARE = 0.05;

/** The smallest of 1, 2 and 5 times a power of ten that is at least `size`. */
export function roundStep(size: number): number {
  const power = 10 ** Math.floor(Math.log10(size));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= size * (1 - 1e-9))!;
}

/**
 * The values' range on the chart: `low` at its foot and `high` at its top, round numbers (in steps
 * of 1, 2 or 5 times a power of ten) around every value, at least MIN_RANGE_SHARE of their size
 * apart (one unit when they are all 0).
 */
export function valueRange(values: readonly number[]): { low: number; high: number } {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const middle = (min + max) / 2;
  const span = Math.max(max - min, Math.abs(middle) * MIN_RANGE_SHARE) || 1;
  const step = roundStep(span / 2);
  let low = Math.floor((middle - span / 2) / step) * step;
  let high = Math.ceil((middle + span / 2) / step) * step;
  // measurements are not negative: a range that would dip below 0 starts there
  if (min >= 0 && low < 0) {
    high -= low;
    low = 0;
  }
  // floating point: 0.1 * 3 is 0.30000000000000004
  const round = (n: number) => Number(n.toPrecision(12));
  return { low: round(low), high: round(high) };
}

/**
 * Where each date sits across the chart, from 0 (the first) to 1 (the last), by time: two
 * measurements a week apart sit twice as far apart as two taken half a week apart. All on one
 * day, they sit in the middle.
 */
export function datePositions(dates: readonly Date[]): number[] {
  const times = dates.map((date) => date.getTime());
  const first = Math.min(...times);
  const last = Math.max(...times);
  return times.map((time) => (last === first ? 0.5 : (time - first) / (last - first)));
}
