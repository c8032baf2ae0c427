import { useEffect, useId, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { IconButton } from '../../../primitives/IconButton';
import { mediaQueries } from '../../../theme/tokens';
import { navEntryStates } from '../nav-active';
import { INVITES_ROUTE, navEntriesFor } from '../nav-entries';
import type { NavigationProps } from '../nav-props';
import { NavEntryLink, PENDING_INVITES_DESCRIPTION } from '../NavEntryLink';
import { NavIcon } from '../NavIcon';
import { StandIn } from '../stand-in';
import * as styles from './SideMenu.css';

export type SideMenuProps = NavigationProps & {
  /** Start open (stories and screenshots). */
  defaultOpen?: boolean;
};

/**
 * The slide-in side menu of small screens with every entry ('Admin Panel' for
 * admins). A Radix dialog: focus stays inside, Escape or following a link closes it, and focus
 * returns to 'Open menu'.
 */
export function SideMenu({
  currentPath,
  isAdmin,
  hasPendingInvites,
  defaultOpen = false,
}: SideMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const content = useRef<HTMLDivElement>(null);
  const markerId = useId();
  const entries = navEntriesFor('sideMenu', isAdmin);
  const states = navEntryStates(
    'sideMenu',
    entries.map((entry) => entry.to),
    currentPath,
  );
  const close = () => setOpen(false);

  // the menu is a small-screen control: widening to the top bar's breakpoint closes it
  useEffect(() => {
    const desktop = window.matchMedia(mediaQueries.desktop);
    const closeOnDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <IconButton
          label="Open menu"
          className={styles.trigger}
          // the marker lives in the menu; the button tells phone users there is something in it
          aria-describedby={hasPendingInvites ? markerId : undefined}
          icon={
            <span className={styles.triggerGlyph}>
              <NavIcon name="menu" />
              {hasPendingInvites ? <span className={styles.triggerDot} /> : null}
            </span>
          }
        />
      </Dialog.Trigger>
      {hasPendingInvites ? (
        <span id={markerId} hidden>
          {PENDING_INVITES_DESCRIPTION}
        </span>
      ) : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          ref={content}
          className={styles.sheet}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // start on the current screen's entry, where the member already is
            const current = content.current?.querySelector<HTMLElement>('[aria-current="page"]');
            if (current) {
              event.preventDefault();
              current.focus();
            }
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
          </div>
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.list}>
              {entries.map((entry, index) => (
                <li key={entry.to}>
                  <NavEntryLink
                    entry={entry}
                    appearance="menu"
                    state={states[index] ?? null}
                    marker={entry.to === INVITES_ROUTE && hasPendingInvites}
                    onNavigate={close}
                  />
                </li>
              ))}
            </ul>
          </nav>
          {/* last in the DOM (shown top-right) so opening lands on the entries */}
          <Dialog.Close asChild>
            <IconButton
              label="Close menu"
              className={styles.close}
              icon={<NavIcon name="close" />}
            />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The place of 'Open menu', the same button kept invisible and out of reach: shown while a
 * member coming back is signed in again, so the product name does not move when the button
 * arrives.
 */
export function SideMenuPlaceholder({ className }: { className?: string }) {
  return (
    <StandIn className={className}>
      <IconButton label="Open menu" className={styles.trigger} icon={<NavIcon name="menu" />} />
    </StandIn>
  );
}
