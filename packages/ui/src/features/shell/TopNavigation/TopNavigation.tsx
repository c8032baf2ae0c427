import { navEntryStates } from '../nav-active';
import { INVITES_ROUTE, navEntriesFor } from '../nav-entries';
import type { NavigationProps } from '../nav-props';
import { NavEntryLink, NavEntryPlaceholder } from '../NavEntryLink';
import * as styles from './TopNavigation.css';

export type TopNavigationProps = NavigationProps;

/** The navigation as a top bar, shown on wide screens only (a row under the header). */
export function TopNavigation({ currentPath, isAdmin, hasPendingInvites }: TopNavigationProps) {
  const entries = navEntriesFor('topBar', isAdmin);
  const states = navEntryStates(
    'topBar',
    entries.map((entry) => entry.to),
    currentPath,
  );
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul role="list" className={styles.list}>
        {entries.map((entry, index) => (
          <li key={entry.to}>
            <NavEntryLink
              entry={entry}
              appearance="bar"
              state={states[index] ?? null}
              marker={entry.to === INVITES_ROUTE && hasPendingInvites}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The top bar's place, the same size, with nothing in it: shown while a member coming back is
 * signed in again, so the page below does not move when the bar arrives. Not a landmark.
 */
export function TopNavigationPlaceholder({ className }: { className?: string }) {
  return (
    <div className={[styles.nav, className].filter(Boolean).join(' ')} aria-hidden="true">
      <ul role="list" className={styles.list}>
        {navEntriesFor('topBar', false).map((entry) => (
          <li key={entry.to}>
            <NavEntryPlaceholder entry={entry} appearance="bar" />
          </li>
        ))}
      </ul>
    </div>
  );
}
