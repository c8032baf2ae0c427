import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from '@reprally/machines';
import { challengeRequestFields, editedChallengeFields } from './challenge-request-fields';

describe('challengeRequestFields', () => {
  it('puts a refused measurement type under the type picker', () => {
    expect(
      serverFieldErrors(
        { fieldErrors: { 'measurementTypes.2': 'Measurement type names cannot be empty' } },
        challengeRequestFields,
      ),
    ).toEqual({ measurementTypes: 'Measurement type names cannot be empty' });
  });
  it('puts every other named field of the body under its own field', () => {
    expect(
      serverFieldErrors(
        {
          fieldErrors: {
            name: 'A challenge with this name already exists',
            endDate: 'End date cannot be before the start date',
            buyInAmount: 'Buy-in amount cannot be negative',
            groupId: 'Unknown group',
          },
        },
        challengeRequestFields,
      ),
    ).toEqual({
      name: 'A challenge with this name already exists',
      endDate: 'End date cannot be before the start date',
      buyInAmount: 'Buy-in amount cannot be negative',
    });
  });
  it('leaves a failure naming only the group to the form', () => {
    expect(
      serverFieldErrors({ fieldErrors: { groupId: 'Unknown group' } }, challengeRequestFields),
    ).toBeNull();
  });
});

describe('editedChallengeFields', () => {
  it('names the fields a change touches, never the offered types', () => {
    expect(editedChallengeFields({ name: 'Spring Cut' })).toEqual(['name']);
    expect(editedChallengeFields({ hasBuyIn: true, buyInAmount: '' })).toEqual([
      'hasBuyIn',
      'buyInAmount',
    ]);
    expect(
      editedChallengeFields({ availableTypes: ['Calves'], measurementTypes: ['Calves'] }),
    ).toEqual(['measurementTypes']);
  });
});
