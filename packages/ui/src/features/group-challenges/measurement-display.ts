import { formatDecimal } from '../../format/decimal';

/** For weight, waist and body fat a smaller number is progress; for the rest a larger one. */
export const lowerIsBetter = (measurementType: string) => /weight|waist|fat/i.test(measurementType);

const isPercentType = (measurementType: string, unit: string) =>
  /fat/i.test(measurementType) || unit === '%';
const isWeightType = (measurementType: string) => /weight/i.test(measurementType);

/**
 * A measured value: body fat (and any percent unit) with 1 decimal and '%'; weight with 1
 * decimal and ' kg' unless the type names another unit; others with their unit and 1 decimal, or
 * 2 when the second was typed (values are entered in steps of 0.01), so a column reads '73.0 cm'
 * beside '72.3 cm' and never '73 cm'. The whole part is written as every figure in the app is,
 * with thousands separators: '100,000.0 cm', never '100000.0 cm'.
 */
export function formatMeasurement(value: number, measurementType: string, unit: string): string {
  if (isPercentType(measurementType, unit)) return `${formatDecimal(value, 1)}%`;
  if (isWeightType(measurementType)) return `${formatDecimal(value, 1)} ${unit || 'kg'}`;
  const text = formatDecimal(value, 1, 2);
  return unit ? `${text} ${unit}` : text;
}

/** The unit a type's values show with: '%' for body fat, 'kg' for weight, else its own unit. */
export function displayUnit(measurementType: string, unit: string): string {
  if (isPercentType(measurementType, unit)) return '%';
  if (isWeightType(measurementType)) return unit || 'kg';
  return unit;
}

/** A change with its sign: +1.5 kg, -0.4%. */
export function formatChange(change: number, measurementType: string, unit: string): string {
  const sign = change > 0 ? '+' : change < 0 ? '-' : '';
  return `${sign}${formatMeasurement(Math.abs(change), measurementType, unit)}`;
}

/** A percentage change with 1 decimal, thousands separators and its sign: +2.3%, +9,999,800.0%. */
export function formatPercentChange(percent: number): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '-' : '';
  return `${sign}${formatDecimal(Math.abs(percent), 1)}%`;
}

export type Trend = 'progress' | 'setback' | 'none';

/** Whether a change is progress under the lower-is-better rule. */
export function trendOf(change: number | null, measurementType: string): Trend {
  if (change === null || change === 0) return 'none';
  const better = lowerIsBetter(measurementType) ? change < 0 : change > 0;
  return better ? 'progress' : 'setback';
}

/** The words that say what colour also says. */
export const trendLabels: Record<Trend, string> = {
  progress: 'Progress',
  setback: 'Going the wrong way',
  none: 'No change',
};

/** The change bar's width in percent of its track: the size of the change, capped at 25. */
export const MAX_CHANGE_BAR_PERCENT = 25;
export function changeBarWidth(percentChange: number | null): number {
  if (percentChange === null) return 0;
  return Math.min(Math.abs(percentChange), MAX_CHANGE_BAR_PERCENT);
}
