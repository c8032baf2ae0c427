import type { ReactNode } from 'react';
import type { MonthlyWarriors } from '@reprally/api-client';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Box } from '../../../layout/Box';
import { Stack } from '../../../layout/Stack';
import { PageHeader } from '../../../primitives/PageHeader';
import { useSignedInUserId } from '../../../session/SessionContext';
import { ActivityCalendar } from '../../activity/ActivityCalendar';
import { monthOf } from '../../activity/calendar-day';
import { LoadFailure, useReadRetry } from '../../errors/LoadFailure';
import { useLocalCalendar } from '../../activity/use-local-calendar';
import { LogWorkoutButton } from '../../workouts/LogWorkoutButton';
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
  /** Asks for the ranking again after a failed load ('Try Again'). */
  onTryAgain?: () => void;
  /** The ranking is being asked for again: 'Try Again' is busy. */
  asking?: boolean;
  /** Which failure this is: a new one is said again. */
  attempt?: number;
  /** The signed-in member, highlighted in the list. */
  currentUserId?: string | null;
  /** The monthly goal card (MonthlyGoalCard in the app). */
  goal?: ReactNode;
  /** The month's activity calendar (ActivityCalendar in the app). */
  calendar?: ReactNode;
  /** The header's Log Workout (features/workouts' LogWorkoutButton in the app). */
  logWorkout?: ReactNode;
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
  onTryAgain,
  asking = false,
  attempt = 0,
  currentUserId = null,
  goal,
  calendar,
  logWorkout,
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
        actions={logWorkout}
      />
      <Box
        display="grid"
        gridTemplateColumns={{ mobile: 1, desktop: 'sidebar' }}
        gap="lg"
        alignItems="flex-start"
      >
        {/* a ranking that could not be read says so where it goes, beside the goal */}
        <Stack gap="lg" minWidth={0}>
          {!unavailable ? (
            <TopWarriorsCard warriors={warriors} currentUserId={currentUserId} />
          ) : (
            <LoadFailure
              message={WARRIORS_ERROR}
              attempt={attempt}
              asking={asking}
              onTryAgain={onTryAgain}
            />
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

/**
 * The /monthly-warriors screen for the signed-in member; a failed ranking can be asked again. Log
 * Workout stands in its header, as on the leaderboard: a spot in the ranking is a workout away.
 */
export function MonthlyWarriorsPage({
  logWorkout = <LogWorkoutButton />,
}: {
  /** Replaces the page's own LogWorkoutButton. */
  logWorkout?: ReactNode;
}) {
  const warriors = useMonthlyWarriors();
  const currentUserId = useSignedInUserId();
  const { year, month } = monthOf(useLocalCalendar().today);
  // the page words any failure of the ranking the same way
  const { failure, retry } = useReadRetry(warriors, () => WARRIORS_ERROR);
  return (
    <MonthlyWarriorsPageView
      year={year}
      month={month}
      warriors={warriors.data}
      failed={failure !== null}
      {...retry}
      currentUserId={currentUserId}
      goal={<MonthlyGoalCard />}
      calendar={<ActivityCalendar canTryAgain />}
      logWorkout={logWorkout}
    />
  );
}
