import { describe, expect, it } from 'vitest';
import { badgeToneFor } from './badge-colours';

describe('badgeToneFor', () => {
  it.each([
    ['Gold', 'gold'],
    ['Silver Legacy', 'silver'],
    ['Ten Strong Bronze', 'bronze'],
    ['Weekend Warrior', 'warrior'],
    ['Streak Champion', 'champion'],
    ['Monthly Starter', 'starter'],
    ['Monthly Achiever', 'achiever'],
    ['MVP', 'mvp'],
    ['Podium Finish', 'podium'],
  ] as const)('colours %s as %s', (name, tone) => {
    expect(badgeToneFor(name)).toBe(tone);
  });

  it('ignores case', () => {
    expect(badgeToneFor('GOLDEN month')).toBe('gold');
    expect(badgeToneFor('weekend WARRIOR')).toBe('warrior');
  });

  it('lets a metal win over a kind, and earlier kinds over later ones', () => {
    expect(badgeToneFor('Gold Warrior')).toBe('gold');
    expect(badgeToneFor('Podium MVP')).toBe('mvp');
  });

  it('falls back to the default colour without a keyword, hostile names included', () => {
    expect(badgeToneFor('Consistency Crown')).toBe('default');
    expect(badgeToneFor('<script>alert(1)</script>')).toBe('default');
    expect(badgeToneFor('')).toBe('default');
  });
});
