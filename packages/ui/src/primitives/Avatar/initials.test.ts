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

  it("writes two initials in one direction, else the first word's alone", () => {
    // an Arabic or Hebrew name ending in a Latin word, and a Latin name ending in Hebrew
    expect(initialsOf('مريم حسن W')).toBe('م');
    expect(initialsOf('דנה Cohen')).toBe('ד');
    expect(initialsOf('David דוד')).toBe('D');
    // scripts of one direction, and an emoji or a digit beside a letter, still give two
    expect(initialsOf('Ivan Петров')).toBe('IП');
    expect(initialsOf('💪 أحمد')).toBe('💪أ');
    expect(initialsOf('علي 2')).toBe('ع2');
  });
});
