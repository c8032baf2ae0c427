import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import {
  SessionProvider,
  useSession,
  useSessionKeptWhileExpired,
} from '../../../session/SessionContext';
import { AppErrorBoundary } from '../../errors/AppErrorBoundary';
import { usePendingInvites } from '../../invites/usePendingInvites';
import { AppHeader, LogOutPlaceholder } from '../AppHeader';
import { BottomTabBar, BottomTabBarPlaceholder } from '../BottomTabBar';
import { OfflineBanner } from '../OfflineBanner';
import type { NavigationProps } from '../nav-props';
import { SideMenu, SideMenuPlaceholder } from '../SideMenu';
import { TopNavigation, TopNavigationPlaceholder } from '../TopNavigation';
import { visuallyHidden } from '../../../theme/visually-hidden.css';
import * as styles from './AppShell.css';
import { useNewPageAnnouncement } from './useNewPageAnnouncement';
import { useMonthTurnReadsAgain } from './useMonthTurnReadsAgain';
import { useNewPageStartsAtTop } from './useNewPageStartsAtTop';
import { useReportAdminCheck } from './useReportAdminCheck';

const MAIN_ID = 'main-content';

/** The shell's main region, where focus goes when the whole page is rendered anew. */
export function shellMainRegion(): HTMLElement | null {
  return document.getElementById(MAIN_ID);
}

const pollStates = { pending: 'waiting', success: 'answered', error: 'failed' } as const;

export type AppShellProps = {
  /** The page; by default the matched child route (`<Outlet />`), as a layout route. */
  children?: ReactNode;
  /**
   * Below every page and outside its main landmark, e.g. the demo-data control of the app on its
   * mock backend.
   */
  footer?: ReactNode;
};

/**
 * The frame of every page: a skip link, the header, the navigation for
 * signed-in members (top bar on wide screens; side menu and bottom bar on small ones), and the
 * page in the main landmark behind an error boundary that gives way on the next navigation,
 * under 'You are offline' while the connection is gone.
 */
export function AppShell({ children, footer }: AppShellProps) {
  const live = useSession();
  // Her session ended by itself: the page waits under the prompt to log in again as she left it,
  // and so does its frame (her navigation, her e-mail, 'Log Out'), not the frame of a visitor
  // signed out, which would move the page under the prompt and back once she is in again.
  const kept = useSessionKeptWhileExpired();
  const frame = kept ?? live;
  const { session } = frame;
  useReportAdminCheck(live.session);
  const location = useLocation();
  // the Invites marker asks once the page's own requests have had the line
  const invites = usePendingInvites({ whenIdle: true });
  const main = useRef<HTMLElement>(null);
  useNewPageStartsAtTop();
  const announcement = useNewPageAnnouncement();
  const signedIn = session.status === 'signedIn';
  useMonthTurnReadsAgain(live.session.status === 'signedIn');
  // a member coming back is being signed in again: the navigation's places are kept for it
  const returning = session.status === 'loading' && session.returning === true;
  // Signed out, the places are rendered but dormant (hidden), so the page built into index.html
  // carries them too: there, the page boot's mark for a member coming back shows them before
  // any script has run.
  const placeholder = returning ? undefined : styles.dormantPlaceholder;
  const navigation: NavigationProps = {
    currentPath: location.pathname,
    isAdmin: signedIn && session.isAdmin,
    // The UI reaction to a failed invite poll is not shown, so a failure shows nothing and takes
    // nothing away: the marker follows the poll's last answer (a failed ask keeps it), also while
    // her session has expired and the poll waits for her to be signed in again
    hasPendingInvites: (invites.data?.length ?? 0) > 0,
  };

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    // focus the page itself: a hash change would go through the router and move nothing
    event.preventDefault();
    main.current?.focus();
    main.current?.scrollIntoView();
  };

  return (
    // the poll's state for tests and tools: a failed or empty poll shows nothing on screen
    <div
      className={styles.shell({ tabBar: signedIn || returning })}
      data-invites-poll={pollStates[invites.status]}
    >
      <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={skipToContent}>
        Skip to content
      </a>
      {/* the page a navigation opened, read out; each saying is a new node, so the same title twice
          (one group, then another) is said twice */}
      <p className={visuallyHidden} aria-live="polite" aria-atomic="true" data-page-announcer="">
        {announcement.count > 0 ? <span key={announcement.count}>{announcement.text}</span> : null}
      </p>
      <SessionProvider value={frame}>
        <AppHeader
          // its controls wait with the page: a place chosen would leave the page she is to come
          // back to, and 'Log Out' has no session to end
          inert={kept !== null}
          accountPlaceholder={<LogOutPlaceholder className={placeholder} />}
          leading={
            signedIn ? (
              <SideMenu {...navigation} />
            ) : (
              <SideMenuPlaceholder className={placeholder} />
            )
          }
          navigation={
            signedIn ? (
              <TopNavigation {...navigation} />
            ) : (
              <TopNavigationPlaceholder className={placeholder} />
            )
          }
        />
      </SessionProvider>
      <main id={MAIN_ID} ref={main} tabIndex={-1} className={styles.main}>
        <OfflineBanner />
        <AppErrorBoundary resetKey={location.key} focusOnRetry={main}>
          {children ?? <Outlet />}
        </AppErrorBoundary>
      </main>
      {/* outside the page's landmark: focus that leaves with something on the page (a dismissed
          message) stays in the page rather than going on to the footer's controls */}
      {footer ? (
        <div className={styles.footer} data-app-footer="">
          {footer}
        </div>
      ) : null}
      {signedIn ? (
        <BottomTabBar {...navigation} inert={kept !== null} />
      ) : (
        <BottomTabBarPlaceholder className={placeholder} />
      )}
    </div>
  );
}
