/**
 * Reads what the member typed into a number input. Returns null for empty or unreadable text,
 * and, in integer mode, for a number with a fraction; the parent decides what is valid.
 */
export function parseNumberInput(raw: string, integer = false): number | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  if (!Number.isFinite(parsed)) return null;
  if (integer && !Number.isInteger(parsed)) return null;
  return parsed;
}
