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

  it('keeps a combining mark or an emoji modifier with the plain letter it follows', () => {
    // 'e' + COMBINING ACUTE ACCENT, and 'a' + EMOJI MODIFIER FITZPATRICK TYPE-3
    expect(initialsOf('e\u0301mile zola')).toBe('E\u0301Z');
    expect(initialsOf('Max a\u{1F3FC}b')).toBe('MA\u{1F3FC}');
    expect(initialsOf('x y')).toBe('XY');
  });
});
