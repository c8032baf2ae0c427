import type { ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminStats, MonthlyBadgeStats } from '@reprally/api-client';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { adminPageTitle, ADMIN_DASHBOARD_TITLE } from '../admin-nav';
import { Box } from '../../../layout/Box';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Link } from '../../../primitives/Link';
import { PageHeader } from '../../../primitives/PageHeader';
import { SkeletonShape } from '../../../primitives/Skeleton';
import { AdminError, AdminRefusedPage } from '../AdminError';
import { isForbidden } from '../admin-errors';
import { figure as figureStyle } from '../../../theme/figure.css';
import { plainList, statLabel, statValue } from '../admin.css';
import { useAdminStats } from '../useAdminStats';
import { useMonthlyBadgeStats } from '../useMonthlyBadgeStats';
import { useAdminLoadRetry, type AdminLoadRetry } from '../useAdminLoadRetry';
import { formatCount } from '../../../format/count';

/** The red box's text when the totals' failure carries no message. */
const ADMIN_STATS_FAILED = 'Failed to fetch admin stats';

export type AdminDashboardViewProps = {
  /** The site's totals; undefined while loading (or after a failure). */
  stats?: AdminStats;
  /** Why the totals could not be loaded; shown in a red box. */
  error?: unknown;
  /** The failed totals can be asked for again: 'Try Again' under the red box. */
  retry?: AdminLoadRetry;
  /** The monthly badge totals; undefined while loading or when their load failed (card hidden). */
  badgeStats?: MonthlyBadgeStats;
  /** The badge totals are on their way: the card shows with placeholders for its figures. */
  badgeStatsLoading?: boolean;
};

/**
 * A figure still loading: a bar one line of its text high, so the card is as tall now as it will
 * be with the figure in it and nothing below moves when it arrives.
 */
const loadingFigure = <SkeletonShape shape="rect" width="3ch" height="1lh" />;

const statColumns = { mobile: 1, tablet: 2, desktop: 4 } as const;

/** A total with thousands separators, as members read their own figures ('3,011'). */
const figure = (value: number | undefined) =>
  value === undefined ? loadingFigure : formatCount(value);

function StatCard({ label, value, to }: { label: string; value: ReactNode; to?: string }) {
  return (
    <Card
      as="article"
      interactive={to !== undefined}
      titleSize="sm"
      titleLevel={2}
      title={to ? <Link to={to}>{label}</Link> : label}
    >
      <p className={figureStyle}>{value}</p>
    </Card>
  );
}

/**
 * The admin dashboard: the site's totals (users, workouts, active challenges, challenge
 * completions), the monthly badge totals when they load, and quick links to the admin screens.
 * Total Workouts is not a link: no screen lists workouts.
 */
export function AdminDashboardView({
  stats,
  error,
  retry,
  badgeStats,
  badgeStatsLoading = false,
}: AdminDashboardViewProps) {
  useDocumentTitle(adminPageTitle(ADMIN_DASHBOARD_TITLE));
  if (isForbidden(error)) {
    return (
      <AdminRefusedPage title={ADMIN_DASHBOARD_TITLE} error={error} fallback={ADMIN_STATS_FAILED} />
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader title={ADMIN_DASHBOARD_TITLE} />
      {error ? <AdminError error={error} fallback={ADMIN_STATS_FAILED} retry={retry} /> : null}
      {stats || !error ? (
        <Box
          as="ul"
          className={plainList}
          display="grid"
          gridTemplateColumns={statColumns}
          gap="md"
          aria-busy={stats ? undefined : true}
        >
          {stats ? null : (
            <VisuallyHidden.Root asChild>
              <li>Loading admin stats</li>
            </VisuallyHidden.Root>
          )}
          <li>
            <StatCard label="Total Users" value={figure(stats?.totalUsers)} to="/admin/users" />
          </li>
          <li>
            <StatCard label="Total Workouts" value={figure(stats?.totalWorkouts)} />
          </li>
          <li>
            <StatCard
              label="Active Challenges"
              value={figure(stats?.totalChallenges)}
              to="/admin/challenges"
            />
          </li>
          <li>
            <StatCard
              label="Challenge Completions"
              value={figure(stats?.totalCompletions)}
              to="/admin/challenges"
            />
          </li>
        </Box>
      ) : null}
      {badgeStats || badgeStatsLoading ? (
        <Card
          as="section"
          interactive
          titleSize="md"
          title={<Link to="/admin/monthly-badges">Monthly Badges</Link>}
        >
          <Box as="dl" display="grid" gridTemplateColumns={{ mobile: 1, tablet: 3 }} gap="md">
            {(
              [
                ['Badges Awarded', badgeStats?.userBadgesAwarded],
                ['Total Badge Types', badgeStats?.totalBadges],
                ['Users With Badges', badgeStats?.usersWithBadges],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className={statLabel}>{label}</dt>
                <dd className={statValue}>{figure(value)}</dd>
              </div>
            ))}
          </Box>
        </Card>
      ) : null}
      <Card as="section" title="Quick Actions" titleSize="md">
        <Inline gap="sm">
          <Button asChild variant="secondary">
            <RouterLink to="/admin/challenges">Manage Challenges</RouterLink>
          </Button>
          <Button asChild variant="secondary">
            <RouterLink to="/admin/users">Manage Users</RouterLink>
          </Button>
          <Button asChild variant="secondary">
            <RouterLink to="/admin/settings">Application Settings</RouterLink>
          </Button>
        </Inline>
      </Card>
    </Stack>
  );
}

/**
 * /admin on the backend; a failed badge-stats load is only reported, and its card hidden. Totals
 * that failed can be asked for again ('Try Again'), and with them badge totals that failed too.
 */
export function AdminDashboard() {
  const stats = useAdminStats();
  const badgeStats = useMonthlyBadgeStats();
  const { loadError, retry } = useAdminLoadRetry(stats, ADMIN_STATS_FAILED, () =>
    Promise.all([stats.refetch(), badgeStats.isError ? badgeStats.refetch() : null]),
  );
  return (
    <AdminDashboardView
      stats={stats.data}
      error={loadError}
      retry={retry}
      badgeStats={badgeStats.data}
      badgeStatsLoading={badgeStats.isPending}
    />
  );
}
