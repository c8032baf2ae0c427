import { formatDistanceStrict } from 'date-fns';

/** '3 days ago', from the clock's 'now' (never the system time, so stories stay fixed). */
export function timeAgo(at: Date, now: Date): string {
  return `${formatDistanceStrict(at, now)} ago`;
}
