import { formatDistanceStrict } from 'date-fns';

const MINUTE_MS = 60 * 1000;

/**
 * '3 days ago', from the clock's 'now' (never the system time, so stories stay fixed). Under a
 * minute ago reads 'just now', and so does an instant after 'now' (her clock behind the
 * server's): a fresh post or comment is never '0 seconds ago' or 'in 3 minutes'.
 */
export function timeAgo(at: Date, now: Date): string {
  if (now.getTime() - at.getTime() < MINUTE_MS) return 'just now';
  return `${formatDistanceStrict(at, now)} ago`;
}
