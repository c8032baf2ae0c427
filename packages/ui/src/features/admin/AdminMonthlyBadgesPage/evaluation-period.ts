/** The earliest year the evaluation's Year field takes. */
export const FIRST_EVALUATION_YEAR = 2000;

export const yearRangeMessage = (latestYear: number) =>
  `Enter a year from ${FIRST_EVALUATION_YEAR} to ${latestYear}`;
export const MONTH_RANGE = 'Enter a month from 1 to 12';
export const MONTH_NOT_STARTED = 'This month has not started yet';
export const MONTH_MISSING = 'Enter a month too, or clear the year';
export const YEAR_MISSING = 'Enter a year too, or clear the month';

/** The Year and Month fields as typed. */
export type EvaluationFields = { year: string; month: string };
export type EvaluationField = keyof EvaluationFields;
export type EvaluationPeriodErrors = Partial<Record<EvaluationField, string>>;

/** What 'Evaluate All Badges' evaluates: a month of a year, or the current month (null). */
export type EvaluationPeriod = { year: number; month: number } | null;

/** The fields read: the month to evaluate, or what to fix in them. */
export type EvaluationReading =
  { ok: true; period: EvaluationPeriod } | { ok: false; errors: EvaluationPeriodErrors };

/** The server's month at `now`: its months count in UTC, not by her own calendar. */
export function serverMonthAt(now: Date): { year: number; month: number } {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

const wholeNumber = (text: string): number | null => (/^\d+$/.test(text) ? Number(text) : null);

/**
 * The month to evaluate, read from the fields: both empty is the current month; otherwise both
 * are needed, a year from 2000 and a month from 1 to 12, not after the current month. Months are
 * the server's, which count in UTC: on a month's first hours by her own calendar in a zone ahead
 * of UTC, that month has not started on the server; on its last evening in a zone behind UTC, the
 * next one has. `unreadable` names a field whose input could not read what was typed
 * (its value is then empty, as an empty field's is).
 */
export function readEvaluationPeriod(
  fields: EvaluationFields,
  now: Date,
  unreadable: readonly EvaluationField[] = [],
): EvaluationReading {
  const yearText = fields.year.trim();
  const monthText = fields.month.trim();
  const given = (field: EvaluationField, text: string) => text !== '' || unreadable.includes(field);
  const yearGiven = given('year', yearText);
  const monthGiven = given('month', monthText);
  if (!yearGiven && !monthGiven) return { ok: true, period: null };

  const errors: EvaluationPeriodErrors = {};
  const { year: latestYear, month: latestMonth } = serverMonthAt(now);
  const year = unreadable.includes('year') ? null : wholeNumber(yearText);
  const month = unreadable.includes('month') ? null : wholeNumber(monthText);
  if (!yearGiven) errors.year = YEAR_MISSING;
  else if (year === null || year < FIRST_EVALUATION_YEAR || year > latestYear) {
    errors.year = yearRangeMessage(latestYear);
  }
  if (!monthGiven) errors.month = MONTH_MISSING;
  else if (month === null || month < 1 || month > 12) errors.month = MONTH_RANGE;
  else if (year === latestYear && month > latestMonth) errors.month = MONTH_NOT_STARTED;

  if (year === null || month === null || Object.keys(errors).length > 0) {
    return { ok: false, errors };
  }
  return { ok: true, period: { year, month } };
}
