import { navEntryStates } from '../nav-active';
import { INVITES_ROUTE, navEntriesFor } from '../nav-entries';
import type { NavigationProps } from '../nav-props';
import { NavEntryLink } from '../NavEntryLink';
import * as styles from './BottomTabBar.css';

export type BottomTabBarProps = NavigationProps;

/**
 * The bottom tab bar on small screens, five of the entries (the side menu holds them
 * all); Dashboard lights on an exact match only, the others by prefix.
 */
export function BottomTabBar({ currentPath, isAdmin, hasPendingInvites }: BottomTabBarProps) {
  const entries = navEntriesFor('bottomBar', isAdmin);
  const states = navEntryStates(
    'bottomBar',
    entries.map((entry) => entry.to),
    currentPath,
  );
  return (
    <nav aria-label="Shortcuts" className={styles.bar}>
      <ul className={styles.list}>
        {entries.map((entry, index) => (
          <li key={entry.to} className={styles.item}>
            <NavEntryLink
              entry={entry}
              appearance="tab"
              state={states[index] ?? null}
              marker={entry.to === INVITES_ROUTE && hasPendingInvites}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
