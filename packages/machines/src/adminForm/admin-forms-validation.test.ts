import { describe, expect, it } from 'vitest';
import { challengeFormDefaults, challengeFormSpec, validateChallengeForm } from './challenge-form';
import { isFractionInput, parseIntegerInput } from './integer-input';
import {
  monthlyBadgeFormDefaults,
  monthlyBadgeFormSpec,
  validateMonthlyBadgeForm,
} from './monthly-badge-form';

describe('parseIntegerInput (invalid becomes 0)', () => {
  it.each([
    ['5', 5],
    [' 12 ', 12],
    ['3.7', 3],
    ['-2', -2],
    ['1e3', 1000],
    ['abc', 0],
    ['', 0],
  ])('%j → %i', (raw, value) => {
    expect(parseIntegerInput(raw)).toBe(value);
  });

  it('tells a number with a fraction from a whole one and from text that is no number', () => {
    expect(['2.5', ' 0.1 ', '-3.7', '1e-1'].map(isFractionInput)).toEqual([true, true, true, true]);
    expect(['2', '2.0', '1e3', '', 'abc', '-4'].map(isFractionInput)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('challenge form', () => {
  it('starts at criteria 1, badge Bronze, active', () => {
    expect(challengeFormDefaults).toEqual({
      name: '',
      criteria: '1',
      badge: 'Bronze',
      description: '',
      isActive: true,
    });
  });

  it('needs a name, criteria of at least 1 and a badge name, each with its own error', () => {
    expect(
      validateChallengeForm({ ...challengeFormDefaults, criteria: 'lots', badge: ' ' }),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Challenge name is required',
        criteria: 'Completion criteria must be at least 1',
        badge: 'Badge name is required',
      },
    });
    expect(validateChallengeForm({ ...challengeFormDefaults, name: 'x', criteria: '' })).toEqual({
      ok: false,
      errors: { criteria: 'Completion criteria is required' },
    });
    expect(validateChallengeForm({ ...challengeFormDefaults, name: 'x', criteria: '0' }).ok).toBe(
      false,
    );
  });

  it('refuses criteria with a fraction instead of cutting it to its whole part', () => {
    expect(
      validateChallengeForm({ ...challengeFormDefaults, name: 'Ten Workouts', criteria: '2.5' }),
    ).toEqual({
      ok: false,
      errors: { criteria: 'Completion criteria must be a whole number' },
    });
  });

  it('refuses criteria above 1,000,000, which a longer number would have saved rounded', () => {
    const withCriteria = (criteria: string) =>
      validateChallengeForm({ ...challengeFormDefaults, name: 'Forever', criteria });
    expect(withCriteria('12345678901234567890')).toEqual({
      ok: false,
      errors: { criteria: 'Completion criteria must be at most 1,000,000' },
    });
    expect(withCriteria('1000001').ok).toBe(false);
    expect(withCriteria('1e7').ok).toBe(false);
    expect(withCriteria('1000000')).toMatchObject({ ok: true, payload: { criteria: 1_000_000 } });
  });

  it('sends integers and an optional description', () => {
    expect(
      validateChallengeForm({ ...challengeFormDefaults, name: ' Ten Workouts ', criteria: '10' }),
    ).toEqual({
      ok: true,
      payload: {
        name: 'Ten Workouts',
        criteria: 10,
        badge: 'Bronze',
        description: '',
        isActive: true,
      },
    });
  });

  it('prefills from a card: missing description → empty, active unless explicitly false', () => {
    expect(
      challengeFormSpec.fromItem({ id: 3, name: 'Starter', criteria: 5, badge: 'Silver' }),
    ).toEqual({
      name: 'Starter',
      criteria: '5',
      badge: 'Silver',
      description: '',
      isActive: true,
    });
    expect(
      challengeFormSpec.fromItem({ id: 3, name: 'Old', criteria: 5, isActive: false }).isActive,
    ).toBe(false);
  });
});

describe('monthly badge form', () => {
  const filled = { ...monthlyBadgeFormDefaults, name: 'Iron Month', description: 'Ten in a month' };

  it('starts as WorkoutCount, required value 5, badge-default.png, active, not month-specific', () => {
    expect(monthlyBadgeFormDefaults).toMatchObject({
      badgeType: 'WorkoutCount',
      requiredValue: '5',
      imageUrl: 'badge-default.png',
      isActive: true,
      isMonthSpecific: false,
    });
  });

  it('needs name, type, required value ≥ 1, image and description', () => {
    expect(
      validateMonthlyBadgeForm({
        ...monthlyBadgeFormDefaults,
        badgeType: '',
        requiredValue: 'x',
        imageUrl: '',
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Badge name is required',
        badgeType: 'Badge type is required',
        requiredValue: 'Required value must be at least 1',
        imageUrl: 'Badge image is required',
        description: 'Description is required',
      },
    });
  });

  it('refuses a required value or a month with a fraction instead of cutting it', () => {
    expect(
      validateMonthlyBadgeForm({
        ...filled,
        requiredValue: '2.5',
        isMonthSpecific: true,
        specificMonth: '3.5',
      }),
    ).toEqual({
      ok: false,
      errors: {
        requiredValue: 'Required value must be a whole number',
        specificMonth: 'Specific month must be a whole number',
      },
    });
  });

  it('refuses a required value above 1,000,000', () => {
    expect(validateMonthlyBadgeForm({ ...filled, requiredValue: '99999999999999999999' })).toEqual({
      ok: false,
      errors: { requiredValue: 'Required value must be at most 1,000,000' },
    });
    expect(validateMonthlyBadgeForm({ ...filled, requiredValue: '1000000' })).toMatchObject({
      ok: true,
      payload: { requiredValue: 1_000_000 },
    });
  });

  it('asks for a month of 1–12 only when month-specific', () => {
    expect(validateMonthlyBadgeForm({ ...filled, isMonthSpecific: true })).toMatchObject({
      errors: { specificMonth: 'Specific month is required' },
    });
    for (const month of ['0', '13', 'May']) {
      expect(
        validateMonthlyBadgeForm({ ...filled, isMonthSpecific: true, specificMonth: month }),
      ).toMatchObject({
        errors: { specificMonth: 'Specific month must be between 1 and 12' },
      });
    }
    expect(
      validateMonthlyBadgeForm({ ...filled, isMonthSpecific: true, specificMonth: '12' }),
    ).toMatchObject({
      ok: true,
      payload: { isMonthSpecific: true, specificMonth: 12 },
    });
    expect(validateMonthlyBadgeForm({ ...filled, specificMonth: '13' })).toEqual({
      ok: true,
      payload: {
        name: 'Iron Month',
        description: 'Ten in a month',
        imageUrl: 'badge-default.png',
        badgeType: 'WorkoutCount',
        requiredValue: 5,
        isActive: true,
        isMonthSpecific: false,
        specificMonth: null,
      },
    });
  });

  it('prefills from a card, a missing description and month becoming empty', () => {
    expect(
      monthlyBadgeFormSpec.fromItem({ id: 9, name: 'Podium', badgeType: 'Rank', requiredValue: 3 }),
    ).toEqual({
      name: 'Podium',
      description: '',
      imageUrl: 'badge-default.png',
      badgeType: 'Rank',
      requiredValue: '3',
      isActive: true,
      isMonthSpecific: false,
      specificMonth: '',
    });
  });
});
