import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { readAgain } from '../../../api/read-again';
import { useClock } from '../../../clock/ClockProvider';
import { useTimers } from '../../../clock/timers';

/** What the server counts by its month (UTC): the ranking, her goal, the month's badges. */
export const countedByTheMonth = [
  queryKeys.monthlyWarriors,
  queryKeys.monthlyGoal,
  queryKeys.monthlyBadges,
] as const;

/** The longest the page waits before it looks at the month again. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

const serverMonth = (at: Date) => at.getUTCFullYear() * 12 + at.getUTCMonth();

/**
 * How long to wait before looking at the server's month again: until just after its next turn
 * (midnight UTC on the 1st), and never more than an hour, so a clock that changed meanwhile (a
 * laptop waking up) is caught within the hour.
 */
export function untilNextMonthCheck(now: Date): number {
  const turn = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.min(Math.max(turn - now.getTime(), 0) + 50, LONGEST_WAIT_MS);
}

/**
 * After the month's turn by the device's clock, when the reads are asked for again: at once, then
 * a minute and five minutes later. A device's clock can run some seconds or minutes ahead of the
 * server's, whose answer at the first read is then still last month's.
 */
export const READS_AFTER_THE_TURN_MS = [0, 60 * 1000, 5 * 60 * 1000] as const;

/**
 * A page left open over the server's month's turn reads what it counts by the month again, so
 * the Warriors ranking, her goal and the month's badges move to the new month with the calendar
 * beside them, without her doing anything (each read shows its own month). Only while `active`
 * (she is signed in).
 */
export function useMonthTurnReadsAgain(active: boolean): void {
  const clock = useClock();
  const timers = useTimers();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    let month = serverMonth(clock.now());
    let watch: number;
    const reads: number[] = [];
    const readAgainNow = () => {
      for (const queryKey of countedByTheMonth) void readAgain(queryClient, { queryKey });
    };
    const wait = () => {
      watch = timers.setTimeout(() => {
        const now = serverMonth(clock.now());
        if (now !== month) {
          month = now;
          for (const ms of READS_AFTER_THE_TURN_MS) reads.push(timers.setTimeout(readAgainNow, ms));
        }
        wait();
      }, untilNextMonthCheck(clock.now()));
    };
    wait();
    return () => {
      timers.clearTimeout(watch);
      for (const read of reads) timers.clearTimeout(read);
    };
  }, [active, clock, timers, queryClient]);
}
