import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { NavEntryState } from '../nav-active';
import type { NavEntry } from '../nav-entries';
import { NavIcon } from '../NavIcon';
import * as styles from './NavEntryLink.css';

export const navLinkAppearances = ['bar', 'menu', 'tab'] as const;
export type NavLinkAppearance = (typeof navLinkAppearances)[number];

/** The marker's words for screen readers (the visible '!' alone says nothing). */
export const PENDING_INVITES_DESCRIPTION = 'pending invites';

export type NavEntryLinkProps = {
  entry: NavEntry;
  /** `page` for the current screen (aria-current), `section` for an entry containing it. */
  state: NavEntryState;
  /** Top bar, side-menu row or bottom-bar tab (with its icon). */
  appearance: NavLinkAppearance;
  /** Shows the red '!' (the Invites entry while invites are pending). */
  marker?: boolean;
  /** Called when the link is followed (the side menu closes on navigation). */
  onNavigate?: () => void;
};

/**
 * An entry's shape with nothing shown in it: it holds the entry's place while a member coming
 * back is signed in again, so the navigation arrives without moving anything.
 */
export function NavEntryPlaceholder({
  entry,
  appearance,
}: {
  entry: NavEntry;
  appearance: NavLinkAppearance;
}) {
  return (
    <span className={`${styles.link({ appearance, state: 'idle' })} ${styles.placeholder}`}>
      {appearance === 'tab' && entry.icon ? <NavIcon name={entry.icon} /> : null}
      <span className={styles.label}>{entry.label}</span>
    </span>
  );
}

/** One navigation entry as a router link; its name stays the label, the marker is a description. */
export function NavEntryLink({
  entry,
  state,
  appearance,
  marker = false,
  onNavigate,
}: NavEntryLinkProps) {
  const markerId = useId();
  return (
    <>
      <RouterLink
        to={entry.to}
        className={styles.link({ appearance, state: state ?? 'idle' })}
        aria-current={state === 'page' ? 'page' : undefined}
        aria-describedby={marker ? markerId : undefined}
        data-state={state ?? undefined}
        onClick={onNavigate}
      >
        {appearance === 'tab' && entry.icon ? <NavIcon name={entry.icon} /> : null}
        <span className={styles.label}>{entry.label}</span>
        {marker ? (
          <span className={styles.marker} aria-hidden="true">
            !
          </span>
        ) : null}
      </RouterLink>
      {/* hidden yet still read as the link's description, so browse mode does not repeat it */}
      {marker ? (
        <span id={markerId} hidden>
          {PENDING_INVITES_DESCRIPTION}
        </span>
      ) : null}
    </>
  );
}
