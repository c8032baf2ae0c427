import { useNavigate, useLocation, Outlet } from 'react-router-dom';
import { Box } from '../../../layout/Box';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';
import { DropdownMenu } from '../../../primitives/DropdownMenu';
import { AdminRoute } from '../../shell/AdminRoute';
import { NavEntryLink } from '../../shell/NavEntryLink';
import { plainList } from '../admin.css';
import { adminSectionFor, adminSections, adminSectionState } from '../admin-nav';

export type AdminNavigationProps = {
  /** The current path; decides the active entry. */
  currentPath: string;
  /** Where the phone menu goes when a section is chosen. */
  onNavigate: (to: string) => void;
};

/**
 * The admin side navigation: Dashboard (active on /admin only), Users, Challenges, Monthly
 * Badges and Settings (active on their path prefix). On a phone it collapses into a menu button
 * naming the current section.
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
      <Box display={{ mobile: 'block', desktop: 'none' }}>
        <DropdownMenu
          trigger={<Button variant="secondary">Admin menu: {current.label}</Button>}
          items={[
            {
              type: 'radio-group',
              value: current.to,
              onValueChange: onNavigate,
              options: adminSections.map((section) => ({
                value: section.to,
                label: section.label,
              })),
            },
          ]}
        />
      </Box>
    </>
  );
}

/**
 * The admin area's frame around /admin and its children: 'Checking permissions...' while the
 * admin flag is read, the login prompt when signed out, '/' for anyone without the Admin role,
 * and for an admin the side navigation beside the chosen admin screen.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <AdminRoute screenTitle={adminSectionFor(pathname).heading}>
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
