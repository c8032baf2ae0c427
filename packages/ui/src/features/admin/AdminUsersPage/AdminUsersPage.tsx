import { useMemo, useState, type ReactNode } from 'react';
import type { AdminUser } from '@reprally/api-client';
import { adminScreenTitle, useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { PageHeader } from '../../../primitives/PageHeader';
import { SkeletonShape } from '../../../primitives/Skeleton';
import { Spinner } from '../../../primitives/Spinner';
import { Table, tableNameText, useTablePager, type TableColumn } from '../../../primitives/Table';
import { scroller as tableFrame } from '../../../primitives/Table/Table.css';
import { Text } from '../../../primitives/Text';
import { TextField } from '../../../primitives/TextField';
import { displayablePhotoUrl } from '../../profile/photo-url';
import { AdminError } from '../AdminError';
import {
  ADMIN_USERS_PAGE_SIZE,
  formatLastActive,
  visibleAdminUsers,
  type AdminUserSort,
  type AdminUserSortKey,
} from '../admin-users';
import { rowRule } from './AdminUsersPage.css';
import { useAdminUsers } from '../useAdminUsers';
import { formatCount } from '../../../format/count';

export const MANAGE_USERS_TITLE = 'Manage Users';
export const NO_USERS = 'No users found';
export const LOADING_USERS = 'Loading users...';

export type AdminUsersPageViewProps = {
  /** Every member; undefined while loading. */
  users?: readonly AdminUser[];
  /** Why the list could not be loaded; a dismissible error. */
  error?: unknown;
};

const sortable: { key: AdminUserSortKey; header: string; numeric: boolean }[] = [
  { key: 'name', header: 'Name', numeric: false },
  { key: 'points', header: 'Points', numeric: true },
  { key: 'workoutCount', header: 'Workouts', numeric: true },
  { key: 'challengesCompleted', header: 'Challenges', numeric: true },
  { key: 'lastActivity', header: 'Last Active', numeric: false },
];

const cellOf: Record<AdminUserSortKey, (user: AdminUser) => ReactNode> = {
  name: (user) => (
    <Inline gap="xs" wrap={false}>
      <Avatar
        name={user.name}
        src={displayablePhotoUrl(user.profilePhotoUrl)}
        size="sm"
        decorative
      />
      <span className={tableNameText}>{user.name}</span>
    </Inline>
  ),
  points: (user) => formatCount(user.points),
  workoutCount: (user) => formatCount(user.workoutCount),
  challengesCompleted: (user) => formatCount(user.challengesCompleted),
  lastActivity: (user) => formatLastActive(user.lastActivity),
};

/**
 * A page of rows in the table's place while the users load, so that the note below the table
 * stays where the table will push it (below the screen) instead of showing under the message and
 * dropping away when the users come.
 */
function UserRowsPlaceholder() {
  return (
    // in the table's own frame
    <div className={tableFrame} aria-hidden="true">
      {Array.from({ length: ADMIN_USERS_PAGE_SIZE }, (_, index) => (
        <Inline key={index} gap="xs" wrap={false} paddingY="sm" paddingX="md" className={rowRule}>
          <SkeletonShape shape="circle" size="sm" />
          <SkeletonShape width="12rem" />
        </Inline>
      ))}
    </div>
  );
}

/**
 * The read-only users table: name with photo, points, workouts, completed challenges and last
 * activity; sort by any column and filter by name. All of it happens on the client over the one
 * list the server sends; the table shows one page of 50 rows at a time so thousands of members
 * stay fast to render.
 */
export function AdminUsersPageView({ users, error }: AdminUsersPageViewProps) {
  useDocumentTitle(adminScreenTitle(MANAGE_USERS_TITLE));
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<AdminUserSort>({ key: 'points', direction: 'descending' });
  const [page, setPage] = useState(0);
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const rows = useMemo(() => visibleAdminUsers(users ?? [], filter, sort), [users, filter, sort]);
  const pageCount = Math.max(1, Math.ceil(rows.length / ADMIN_USERS_PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const shown = rows.slice(current * ADMIN_USERS_PAGE_SIZE, (current + 1) * ADMIN_USERS_PAGE_SIZE);
  const { tableRef, turnTo } = useTablePager(current);

  const toggleSort = (key: AdminUserSortKey) => {
    setSort((previous) =>
      previous.key === key
        ? { key, direction: previous.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: key === 'name' ? 'ascending' : 'descending' },
    );
    setPage(0);
  };

  const columns: TableColumn<AdminUser>[] = sortable.map(({ key, header, numeric }) => ({
    key,
    numeric,
    rowHeader: key === 'name',
    sort: sort.key === key ? sort.direction : 'none',
    header: (
      <Button variant="ghost" size="sm" onClick={() => toggleSort(key)}>
        {header}
        {/* the header cell's aria-sort tells screen readers; the arrow is for the eye */}
        {sort.key === key ? (
          <span aria-hidden="true">{sort.direction === 'ascending' ? ' ▲' : ' ▼'}</span>
        ) : null}
      </Button>
    ),
    cell: cellOf[key],
  }));

  return (
    <Stack gap="lg">
      <PageHeader title={MANAGE_USERS_TITLE} />
      {error && dismissedError !== error ? (
        <AdminError
          error={error}
          fallback="Failed to fetch admin users"
          onDismiss={() => setDismissedError(error)}
        />
      ) : null}
      {users === undefined ? (
        error ? null : (
          <Stack gap="md">
            <Spinner label={LOADING_USERS} showLabel />
            <UserRowsPlaceholder />
          </Stack>
        )
      ) : (
        <Stack gap="md">
          <TextField
            type="search"
            label="Filter by name"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              setPage(0);
            }}
          />
          <Table
            ref={tableRef}
            caption="Users"
            hideCaption
            columns={columns}
            rows={shown}
            rowKey={(user) => user.id}
            emptyMessage={NO_USERS}
          />
          {rows.length > ADMIN_USERS_PAGE_SIZE ? (
            <Inline gap="sm" align="center">
              <Button
                variant="secondary"
                size="sm"
                disabled={current === 0}
                onClick={() => turnTo(current - 1, () => setPage(current - 1))}
              >
                Previous
              </Button>
              <Text role="status">
                Showing {formatCount(current * ADMIN_USERS_PAGE_SIZE + 1)}–
                {formatCount(current * ADMIN_USERS_PAGE_SIZE + shown.length)} of{' '}
                {formatCount(rows.length)}
              </Text>
              <Button
                variant="secondary"
                size="sm"
                disabled={current >= pageCount - 1}
                onClick={() => turnTo(current + 1, () => setPage(current + 1))}
              >
                Next
              </Button>
            </Inline>
          ) : null}
        </Stack>
      )}
      <Card as="section" title="Planned features" titleSize="md">
        <Text as="div">
          <ul>
            <li>User search and filtering</li>
            <li>Detailed user profiles with activity timelines</li>
            <li>User statistics and analytics</li>
            <li>Role management</li>
          </ul>
        </Text>
      </Card>
    </Stack>
  );
}

/** /admin/users on the backend. */
export function AdminUsersPage() {
  const { data, error } = useAdminUsers();
  return <AdminUsersPageView users={data} error={error} />;
}
