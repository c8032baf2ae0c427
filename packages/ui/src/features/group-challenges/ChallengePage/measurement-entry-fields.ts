/**
 * The paths of a measurement submission, whose body is an array with one entry per type in the
 * challenge's order ('1.value' is the second entry's value), onto each entry's value input: the
 * field is the type's id.
 */
export function measurementEntryFields(
  types: readonly { id: number }[],
): Readonly<Record<string, string>> {
  return Object.fromEntries(types.map((type, index) => [String(index), String(type.id)]));
}

/** A value as typed into its field, read as a number: null when blank or not a number. */
export function readTypedValue(raw: string | undefined): number | null {
  const text = raw ?? '';
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * What she typed (by type id) once a save of `sent` has landed: a field that still reads as the
 * value sent is saved, and empties; a field she changed while the save was on its way keeps her
 * change, still to be saved; a field she emptied meanwhile has nothing left to save.
 */
export function typedNotSaved(
  typed: Readonly<Record<number, string>>,
  sent: readonly { measurementTypeId: number; value: number }[],
): Record<number, string> {
  const saved = new Map(sent.map((entry) => [entry.measurementTypeId, entry.value]));
  const remaining: Record<number, string> = {};
  for (const [id, raw] of Object.entries(typed)) {
    if (raw.trim() === '') continue;
    const sentValue = saved.get(Number(id));
    if (sentValue !== undefined && readTypedValue(raw) === sentValue) continue;
    remaining[Number(id)] = raw;
  }
  return remaining;
}
