import { navEntryStates } from '../nav-active';
import { INVITES_ROUTE, navEntriesFor } from '../nav-entries';
import type { NavigationProps } from '../nav-props';
import { NavEntryLink, NavEntryPlaceholder } from '../NavEntryLink';
import { useScrollPaddingFor } from '../useScrollPaddingFor';
import * as styles from './BottomTabBar.css';

export type BottomTabBarProps = NavigationProps & {
  /** Its tabs out of reach (the frame of a page waiting under the prompt to log in again). */
  inert?: boolean;
};

/**
 * The bottom tab bar on small screens, five of the entries (the side menu holds them
 * all); Dashboard lights on an exact match only, the others by prefix.
 */
export function BottomTabBar({
  currentPath,
  isAdmin,
  hasPendingInvites,
  inert = false,
}: BottomTabBarProps) {
  const entries = navEntriesFor('bottomBar', isAdmin);
  const states = navEntryStates(
    'bottomBar',
    entries.map((entry) => entry.to),
    currentPath,
  );
  // the bar stays over the page's foot on a phone: focus and scrolling keep clear of it
  const keepClear = useScrollPaddingFor('bottom');
  return (
    <nav ref={keepClear} aria-label="Shortcuts" className={styles.bar} inert={inert}>
      <ul role="list" className={styles.list}>
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

/**
 * The bottom bar, the same size and surface, with its tabs' places empty: shown while a member
 * coming back is signed in again, so the bar does not pop in over the page. Not a landmark.
 */
export function BottomTabBarPlaceholder({ className }: { className?: string }) {
  return (
    <div className={[styles.bar, className].filter(Boolean).join(' ')} aria-hidden="true">
      <ul role="list" className={styles.list}>
        {navEntriesFor('bottomBar', false).map((entry) => (
          <li key={entry.to} className={styles.item}>
            <NavEntryPlaceholder entry={entry} appearance="tab" />
          </li>
        ))}
      </ul>
    </div>
  );
}
