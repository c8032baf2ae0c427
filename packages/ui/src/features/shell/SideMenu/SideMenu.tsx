import { Suspense, useId, useRef, useState } from 'react';
import {
  CodeOnItsWay,
  lazyPart,
  useIdleAfterRequests,
  useWaitedLong,
} from '../../../api/lazy-part';
import { QuietErrorBoundary } from '../../errors/AppErrorBoundary';
import { IconButton } from '../../../primitives/IconButton';
import { useDesktopWidth } from '../../../theme/desktop-width';
import { navEntryStates } from '../nav-active';
import { navEntriesFor } from '../nav-entries';
import type { NavigationProps } from '../nav-props';
import { PENDING_INVITES_DESCRIPTION } from '../NavEntryLink';
import { NavIcon } from '../NavIcon';
import { StandIn } from '../stand-in';
import type { SideMenuSheetProps } from './SideMenuSheet';
import * as styles from './SideMenu.css';

// The sheet is a modal dialog (Radix's focus trap, scroll lock and layers, about 9 KB gzipped)
// that only a phone opens, and never before its page is shown: a chunk of its own, so that every
// page's main chunk carries the button alone
const sheet = lazyPart<SideMenuSheetProps>(() =>
  import('./SideMenuSheet').then((module) => module.SideMenuSheet),
);

export type SideMenuProps = NavigationProps & {
  /** Start open (stories and screenshots). */
  defaultOpen?: boolean;
};

/**
 * The slide-in side menu of small screens with every entry ('Admin Panel' for admins): 'Open
 * menu' and a modal sheet (see SideMenuSheet). The sheet's code loads once a phone's browser is
 * idle after the page's requests have been answered, or when the button is pressed, whichever
 * comes first; a press before it has arrived opens the sheet as soon as it has (the button shows
 * it is busy if that takes more than a moment). Code that could not be loaded leaves the button
 * as it is, and its next press loads the code anew.
 */
export function SideMenu({
  currentPath,
  isAdmin,
  hasPendingInvites,
  defaultOpen = false,
}: SideMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  // once opened, the sheet stays rendered: closing plays its way out
  const [opened, setOpened] = useState(defaultOpen);
  // wide screens, where the top bar stands in for the menu
  const wide = useDesktopWidth();
  const [wasWide, setWasWide] = useState(wide);
  const trigger = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  const markerId = useId();
  const entries = navEntriesFor('sideMenu', isAdmin);
  const states = navEntryStates(
    'sideMenu',
    entries.map((entry) => entry.to),
    currentPath,
  );
  // a phone loads the sheet's code once the page's own requests and work are done; a wide
  // screen, never unasked
  const idle = useIdleAfterRequests(!wide);
  // the sheet's code still on its way while she has asked for the sheet: the button shows it
  const [codeOnItsWay, setCodeOnItsWay] = useState(false);
  const waiting = useWaitedLong(open && codeOnItsWay);
  // each press tries the sheet's code again, if it could not be loaded before
  const [presses, setPresses] = useState(0);

  // the menu is a small-screen control: widening to the top bar's breakpoint closes it
  if (wide !== wasWide) {
    setWasWide(wide);
    if (wide) setOpen(false);
  }
  // another page on screen (an entry chosen, or the browser's Back) closes it too
  const [shownPath, setShownPath] = useState(currentPath);
  if (currentPath !== shownPath) {
    setShownPath(currentPath);
    setOpen(false);
  }

  return (
    <>
      <IconButton
        ref={trigger}
        label="Open menu"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        // the marker lives in the menu; the button tells phone users there is something in it
        aria-describedby={hasPendingInvites ? markerId : undefined}
        loading={waiting}
        onClick={() => {
          setOpened(true);
          setOpen(true);
          setPresses((count) => count + 1);
        }}
        icon={
          <span className={styles.triggerGlyph}>
            <NavIcon name="menu" />
            {hasPendingInvites ? <span className={styles.triggerDot} /> : null}
          </span>
        }
      />
      {hasPendingInvites ? (
        <span id={markerId} hidden>
          {PENDING_INVITES_DESCRIPTION}
        </span>
      ) : null}
      {opened || idle ? (
        // code that could not be loaded (online: a release replaced it) leaves the menu out,
        // reported, and the page as it is; the button stays, and its next press loads it anew
        <QuietErrorBoundary resetKey={presses} onFailed={() => setOpen(false)}>
          <Suspense fallback={<CodeOnItsWay onChange={setCodeOnItsWay} />}>
            <sheet.Part
              id={sheetId}
              open={open}
              onOpenChange={setOpen}
              trigger={trigger}
              entries={entries}
              states={states}
              hasPendingInvites={hasPendingInvites}
            />
          </Suspense>
        </QuietErrorBoundary>
      ) : null}
    </>
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
