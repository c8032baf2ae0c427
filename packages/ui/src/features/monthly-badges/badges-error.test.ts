import { describe, expect, it } from 'vitest';
import { badgesErrorText } from './MonthlyBadgesCard/MonthlyBadgesCard';

describe('badgesErrorText', () => {
  it("shows the error's own message, or 'Failed to load badges'", () => {
    expect(badgesErrorText(new Error('Failed to fetch current month badges: 500'))).toBe(
      'Failed to fetch current month badges: 500',
    );
    expect(badgesErrorText(new Error(''))).toBe('Failed to load badges');
    expect(badgesErrorText('nope')).toBe('Failed to load badges');
  });
});
