import type { ReactNode } from 'react';
import type { MonthlyWarriors } from '@reprally/api-client';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Box } from '../../../layout/Box';
import { Stack } from '../../../layout/Stack';
import { Alert } from '../../../primitives/Alert';
import { PageHeader } from '../../../primitives/PageHeader';
import { useSignedInUserId } from '../../../session/SessionContext';
import { ActivityCalendar } from '../../activity/ActivityCalendar';
import { monthOf } from '../../activity/calendar-day';
import { useLocalCalendar } from '../../activity/use-local-calendar';
import { MonthlyGoalCard } from '../MonthlyGoalCard';
import { WARRIORS_ERROR, WARRIORS_TITLE } from '../MonthlyWarriorsCard/MonthlyWarriorsCard';
import { monthNameOf } from '../monthly-warriors';
import { TopWarriorsCard } from '../TopWarriorsCard';
import { useMonthlyWarriors } from '../useMonthlyWarriors';
import { YourMonthStatsCard } from '../YourMonthStatsCard';

export type MonthlyWarriorsPageViewProps = {
  /** The month shown while the ranking loads (the member's current month). */
  year: number;
  month: number;
  /** This month's ranking; undefined while loading. */
  warriors?: MonthlyWarriors;
  /** The ranking failed to load. */
  failed?: boolean;
  /** The signed-in member, highlighted in the list. */
  currentUserId?: string | null;
  /** The monthly goal card (MonthlyGoalCard in the app). */
  goal?: ReactNode;
  /** The month's activity calendar (ActivityCalendar in the app). */
  calendar?: ReactNode;
};

/**
 * The Monthly Workout Warriors page: this month's Top Warriors, the member's own month
 * (rank, workouts, total users), their monthly goal and the month's activity calendar.
 */
export function MonthlyWarriorsPageView({
  year,
  month,
  warriors,
  failed = false,
  currentUserId = null,
  goal,
  calendar,
}: MonthlyWarriorsPageViewProps) {
  useDocumentTitle(WARRIORS_TITLE);
  const monthName = warriors?.monthName ?? monthNameOf(year, month);
  const shownYear = warriors?.year ?? year;
  const unavailable = warriors === undefined && failed;

  return (
    <Stack gap="lg" width="full" maxWidth="content" marginX="auto">
      <PageHeader
        title={WARRIORS_TITLE}
        subtitle={`Top performers for ${monthName} ${shownYear}`}
      />
      {unavailable ? <Alert>{WARRIORS_ERROR}</Alert> : null}
      <Box
        display="grid"
        gridTemplateColumns={{ mobile: 1, desktop: 'sidebar' }}
        gap="lg"
        alignItems="flex-start"
      >
        <Stack gap="lg" minWidth={0}>
          {unavailable ? null : (
            <TopWarriorsCard warriors={warriors} currentUserId={currentUserId} />
          )}
        </Stack>
        <Stack gap="lg" minWidth={0}>
          {unavailable ? null : <YourMonthStatsCard monthName={monthName} warriors={warriors} />}
          {goal}
          {calendar}
        </Stack>
      </Box>
    </Stack>
  );
}

/** The /monthly-warriors screen for the signed-in member. */
export function MonthlyWarriorsPage() {
  const { data, isError } = useMonthlyWarriors();
  const currentUserId = useSignedInUserId();
  const { year, month } = monthOf(useLocalCalendar().today);
  return (
    <MonthlyWarriorsPageView
      year={year}
      month={month}
      warriors={data}
      failed={isError}
      currentUserId={currentUserId}
      goal={<MonthlyGoalCard />}
      calendar={<ActivityCalendar />}
    />
  );
}
