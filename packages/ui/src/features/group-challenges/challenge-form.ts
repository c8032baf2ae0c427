import { addDays, format } from 'date-fns';
import {
  MAX_MEASUREMENT_TYPES,
  measurementTypeChoices,
  type ChallengeType,
  type CreateGroupChallengeRequest,
} from '@reprally/api-client';
import { formatDollars } from '../../format/decimal';
import {
  challengeEndInstant,
  challengeStartInstant,
  dayFromText,
  firstEndDay,
} from './challenge-dates';

/** A new group challenge runs 30 days unless its creator picks other dates. */
export const DEFAULT_CHALLENGE_DAYS = 30;
/** Weight and Waist are chosen until the creator changes them. */
export const DEFAULT_MEASUREMENT_TYPES: readonly string[] = ['Weight', 'Waist'];

export const MAX_TYPES_MESSAGE = 'You can select a maximum of 5 measurement types';
export const DUPLICATE_TYPE_MESSAGE = 'This measurement type already exists';
export const NAME_REQUIRED = 'Challenge name is required';
export const BUY_IN_REQUIRED = 'Buy-in amount is required';
export const BUY_IN_NEGATIVE = 'Buy-in amount cannot be negative';
export const START_BEFORE_TODAY = 'Start date cannot be before today';
export const END_BEFORE_START = 'End date cannot be before the start date';
export const END_DAY_OVER =
  'Challenges end at midnight UTC, so this day is already over. Choose a later end date.';
export const INVALID_DATE = 'Enter a valid date';
export const NO_TYPES = 'Select at least one measurement type';

export const challengeTypeLabels: Record<ChallengeType, string> = {
  BodyRecomp: 'Body Recomposition',
  WeightLoss: 'Weight Loss',
  MuscleGain: 'Muscle Gain',
  Custom: 'Custom',
};

/** The form as typed: dates as yyyy-MM-dd, the amount as the text in its field. */
export type ChallengeFormValues = {
  name: string;
  description: string;
  challengeType: ChallengeType;
  startDate: string;
  endDate: string;
  hasBuyIn: boolean;
  buyInAmount: string;
  /** Every type offered: the built-in choices, then the custom names added, in order. */
  availableTypes: string[];
  /** The chosen types' names, in the order they were chosen. */
  measurementTypes: string[];
};

export type ChallengeFormErrors = Partial<
  Record<'name' | 'buyInAmount' | 'startDate' | 'endDate' | 'measurementTypes', string>
>;

/** The form's two date fields. */
export type ChallengeDateField = 'startDate' | 'endDate';

/** Her calendar day at this instant, as a date field holds it: 'yyyy-MM-dd'. */
export const toDayText = (date: Date) => format(date, 'yyyy-MM-dd');

/** Defaults: start today, end 30 days later, Body Recomposition, no buy-in, Weight and Waist. */
export function defaultChallengeForm(now: Date): ChallengeFormValues {
  const today = toDayText(now);
  const later = addDays(dayFromText(today) ?? now, DEFAULT_CHALLENGE_DAYS);
  return {
    name: '',
    description: '',
    challengeType: 'BodyRecomp',
    startDate: today,
    endDate: toDayText(later),
    hasBuyIn: false,
    buyInAmount: '',
    availableTypes: [...measurementTypeChoices],
    measurementTypes: [...DEFAULT_MEASUREMENT_TYPES],
  };
}

/**
 * The day a date field names ('yyyy-MM-dd'): an empty field is her today; null when it names no
 * real day.
 */
export function dayOrToday(text: string, now: Date): string | null {
  if (text === '') return toDayText(now);
  return dayFromText(text) ? text : null;
}

/**
 * The earliest end the form takes: not before the start (her today when it is empty or unreadable)
 * nor before the first day whose end is still to come.
 */
export function earliestEndDay(startText: string, now: Date): string {
  const start = dayOrToday(startText, now) ?? toDayText(now);
  const first = firstEndDay(now);
  return start > first ? start : first;
}

export type TypeChange = { values: ChallengeFormValues; error: string | null };

/** Choose or drop a type; a sixth choice is refused with the limit's message. */
export function toggleMeasurementType(values: ChallengeFormValues, name: string): TypeChange {
  if (values.measurementTypes.includes(name)) {
    return {
      values: { ...values, measurementTypes: values.measurementTypes.filter((t) => t !== name) },
      error: null,
    };
  }
  if (values.measurementTypes.length >= MAX_MEASUREMENT_TYPES) {
    return { values, error: MAX_TYPES_MESSAGE };
  }
  return {
    values: { ...values, measurementTypes: [...values.measurementTypes, name] },
    error: null,
  };
}

/**
 * Add a custom type and choose it. An empty name (after trimming) is ignored; a name equal to an
 * offered one ignoring case is refused; a sixth choice is refused with the limit's message.
 */
export function addCustomMeasurementType(values: ChallengeFormValues, raw: string): TypeChange {
  const name = raw.trim();
  if (!name) return { values, error: null };
  const lower = name.toLowerCase();
  if (values.availableTypes.some((type) => type.toLowerCase() === lower)) {
    return { values, error: DUPLICATE_TYPE_MESSAGE };
  }
  if (values.measurementTypes.length >= MAX_MEASUREMENT_TYPES) {
    return { values, error: MAX_TYPES_MESSAGE };
  }
  return {
    values: {
      ...values,
      availableTypes: [...values.availableTypes, name],
      measurementTypes: [...values.measurementTypes, name],
    },
    error: null,
  };
}

/** The buy-in amount as a number, or null when the text is not one. */
export function parseAmount(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The buy-in shown in dollars with 2 decimals, its dollars written as every figure in the app is,
 * with thousands separators: 25 → '$25.00', 999999.99 → '$999,999.99'.
 */
export const formatBuyIn = (amount: number) => formatDollars(amount);

/**
 * The form's rules: a name; an amount of at least 0 when buy-in is on; dates that are real days
 * (an empty date counts as today; `unreadable` names the fields whose input holds a date the
 * browser could not read, such as 02/30/2027), a start not before today, an end not before the
 * start and not on a day already over in UTC, so that no challenge is created already over; one
 * to five types.
 */
export function validateChallengeForm(
  values: ChallengeFormValues,
  now: Date,
  unreadable: readonly ChallengeDateField[] = [],
): ChallengeFormErrors {
  const errors: ChallengeFormErrors = {};
  if (!values.name.trim()) errors.name = NAME_REQUIRED;
  if (values.hasBuyIn) {
    const amount = parseAmount(values.buyInAmount);
    if (amount === null) errors.buyInAmount = BUY_IN_REQUIRED;
    else if (amount < 0) errors.buyInAmount = BUY_IN_NEGATIVE;
  }
  const dayOf = (field: ChallengeDateField) =>
    unreadable.includes(field) ? null : dayOrToday(values[field], now);
  const start = dayOf('startDate');
  const end = dayOf('endDate');
  // yyyy-MM-dd texts of four-digit years sort as their days
  if (start === null) errors.startDate = INVALID_DATE;
  else if (start < toDayText(now)) errors.startDate = START_BEFORE_TODAY;
  if (end === null) errors.endDate = INVALID_DATE;
  else if (start !== null && end < start) errors.endDate = END_BEFORE_START;
  else if (end < firstEndDay(now)) errors.endDate = END_DAY_OVER;
  if (values.measurementTypes.length === 0) errors.measurementTypes = NO_TYPES;
  else if (values.measurementTypes.length > MAX_MEASUREMENT_TYPES) {
    errors.measurementTypes = MAX_TYPES_MESSAGE;
  }
  return errors;
}

/**
 * The creation payload: buyInAmount null when buy-in is off, the chosen days as ISO date-times
 * (the start day from 00:00:00.000Z, the end day until 23:59:59.999Z, an empty date as today),
 * the types by name, and the group.
 */
export function toCreatePayload(
  values: ChallengeFormValues,
  groupId: number,
  now: Date,
): CreateGroupChallengeRequest {
  const dayOf = (text: string) => {
    const day = dayFromText(dayOrToday(text, now) ?? '');
    // the form's rules refuse such a date before anything is sent
    if (!day) throw new Error(`Not a calendar day: '${text}'`);
    return day;
  };
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    startDate: challengeStartInstant(dayOf(values.startDate)).toISOString(),
    endDate: challengeEndInstant(dayOf(values.endDate)).toISOString(),
    buyInAmount: values.hasBuyIn ? parseAmount(values.buyInAmount) : null,
    hasBuyIn: values.hasBuyIn,
    challengeType: values.challengeType,
    measurementTypes: [...values.measurementTypes],
    groupId,
  };
}
