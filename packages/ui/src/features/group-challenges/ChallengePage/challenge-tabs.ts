/** The challenge page's tabs; My Progress is the default and has no `?tab=` in the address. */
export const challengeTabs = ['progress', 'leaderboard', 'feed'] as const;
export type ChallengeTab = (typeof challengeTabs)[number];

export const isChallengeTab = (value: string | null): value is ChallengeTab =>
  value !== null && (challengeTabs as readonly string[]).includes(value);

/** The tab the address names (`?tab=leaderboard`, `?tab=feed`); anything else is My Progress. */
export const challengeTabFromSearch = (params: URLSearchParams): ChallengeTab => {
  const tab = params.get('tab');
  return isChallengeTab(tab) ? tab : 'progress';
};
