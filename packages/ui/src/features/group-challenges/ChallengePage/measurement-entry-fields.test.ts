import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from '@reprally/machines';
import { measurementEntryFields } from './measurement-entry-fields';

const types = [{ id: 7 }, { id: 3 }, { id: 12 }];

describe('measurementEntryFields', () => {
  it('numbers the entries in the order they are sent', () => {
    expect(measurementEntryFields(types)).toEqual({ '0': '7', '1': '3', '2': '12' });
  });
  it("puts the server's message under the value of the entry it named", () => {
    expect(
      serverFieldErrors(
        { fieldErrors: { '1.value': 'Waist must be between 20 and 300 cm' } },
        measurementEntryFields(types),
      ),
    ).toEqual({ '3': 'Waist must be between 20 and 300 cm' });
  });
  it('leaves an entry the challenge does not have to the form', () => {
    expect(
      serverFieldErrors(
        { fieldErrors: { '3.value': 'Out of range' } },
        measurementEntryFields(types),
      ),
    ).toBeNull();
  });
});
