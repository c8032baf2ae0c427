import { formatDistanceStrict } from 'date-fns';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The longest a shown time waits before the clock is read again (months and years, a clock moved). */
const LONGEST_WAIT_MS = HOUR_MS;
/** The shortest: a clock that stands still just before a change is not read over and over. */
const SHORTEST_WAIT_MS = SECOND_MS;

/**
 * '3 days ago', from the clock's 'now' (never the system time, so stories stay fixed), counted in
 * whole units: '1 minute ago' until two minutes have passed. Under a minute ago reads 'just
 * now', and so does an instant after 'now' (her clock behind the server's): a fresh post or
 * comment is never '0 seconds ago' or 'in 3 minutes'.
 */
export function timeAgo(at: Date, now: Date): string {
  if (now.getTime() - at.getTime() < MINUTE_MS) return 'just now';
  return `${formatDistanceStrict(at, now, { roundingMethod: 'floor' })} ago`;
}

/**
 * How long until `timeAgo(at, now)` may read differently: to the next whole minute since `at`
 * while under an hour, the next whole hour while under a day, the next whole day after that, and
 * never more than an hour (months and years, or a clock moved meanwhile, are caught within it).
 */
export function untilTimeAgoChanges(at: Date, now: Date): number {
  const age = now.getTime() - at.getTime();
  let wait: number;
  if (age < 0) wait = MINUTE_MS - age;
  else {
    const unit = age < HOUR_MS ? MINUTE_MS : age < DAY_MS ? HOUR_MS : DAY_MS;
    wait = unit - (age % unit);
  }
  return Math.min(Math.max(wait, SHORTEST_WAIT_MS), LONGEST_WAIT_MS);
}
