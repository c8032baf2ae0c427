import { useFirstAnswerHeld } from '../../api/first-answer';
import { useWorkouts } from '../workouts/workout-queries';
import type { DayKey } from './calendar-day';
import { dailyActivity } from './daily-activity';
import { useLocalCalendar } from './use-local-calendar';

/** The member's workouts counted per local day, as the calendar and the heat map show them. */
export type DailyActivityState =
  | {
      status: 'loading';
      /** The member's local today, so a placeholder can take the shape of the days to come. */
      today?: DayKey;
    }
  | { status: 'error' }
  | {
      /** 'empty': no workouts at all. */
      status: 'empty' | 'loaded';
      /** Workouts per local day ('YYYY-MM-DD'). */
      counts: ReadonlyMap<DayKey, number>;
      /** The member's local today. */
      today: DayKey;
    };

/** Workouts per local day in `timeZone` (the device's by default), with the local today. */
export function useDailyActivity(timeZone?: string): DailyActivityState {
  const workouts = useWorkouts();
  const calendar = useLocalCalendar(timeZone);
  const held = useFirstAnswerHeld(workouts.isPending);
  if (workouts.isPending || held) return { status: 'loading', today: calendar.today };
  // read again and failed, her workouts stay: the failure is said beside them (the page's banner)
  if (workouts.data === undefined) return { status: 'error' };
  return {
    status: workouts.data.length === 0 ? 'empty' : 'loaded',
    counts: dailyActivity(workouts.data, calendar.timeZone),
    today: calendar.today,
  };
}
