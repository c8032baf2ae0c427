import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './field-errors';

const refused = (fieldErrors: Record<string, string>) =>
  Object.assign(new Error('Failed to create group challenge: 400'), { fieldErrors });

describe('a refused save shown on its fields', () => {
  const fields = { name: 'name', measurementTypes: 'types', endDate: 'end' } as const;

  it('puts each named field message on the form field, matching a path by its first segments', () => {
    expect(
      serverFieldErrors(
        refused({ name: 'Too long', 'measurementTypes.2': 'Duplicate', endDate: 'Too early' }),
        fields,
      ),
    ).toEqual({ name: 'Too long', types: 'Duplicate', end: 'Too early' });
  });

  it('keeps the first message when two paths land on one field', () => {
    expect(
      serverFieldErrors(
        refused({ 'measurementTypes.0': 'First', 'measurementTypes.1': 'Second' }),
        fields,
      ),
    ).toEqual({ types: 'First' });
  });

  it('is null when no named field is on the form, or nothing is named', () => {
    expect(serverFieldErrors(refused({ groupId: 'Mismatch' }), fields)).toBeNull();
    expect(serverFieldErrors(refused({}), fields)).toBeNull();
    expect(serverFieldErrors(new Error('Failed: 500'), fields)).toBeNull();
    expect(serverFieldErrors(null, fields)).toBeNull();
    // an inherited key is not a field
    expect(serverFieldErrors(refused({ toString: 'x' }), fields)).toBeNull();
  });
});
