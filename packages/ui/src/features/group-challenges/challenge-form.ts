import { addDays, format, isValid, parse, startOfDay } from 'date-fns';
import {
  MAX_MEASUREMENT_TYPES,
  measurementTypeChoices,
  type ChallengeType,
  type CreateGroupChallengeRequest,
} from '@reprally/api-client';
import { formatDollars } from '../../format/decimal';
import { challengeEndInstant, challengeStartInstant } from './challenge-dates';

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

const DAY_FORMAT = 'yyyy-MM-dd';
export const toDayText = (date: Date) => format(date, DAY_FORMAT);

/** Defaults: start today, end 30 days later, Body Recomposition, no buy-in, Weight and Waist. */
export function defaultChallengeForm(today: Date): ChallengeFormValues {
  return {
    name: '',
    description: '',
    challengeType: 'BodyRecomp',
    startDate: toDayText(today),
    endDate: toDayText(addDays(today, DEFAULT_CHALLENGE_DAYS)),
    hasBuyIn: false,
    buyInAmount: '',
    availableTypes: [...measurementTypeChoices],
    measurementTypes: [...DEFAULT_MEASUREMENT_TYPES],
  };
}

/** A day typed in the form; an empty or unreadable date falls back to today. */
export function dayOrToday(text: string, today: Date): Date {
  const day = parse(text, DAY_FORMAT, today);
  return text && isValid(day) ? day : startOfDay(today);
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
 * The form's rules: a name; an amount of at least 0 when buy-in is on; a start not before today
 * and an end not before the start (an empty date counts as today); one to five types.
 */
export function validateChallengeForm(
  values: ChallengeFormValues,
  today: Date,
): ChallengeFormErrors {
  const errors: ChallengeFormErrors = {};
  if (!values.name.trim()) errors.name = NAME_REQUIRED;
  if (values.hasBuyIn) {
    const amount = parseAmount(values.buyInAmount);
    if (amount === null) errors.buyInAmount = BUY_IN_REQUIRED;
    else if (amount < 0) errors.buyInAmount = BUY_IN_NEGATIVE;
  }
  const start = dayOrToday(values.startDate, today);
  const end = dayOrToday(values.endDate, today);
  if (start < startOfDay(today)) errors.startDate = START_BEFORE_TODAY;
  if (end < start) errors.endDate = END_BEFORE_START;
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
  today: Date,
): CreateGroupChallengeRequest {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    startDate: challengeStartInstant(dayOrToday(values.startDate, today)).toISOString(),
    endDate: challengeEndInstant(dayOrToday(values.endDate, today)).toISOString(),
    buyInAmount: values.hasBuyIn ? parseAmount(values.buyInAmount) : null,
    hasBuyIn: values.hasBuyIn,
    challengeType: values.challengeType,
    measurementTypes: [...values.measurementTypes],
    groupId,
  };
}
