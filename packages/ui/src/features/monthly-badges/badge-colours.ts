/**
 * Badge colours are chosen by keywords in the badge name. Metals first, so
 * 'Gold Warrior' is gold; then the kinds in this order: warrior, champion, starter, achiever, mvp, podium ('Podium MVP' is mvp).
 */
export const badgeTones = [
  'gold',
  'silver',
  'bronze',
  'warrior',
  'champion',
  'starter',
  'achiever',
  'mvp',
  'podium',
] as const;
export type BadgeKeywordTone = (typeof badgeTones)[number];
export type BadgeTone = BadgeKeywordTone | 'default';

/** The colour of a badge from the first keyword its name contains, any case. */
export function badgeToneFor(badgeName: string): BadgeTone {
  const name = badgeName.toLowerCase();
  return badgeTones.find((keyword) => name.includes(keyword)) ?? 'default';
}
