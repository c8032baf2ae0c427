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
