import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ana María López')).toBe('AL');
    expect(initialsOf('  jordan   lee ')).toBe('JL');
  });

  it('uses one letter for a single word and nothing for a blank name', () => {
    expect(initialsOf('Madonna')).toBe('M');
    expect(initialsOf('   ')).toBe('');
  });

  it('keeps whole emoji and right-to-left letters', () => {
    expect(initialsOf('🏋️‍♀️ Lifter')).toBe('🏋️‍♀️L');
    expect(initialsOf('أحمد علي')).toBe('أع');
    expect(initialsOf('דנה כהן')).toBe('דכ');
  });
});
