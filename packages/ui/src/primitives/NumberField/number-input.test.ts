import { describe, expect, it } from 'vitest';
import { parseNumberInput } from './number-input';

describe('parseNumberInput', () => {
  it('reads whole and decimal numbers', () => {
    expect(parseNumberInput('12')).toBe(12);
    expect(parseNumberInput(' 2.5 ')).toBe(2.5);
    expect(parseNumberInput('-3')).toBe(-3);
  });

  it('gives null for empty or unreadable text', () => {
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput('   ')).toBeNull();
    expect(parseNumberInput('abc')).toBeNull();
  });

  it('refuses fractions in integer mode (a monthly goal is a whole number)', () => {
    expect(parseNumberInput('2.5', true)).toBeNull();
    expect(parseNumberInput('20', true)).toBe(20);
    expect(parseNumberInput('0', true)).toBe(0);
  });
});
