import { describe, expect, it } from 'vitest';
import { formatDecimal, formatDollars } from './decimal';

describe('formatDecimal', () => {
  it('writes thousands separators in the whole part, as counts are written', () => {
    expect(formatDecimal(100000, 1)).toBe('100,000.0');
    expect(formatDecimal(9999800, 1)).toBe('9,999,800.0');
    expect(formatDecimal(2147483647.5, 1)).toBe('2,147,483,647.5');
  });

  it('keeps the decimals asked for at small values', () => {
    expect(formatDecimal(0, 1)).toBe('0.0');
    expect(formatDecimal(18.25, 1)).toBe('18.3');
    expect([73, 72.3, 72.304, 82.456].map((value) => formatDecimal(value, 1, 2))).toEqual([
      '73.0',
      '72.3',
      '72.3',
      '82.46',
    ]);
  });
});

describe('formatDollars', () => {
  it('writes dollars with 2 decimals and thousands separators', () => {
    expect([0, 25, 12.5, 999999.99, 2147483647].map(formatDollars)).toEqual([
      '$0.00',
      '$25.00',
      '$12.50',
      '$999,999.99',
      '$2,147,483,647.00',
    ]);
  });
});
