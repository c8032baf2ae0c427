import { describe, expect, it } from 'vitest';
import { datePositions, roundStep, valueRange } from './progress-chart-scale';

describe('the progress chart', () => {
  it('rounds a step up to 1, 2 or 5 times a power of ten', () => {
    expect([0.3, 0.75, 1, 1.8, 2.3, 4.6, 7, 30].map(roundStep)).toEqual([
      0.5, 1, 1, 2, 5, 5, 10, 50,
    ]);
  });

  it('draws a 0.4 kg change on 92 kg as a small step, on a range of round numbers', () => {
    const range = valueRange([92, 91.6, 91.6]);
    expect(range).toEqual({ low: 85, high: 95 });
    // the change takes 4 % of the height, where it took all of it
    expect((92 - 91.6) / (range.high - range.low)).toBeCloseTo(0.04);
  });

  it('keeps every value inside the range, and a large change fills most of it', () => {
    for (const values of [
      [73, 72.5, 72.3],
      [30.3, 30, 30],
      [100, 80],
      [12.5, 12.5],
      [0.2, 0.25],
    ]) {
      const { low, high } = valueRange(values);
      expect(low).toBeLessThanOrEqual(Math.min(...values));
      expect(high).toBeGreaterThanOrEqual(Math.max(...values));
    }
    const { low, high } = valueRange([100, 80]);
    expect((100 - 80) / (high - low)).toBeGreaterThanOrEqual(0.5);
  });

  it('spans one unit when every value is 0, and never goes below 0 for values that do not', () => {
    expect(valueRange([0, 0])).toEqual({ low: 0, high: 1 });
    expect(valueRange([0, 3]).low).toBe(0);
    expect(valueRange([0.3, 0.1])).toEqual({ low: 0.1, high: 0.3 });
  });

  it('places dates by time, not by their order', () => {
    const day = (d: number) => new Date(Date.UTC(2026, 10, d));
    expect(datePositions([day(1), day(8), day(15)])).toEqual([0, 0.5, 1]);
    expect(datePositions([day(1), day(3), day(15)])).toEqual([0, 2 / 14, 1]);
    expect(datePositions([day(1), day(1)])).toEqual([0.5, 0.5]);
  });
});
