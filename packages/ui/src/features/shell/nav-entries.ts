/** Where an entry is shown: the desktop top bar, the phone side menu or the phone bottom bar. */
export type NavPlace = 'topBar' | 'sideMenu' | 'bottomBar';

/** The icon a bottom-bar tab shows beside its label. */
export type NavIconName = 'dashboard' | 'workouts' | 'warriors' | 'groups' | 'profile';

export type NavEntry = {
  label: string;
  /** The route the entry links to. */
  to: string;
  icon?: NavIconName;
};

/** The ten member entries, in this order, with their labels and routes. */
export const memberNavEntries = [
  { label: 'Dashboard', to: '/', icon: 'dashboard' },
  { label: 'Challenges', to: '/challenges' },
  { label: 'Badges', to: '/badges' },
  { label: 'Monthly Badges', to: '/badges/monthly' },
  { label: 'Groups', to: '/groups', icon: 'groups' },
  { label: 'Workouts', to: '/workouts', icon: 'workouts' },
  { label: 'Stats', to: '/stats' },
  { label: 'Warriors', to: '/monthly-warriors', icon: 'warriors' },
  { label: 'Invites', to: '/invites' },
  { label: 'Profile', to: '/profile', icon: 'profile' },
] as const satisfies readonly NavEntry[];

/** The entry that carries the red '!' marker while invites are pending. */
export const INVITES_ROUTE = '/invites';

/** Admins only; 'Admin' in the top bar, 'Admin Panel' in the side menu. */
export const ADMIN_ROUTE = '/admin';
const adminLabels = { topBar: 'Admin', sideMenu: 'Admin Panel' } as const;

/**
 * The bottom bar has room for five thumbs-reach tabs: the daily loop (Dashboard, Workouts),
 * the ranking (Warriors), the community (Groups) and the member (Profile). Every entry stays
 * in the side menu.
 */
const bottomBarRoutes: readonly string[] = [
  '/',
  '/workouts',
  '/monthly-warriors',
  '/groups',
  '/profile',
];

/** The entries shown in one place for a member or an admin. */
export function navEntriesFor(place: NavPlace, isAdmin: boolean): NavEntry[] {
  if (place === 'bottomBar') {
    // the bar keeps the route order the thumb expects: Dashboard first, Profile last
    return bottomBarRoutes.flatMap((route) =>
      memberNavEntries.filter((entry) => entry.to === route),
    );
  }
  const entries: NavEntry[] = [...memberNavEntries];
  return isAdmin ? [...entries, { label: adminLabels[place], to: ADMIN_ROUTE }] : entries;
}
