import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminUser } from '@reprally/api-client';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { adminPageTitle, MANAGE_USERS_TITLE } from '../admin-nav';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { PageHeader } from '../../../primitives/PageHeader';
import { focusIsLost } from '../../../primitives/RemovalFocus';
import { SkeletonShape } from '../../../primitives/Skeleton';
import { Spinner } from '../../../primitives/Spinner';
import {
  labelledOnCard,
  Table,
  tableNameText,
  useTablePager,
  type TableColumn,
  type TableHandle,
} from '../../../primitives/Table';
import { scroller as tableFrame } from '../../../primitives/Table/Table.css';
import { Text } from '../../../primitives/Text';
import { TextField } from '../../../primitives/TextField';
import { displayablePhotoUrl } from '../../profile/photo-url';
import { AdminError, AdminRefusedPage } from '../AdminError';
import { isForbidden } from '../admin-errors';
import {
  ADMIN_USERS_PAGE_SIZE,
  adminUsersSearchFor,
  adminUsersViewFrom,
  filteredAdminUsers,
  firstDirection,
  formatLastActive,
  sortedAdminUsers,
  type AdminUsersView,
  type AdminUserSortKey,
  type SortDirection,
} from '../admin-users';
import { rowRule, sortButton, userCards } from './AdminUsersPage.css';
import { useAdminUsers } from '../useAdminUsers';
import { useAdminLoadRetry, type AdminLoadRetry } from '../useAdminLoadRetry';
import { formatCount, showingRangeText, usersFoundText } from '../../../format/count';
import { visuallyHidden } from '../../../theme/visually-hidden.css';
import { MemberName } from '../../../primitives/MemberName';

export const NO_USERS = 'No users found';
export const LOADING_USERS = 'Loading users...';
/** The red box's text when the list's failure carries no message. */
const ADMIN_USERS_FAILED = 'Failed to fetch admin users';

/** What a filter found, as the invite search says it: 'No users found', '1 user found'. */
const filterFoundText = (count: number) => (count === 0 ? NO_USERS : usersFoundText(count));

/** How long the filter rests before what it found is said: once a word, not at every letter. */
const FILTER_SETTLES_MS = 1000;

/** The rows page `index` (from 0) shows of `total`: 'Showing 51–100 of 2,345'. */
const rangeText = (index: number, total: number) =>
  showingRangeText(
    index * ADMIN_USERS_PAGE_SIZE + 1,
    Math.min((index + 1) * ADMIN_USERS_PAGE_SIZE, total),
    total,
  );

export type AdminUsersPageViewProps = {
  /** Every member; undefined while loading. */
  users?: readonly AdminUser[];
  /** Why the list could not be loaded; a dismissible error, but for a refusal (403). */
  error?: unknown;
  /** The failed list can be asked for again: 'Try Again' under the error. */
  retry?: AdminLoadRetry;
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
      <MemberName name={user.name} className={tableNameText} />
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
 * The table's filter, sort and page, kept in the address so that Back, a reload or a shared link
 * opens the table as she left it. A sort or a page is a step of history; the filter replaces the
 * current step as she types, so Back leaves the page rather than undoing letters. The field's own
 * value is held here as well: it must follow every key press at once, while the router applies an
 * address change as a transition, which would move the caret. An address changed from outside
 * (Back, Forward, a link) puts its filter into the field.
 */
function useUsersViewInAddress() {
  const [params, setParams] = useSearchParams();
  const view = adminUsersViewFrom(params);
  const [filter, setFilterShown] = useState(view.filter);
  // the filters she typed whose address the router has not applied yet, oldest first: an address
  // that arrives with one of them is her own typing catching up, any other came from outside
  const typedAhead = useRef<string[]>([]);
  useEffect(() => {
    const own = typedAhead.current.indexOf(view.filter);
    if (own >= 0) {
      typedAhead.current.splice(0, own + 1);
      return;
    }
    typedAhead.current = [];
    setFilterShown(view.filter);
  }, [view.filter]);

  const show = useCallback(
    (change: Partial<AdminUsersView>, history: 'push' | 'replace' = 'push') =>
      setParams(
        (current) => adminUsersSearchFor({ ...adminUsersViewFrom(current), ...change }, current),
        { replace: history === 'replace' },
      ),
    [setParams],
  );
  const setFilter = (typed: string) => {
    typedAhead.current.push(typed);
    setFilterShown(typed);
    show({ filter: typed, page: 1 }, 'replace');
  };
  const address = params.toString();
  /** Writes the address in its own form for the page shown, if it is not already. */
  const settle = useCallback(
    (shownPage: number) => {
      const current = new URLSearchParams(address);
      const own = adminUsersSearchFor({ ...adminUsersViewFrom(current), page: shownPage }, current);
      if (own.toString() !== address) setParams(own, { replace: true });
    },
    [address, setParams],
  );
  return { filter, setFilter, sort: view.sort, page: view.page, show, settle };
}

/**
 * What the table's hidden status says. What a filter found is said once she stops typing ('No
 * users found', '12 users found', or over one page 'Showing 1–50 of 2,345'): the rows and the
 * pager show it to the eye at once, and a screen reader hears it once a word, not at every
 * letter. Said only for a filter she changed, once for each. `sayPage` says the range a turned
 * page shows. Each saying is a new node in the region, so a saying equal to the last is said too.
 */
function useTableStatus(filter: string, count: number, page: number) {
  const [status, setStatus] = useState({ text: '', said: 0 });
  // the filter last said (at first the one the table opened with, which says nothing)
  const saidFor = useRef(filter);
  useEffect(() => {
    if (filter === saidFor.current) return;
    const settled = setTimeout(() => {
      saidFor.current = filter;
      const text = count > ADMIN_USERS_PAGE_SIZE ? rangeText(page, count) : filterFoundText(count);
      setStatus(({ said }) => ({ text, said: said + 1 }));
    }, FILTER_SETTLES_MS);
    return () => clearTimeout(settled);
  }, [filter, count, page]);
  const sayPage = useCallback(
    (index: number) => setStatus(({ said }) => ({ text: rangeText(index, count), said: said + 1 })),
    [count],
  );
  return { status, sayPage };
}

type UsersTableProps = {
  tableRef: RefObject<TableHandle | null>;
  rows: readonly AdminUser[];
  sortKey: AdminUserSortKey;
  sortDirection: SortDirection;
  onSort: (key: AdminUserSortKey) => void;
};

/**
 * One page of the table. It renders again only when its rows or its order change, not at every
 * key typed into the filter: the field answers the key first, and the rows follow.
 */
const UsersTable = memo(function UsersTable({
  tableRef,
  rows,
  sortKey,
  sortDirection,
  onSort,
}: UsersTableProps) {
  const columns: TableColumn<AdminUser>[] = sortable.map(({ key, header, numeric }) => ({
    key,
    numeric,
    rowHeader: key === 'name',
    sort: sortKey === key ? sortDirection : 'none',
    header: (
      <Button variant="ghost" size="sm" className={sortButton} onClick={() => onSort(key)}>
        {header}
        {/* the header cell's aria-sort tells screen readers; the arrow is for the eye */}
        {sortKey === key ? (
          <span aria-hidden="true">{sortDirection === 'ascending' ? ' ▲' : ' ▼'}</span>
        ) : null}
      </Button>
    ),
    // the name heads its card; every other figure stands under its column's name
    cell: key === 'name' ? cellOf.name : (user) => labelledOnCard(header, cellOf[key](user)),
  }));
  return (
    <Table
      ref={tableRef}
      className={userCards}
      cardRows
      caption="Users"
      hideCaption
      columns={columns}
      rows={rows}
      rowKey={(user) => user.id}
      emptyMessage={NO_USERS}
    />
  );
});

/**
 * The read-only users table: name with photo, points, workouts, completed challenges and last
 * activity; sort by any column and filter by name. All of it happens on the client over the one
 * list the server sends; the table shows one page of 50 rows at a time so thousands of members
 * stay fast to render.
 */
export function AdminUsersPageView({ users, error, retry }: AdminUsersPageViewProps) {
  useDocumentTitle(adminPageTitle(MANAGE_USERS_TITLE));
  const { filter, setFilter, sort, page, show, settle } = useUsersViewInAddress();
  // an error with 'Try Again' stays as quiet text above the button once dismissed, and the button
  // takes the focus Dismiss had; a refusal (a lost Admin role) cannot be dismissed, as it is all
  // the page has to say; any other error without 'Try Again' (a view drawn from props) goes
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  // a list that comes after 'Try Again' hands focus to the filter
  const filterField = useRef<HTMLInputElement>(null);
  const retried = useRef(false);
  const loaded = users !== undefined;
  useLayoutEffect(() => {
    if (!loaded || !retried.current) return;
    retried.current = false;
    if (focusIsLost()) filterField.current?.focus();
  }, [loaded]);
  const tryAgain = () => {
    retried.current = true;
    retry?.onTryAgain();
  };
  const { key: sortKey, direction: sortDirection } = sort;
  // sorted once per list and order; the filter she types reaches the rows after the field has
  // shown her key, so a long list never holds a key press up
  const sorted = useMemo(
    () => sortedAdminUsers(users ?? [], { key: sortKey, direction: sortDirection }),
    [users, sortKey, sortDirection],
  );
  const rowsFilter = useDeferredValue(filter);
  const rows = useMemo(() => filteredAdminUsers(sorted, rowsFilter), [sorted, rowsFilter]);
  const pageCount = Math.max(1, Math.ceil(rows.length / ADMIN_USERS_PAGE_SIZE));
  const current = Math.min(page, pageCount) - 1;
  const shown = useMemo(
    () => rows.slice(current * ADMIN_USERS_PAGE_SIZE, (current + 1) * ADMIN_USERS_PAGE_SIZE),
    [rows, current],
  );
  const paged = rows.length > ADMIN_USERS_PAGE_SIZE;
  const { status, sayPage } = useTableStatus(rowsFilter, rows.length, current);
  const { tableRef, turnTo } = useTablePager(current);
  // an address naming a page past the last (an old link, a shorter list) or a column there is not
  // is put right in place once the list is here, so a link copied from it opens what she sees
  useEffect(() => {
    if (loaded) settle(current + 1);
  }, [loaded, current, settle]);

  // Previous and Next: the page from 0, shown, and its range said
  const turnPage = (index: number) =>
    turnTo(index, () => {
      show({ page: index + 1 });
      sayPage(index);
    });

  const toggleSort = useCallback(
    (key: AdminUserSortKey) =>
      show({
        sort:
          sortKey === key
            ? { key, direction: sortDirection === 'ascending' ? 'descending' : 'ascending' }
            : { key, direction: firstDirection(key) },
        page: 1,
      }),
    [show, sortKey, sortDirection],
  );

  if (isForbidden(error)) {
    return (
      <AdminRefusedPage title={MANAGE_USERS_TITLE} error={error} fallback={ADMIN_USERS_FAILED} />
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader title={MANAGE_USERS_TITLE} />
      {error && (retry || dismissedError !== error) ? (
        <AdminError
          error={error}
          fallback={ADMIN_USERS_FAILED}
          retry={retry && { ...retry, onTryAgain: tryAgain }}
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
            ref={filterField}
            type="search"
            label="Filter by name"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <p role="status" className={visuallyHidden}>
            <span key={status.said}>{status.text}</span>
          </p>
          <UsersTable
            tableRef={tableRef}
            rows={shown}
            sortKey={sortKey}
            sortDirection={sortDirection}
            onSort={toggleSort}
          />
          {paged ? (
            <Inline gap="sm" align="center">
              <Button
                variant="secondary"
                size="sm"
                disabled={current === 0}
                onClick={() => turnPage(current - 1)}
              >
                Previous
              </Button>
              <Text>{rangeText(current, rows.length)}</Text>
              <Button
                variant="secondary"
                size="sm"
                disabled={current >= pageCount - 1}
                onClick={() => turnPage(current + 1)}
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

/** /admin/users on the backend; a failed list can be asked for again. */
export function AdminUsersPage() {
  const users = useAdminUsers();
  const { loadError, retry } = useAdminLoadRetry(users, ADMIN_USERS_FAILED);
  return <AdminUsersPageView users={users.data} error={loadError} retry={retry} />;
}
