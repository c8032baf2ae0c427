import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from '@reprally/machines';
import { measurementEntryFields, typedNotSaved } from './measurement-entry-fields';

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

describe('typedNotSaved', () => {
  const sent = [
    { measurementTypeId: 7, value: 82.4 },
    { measurementTypeId: 3, value: 90 },
  ];
  it('empties every field still holding what was sent', () => {
    expect(typedNotSaved({ 7: '82.4', 3: '90' }, sent)).toEqual({});
    // the same number, however it was written
    expect(typedNotSaved({ 7: '82.40', 3: ' 90 ' }, sent)).toEqual({});
  });
  it('keeps a value she changed while the save was on its way', () => {
    expect(typedNotSaved({ 7: '82.6', 3: '90' }, sent)).toEqual({ 7: '82.6' });
    expect(typedNotSaved({ 7: '82.4', 3: '9' }, sent)).toEqual({ 3: '9' });
  });
  it('keeps a value typed for a type that was not sent, and drops an emptied field', () => {
    expect(typedNotSaved({ 7: '82.4', 3: '', 12: '40' }, sent)).toEqual({ 12: '40' });
  });
});
