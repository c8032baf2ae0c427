/** Numeric fields parse to an integer; input that is not a number becomes 0. */
export function parseIntegerInput(raw: string): number {
  const value = Number.parseInt(raw.trim(), 10);
  return Number.isNaN(value) ? 0 : value;
}
