import { formatDecimal } from '../../format/decimal';

/** What a dash means where a table or a card has no figure: heard in its place. */
export const missingMeaning = {
  measurement: 'Not measured yet',
  change: 'No change measured yet',
  percentOfZero: 'No percentage of a start at 0',
  percent: 'No percentage',
  unit: 'No unit',
  rank: 'Not ranked',
} as const;

/**
 * Why a change, or its percentage, has no figure: nothing measured yet; or no change yet; or,
 * for the percentage of a known change, that there is none (from a start at 0, none to give).
 */
export function missingChangeMeaning(
  initial: number | null,
  change: number | null,
  percent = false,
): string {
  if (initial === null) return missingMeaning.measurement;
  if (percent && change !== null) {
    return initial === 0 ? missingMeaning.percentOfZero : missingMeaning.percent;
  }
  return missingMeaning.change;
}

/**
 * Which of the offered types a type is, by its name as the picker offers it (case and spaces
 * aside, as the picker compares names). A custom type is none of them, whatever words its name
 * holds: 'Deadlift Weight' is a lift, where more is progress and no 'kg' is implied.
 */
const builtIn = (measurementType: string, name: 'weight' | 'waist' | 'body fat') =>
  measurementType.trim().toLowerCase() === name;

/** For weight, waist and body fat a smaller number is progress; for the rest a larger one. */
export const lowerIsBetter = (measurementType: string) =>
  builtIn(measurementType, 'weight') ||
  builtIn(measurementType, 'waist') ||
  builtIn(measurementType, 'body fat');

const isPercentType = (measurementType: string, unit: string) =>
  builtIn(measurementType, 'body fat') || unit === '%';
const isWeightType = (measurementType: string) => builtIn(measurementType, 'weight');

/** The figure of a measured value, as `formatMeasurement` writes it, without its unit. */
function measurementFigure(value: number, measurementType: string, unit: string): string {
  if (isPercentType(measurementType, unit) || isWeightType(measurementType)) {
    return formatDecimal(value, 1);
  }
  return formatDecimal(value, 1, 2);
}

/**
 * A measured value: body fat (and any percent unit) with 1 decimal and '%'; weight with 1
 * decimal and ' kg' unless the type names another unit; others with their unit and 1 decimal, or
 * 2 when the second was typed (values are entered in steps of 0.01), so a column reads '73.0 cm'
 * beside '72.3 cm' and never '73 cm'. The whole part is written as every figure in the app is,
 * with thousands separators: '100,000.0 cm', never '100000.0 cm'.
 */
export function formatMeasurement(value: number, measurementType: string, unit: string): string {
  const figure = measurementFigure(value, measurementType, unit);
  if (isPercentType(measurementType, unit)) return `${figure}%`;
  if (isWeightType(measurementType)) return `${figure} ${unit || 'kg'}`;
  return unit ? `${figure} ${unit}` : figure;
}

/** The unit a type's values show with: '%' for body fat, 'kg' for weight, else its own unit. */
export function displayUnit(measurementType: string, unit: string): string {
  if (isPercentType(measurementType, unit)) return '%';
  if (isWeightType(measurementType)) return unit || 'kg';
  return unit;
}

/** A figure as written ('1,234.56') as the number it reads. */
const figureValue = (figure: string) => Number(figure.replaceAll(',', ''));

/** Whether a figure as written ('0.0', '1,234.56') reads as zero. */
const readsAsZero = (figure: string) => figureValue(figure) === 0;

/**
 * The sign of a change as it is shown: taken from the change rounded as written, so a change too
 * small to show reads '0.0 kg', never '-0.0 kg', and 'No change'.
 */
function shownSign(change: number, figure: string): -1 | 0 | 1 {
  if (readsAsZero(figure)) return 0;
  return change < 0 ? -1 : 1;
}

const signText = { [-1]: '-', 0: '', 1: '+' } as const;

/**
 * A change as its figure reads (`formatChange`), as a number: two changes that read the same are
 * equal, whatever further digits the server sent ('+12.0 kg' for 12.01 and 12.04 alike).
 */
export function changeAsShown(change: number, measurementType: string, unit: string): number {
  const figure = measurementFigure(Math.abs(change), measurementType, unit);
  return readsAsZero(figure) ? 0 : Math.sign(change) * figureValue(figure);
}

/**
 * The change a row's own figures show: its current value as shown less its initial value as
 * shown, so the row adds up ('70.0 kg' to '68.3 kg' is '-1.7 kg', where the server's -1.75 would
 * read '-1.8 kg'). The server's change stands where either end has not been measured.
 */
export function changeAsRead(
  initial: number | null,
  current: number | null,
  change: number | null,
  measurementType: string,
  unit: string,
): number | null {
  if (initial === null || current === null || change === null) return change;
  const shown = (value: number) => figureValue(measurementFigure(value, measurementType, unit));
  // in hundredths, the finest a figure is shown in, so no floating-point remainder is left
  return Math.round((shown(current) - shown(initial)) * 100) / 100;
}

/** A change with its sign: +1.5 kg, -0.4%; one that shows as zero has none: 0.0 kg. */
export function formatChange(change: number, measurementType: string, unit: string): string {
  const sign = shownSign(change, measurementFigure(Math.abs(change), measurementType, unit));
  return `${signText[sign]}${formatMeasurement(Math.abs(change), measurementType, unit)}`;
}

/**
 * A percentage change with 1 decimal, thousands separators and its sign: +2.3%, +9,999,800.0%;
 * one that shows as zero has none: 0.0%.
 */
export function formatPercentChange(percent: number): string {
  const figure = formatDecimal(Math.abs(percent), 1);
  return `${signText[shownSign(percent, figure)]}${figure}%`;
}

export type Trend = 'progress' | 'setback' | 'none';

/**
 * Whether a change is progress under the lower-is-better rule, read from the figures shown beside
 * the words: the change in its type's unit (`formatChange`) and, where it is shown too, the
 * change in percent (`formatPercentChange`). It is no change only when each of them shows as
 * zero, so the words never contradict a figure beside them ('0.0 kg' can stand beside '+0.1%').
 */
export function trendOf(
  change: number | null,
  measurementType: string,
  unit: string,
  percent: number | null = null,
): Trend {
  const inUnit =
    change === null
      ? 0
      : shownSign(change, measurementFigure(Math.abs(change), measurementType, unit));
  const inPercent = percent === null ? 0 : shownSign(percent, formatDecimal(Math.abs(percent), 1));
  const sign = inUnit !== 0 ? inUnit : inPercent;
  if (sign === 0) return 'none';
  const better = lowerIsBetter(measurementType) ? sign < 0 : sign > 0;
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
