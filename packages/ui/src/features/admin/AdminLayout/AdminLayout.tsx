import { Suspense, useDeferredValue, useRef, useState } from 'react';
import { useNavigate, useLocation, Outlet } from 'react-router-dom';
import { lazyPart, useIdleAfterRequests, useWaitedLong } from '../../../api/lazy-part';
import { Box } from '../../../layout/Box';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';
import { useDesktopWidth } from '../../../theme/desktop-width';
import { QuietErrorBoundary } from '../../errors/AppErrorBoundary';
import { AdminRoute } from '../../shell/AdminRoute';
import { AdminUnverifiedPage } from '../AdminError';
import { NavEntryLink } from '../../shell/NavEntryLink';
import { plainList } from '../admin.css';
import { adminSectionFor, adminSections, adminSectionState, type AdminSection } from '../admin-nav';
import type { AdminSectionMenuProps } from './AdminSectionMenu';

// The phone's menu (Radix's menu, its positioning and its layers, about 16 KB gzipped) is opened
// only on a phone and never before the admin screen is shown: code of its own, so the admin
// area's frame, which every admin screen waits for, carries a plain button alone
const sectionMenu = lazyPart<AdminSectionMenuProps>(() =>
  import('./AdminSectionMenu').then((module) => module.AdminSectionMenu),
);

export type AdminNavigationProps = {
  /** The current path; decides the active entry. */
  currentPath: string;
  /** Where the phone menu goes when a section is chosen. */
  onNavigate: (to: string) => void;
};

/**
 * The admin side navigation: Dashboard (active on /admin only), Users, Challenges, Monthly
 * Badges and Settings (active on their path prefix). On a phone it collapses into a menu button
 * naming the current section, still inside the 'Admin' navigation landmark (one of the two is
 * shown at a time).
 */
export function AdminNavigation({ currentPath, onNavigate }: AdminNavigationProps) {
  const current = adminSectionFor(currentPath);
  return (
    <>
      <Box as="nav" aria-label="Admin" display={{ mobile: 'none', desktop: 'block' }}>
        <Stack as="ul" gap="3xs" className={plainList}>
          {adminSections.map((section) => (
            <li key={section.to}>
              <NavEntryLink
                entry={section}
                appearance="menu"
                state={adminSectionState(section.to, currentPath)}
              />
            </li>
          ))}
        </Stack>
      </Box>
      {/* a landmark on a phone too, so the sections are found among the page's navigations */}
      <Box as="nav" aria-label="Admin" display={{ mobile: 'block', desktop: 'none' }}>
        <PhoneSectionMenu current={current} onNavigate={onNavigate} />
      </Box>
    </>
  );
}

/**
 * 'Admin menu: <section>' on a phone. Its menu's code loads once the browser is idle after the
 * page's requests have been answered, or when the button is pressed, whichever comes first;
 * until then the button is a plain one that looks the same, and a press on it opens the menu as
 * soon as the code has arrived (the button shows it is busy if that takes more than a moment). A
 * wide screen never loads it unless it narrows to a phone. Code that could not be loaded leaves
 * the plain button, and its next press loads the code anew.
 */
function PhoneSectionMenu({
  current,
  onNavigate,
}: {
  current: AdminSection;
  onNavigate: (to: string) => void;
}) {
  // wide screens show the side navigation instead
  const wide = useDesktopWidth();
  const [pressed, setPressed] = useState(false);
  // each press tries the menu's code again, if it could not be loaded before
  const [presses, setPresses] = useState(0);
  const standIn = useRef<HTMLButtonElement>(null);
  // the menu's render waits in the background for its code, the plain button staying on screen
  // (focused, if it was) until the menu's own replaces it in one step
  const load = useDeferredValue(useIdleAfterRequests(!wide) || pressed);
  // the plain button is on screen only while the menu's code is not: pressed, it is waiting
  const waiting = useWaitedLong(pressed);

  const plain = (
    <Button
      ref={standIn}
      variant="secondary"
      aria-haspopup="menu"
      aria-expanded={false}
      loading={waiting}
      onClick={() => {
        setPressed(true);
        setPresses((count) => count + 1);
      }}
    >
      Admin menu: {current.label}
    </Button>
  );
  return (
    // code that could not be loaded (online: a release replaced it) leaves the plain button in
    // the menu's place, reported, and the admin screen as it is; its next press loads it anew
    <QuietErrorBoundary fallback={plain} resetKey={presses} onFailed={() => setPressed(false)}>
      <Suspense fallback={plain}>
        {load ? (
          <sectionMenu.Part
            current={current}
            onNavigate={onNavigate}
            defaultOpen={pressed}
            standIn={standIn}
          />
        ) : (
          plain
        )}
      </Suspense>
    </QuietErrorBoundary>
  );
}

/**
 * The admin area's frame around /admin and its children: 'Checking permissions...' while the
 * admin flag is read, the login prompt when signed out, '/' for anyone without the Admin role,
 * 'Failed to verify admin privileges' with her ways on when her roles could not be read, and for
 * an admin the side navigation beside the chosen admin screen.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const heading = adminSectionFor(pathname).heading;
  return (
    <AdminRoute
      screenTitle={heading}
      unverified={(message) => <AdminUnverifiedPage title={heading} message={message} />}
    >
      <Box
        display="grid"
        gridTemplateColumns={{ mobile: 1, desktop: 'railStart' }}
        gap="lg"
        width="full"
        maxWidth="content"
        marginX="auto"
      >
        <AdminNavigation currentPath={pathname} onNavigate={(to) => void navigate(to)} />
        <Box minWidth={0}>
          <Outlet />
        </Box>
      </Box>
    </AdminRoute>
  );
}
