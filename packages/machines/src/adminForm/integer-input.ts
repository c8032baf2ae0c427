/**
 * Numeric fields parse to an integer; input that is not a number becomes 0. A whole number in any
 * form the number input takes ('1e3') reads as itself, not as the digits before its letter.
 */
export function parseIntegerInput(raw: string): number {
  const text = raw.trim();
  const whole = Number(text);
  if (text !== '' && Number.isInteger(whole)) return whole;
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? 0 : value;
}

/**
 * Text that reads as a number with a fraction ('2.5'): refused with the field's error, as a value
 * silently cut to its whole part would be saved as something she did not type.
 */
export function isFractionInput(raw: string): boolean {
  const text = raw.trim();
  const value = Number(text);
  return text !== '' && Number.isFinite(value) && !Number.isInteger(value);
}

/**
 * The largest count an admin form takes (a challenge's workouts, a badge's required value): far
 * past any real use, and well within what a number holds exactly. A longer number typed
 * ('12345678901234567890') was saved rounded, as a value she did not type.
 */
export const MAX_COUNT_INPUT = 1_000_000;
