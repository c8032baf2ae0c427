/** The group page's tabs; Challenges is the default and has no `?tab=` in the address. */
export const groupTabs = ['challenges', 'members', 'feed'] as const;
export type GroupTab = (typeof groupTabs)[number];

export const isGroupTab = (value: string | null): value is GroupTab =>
  value !== null && (groupTabs as readonly string[]).includes(value);

/** The tab the address names (`?tab=members`, `?tab=feed`); anything else is Challenges. */
export const tabFromSearch = (params: URLSearchParams): GroupTab => {
  const tab = params.get('tab');
  return isGroupTab(tab) ? tab : 'challenges';
};
