/**
 * The fields whose input holds what the browser could not read (a date such as 02/30/2027, a
 * lone 'e' in a number field): such an input's value is empty, as an empty field's is, and only
 * its validity (`badInput`) tells them apart. `inputOf` finds each field's input.
 */
export function unreadableInputs<Field extends string>(
  fields: readonly Field[],
  inputOf: (field: Field) => unknown,
): Field[] {
  return fields.filter((field) => {
    const input = inputOf(field);
    return input instanceof HTMLInputElement && input.validity.badInput;
  });
}
