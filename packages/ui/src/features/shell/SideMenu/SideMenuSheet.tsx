import { useRef, type RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { IconButton } from '../../../primitives/IconButton';
import type { NavEntryState } from '../nav-active';
import { INVITES_ROUTE, type NavEntry } from '../nav-entries';
import { NavEntryLink } from '../NavEntryLink';
import { NavIcon } from '../NavIcon';
import * as styles from './SideMenu.css';

export type SideMenuSheetProps = {
  /** The sheet's id, which 'Open menu' names in `aria-controls` while it is open. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Open menu': focus goes back to it when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  entries: NavEntry[];
  /** The state of each entry, in the order of `entries`. */
  states: NavEntryState[];
  hasPendingInvites: boolean;
};

/**
 * The side menu's sheet: a modal Radix dialog that slides in from the start edge with every
 * entry. Focus starts on the current screen's entry and stays inside; Escape, Close, a press on
 * the overlay or following a link closes it, and focus returns to 'Open menu'. In a chunk of its
 * own: the dialog's code (focus trap, scroll lock, layers) is not needed until a phone is idle.
 */
export function SideMenuSheet({
  id,
  open,
  onOpenChange,
  trigger,
  entries,
  states,
  hasPendingInvites,
}: SideMenuSheetProps) {
  const content = useRef<HTMLDivElement>(null);
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          ref={content}
          id={id}
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
          onCloseAutoFocus={(event) => {
            // the button is ours, not a Radix trigger: Radix would not know where to go back to
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
          </div>
          <nav aria-label="Main" className={styles.nav}>
            <ul role="list" className={styles.list}>
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
