import { expect, waitFor } from 'storybook/test';
import { browserTimers } from '../clock/timers';
import { passableTimers, type PassableTimers } from '../clock/passable-timers';
import type { Clock } from '../clock/ClockProvider';

let current: PassableTimers | null = null;

/**
 * A story's own timers: the stories' clock decorator starts them for every story, hands them to
 * the page, and drops what still waits on them when the story goes.
 */
export function startStoryTime(): PassableTimers {
  current = passableTimers({ base: browserTimers });
  return current;
}

/**
 * The timers of the story on screen. A story passes time on them (`storyTime().pass(4000)`)
 * instead of waiting out a message that goes by itself, and holds them first
 * (`storyTime().hold()`) to look at the page just before the delay ends.
 */
export function storyTime(): PassableTimers {
  if (!current) throw new Error('No story is running: the clock decorator starts its timers.');
  return current;
}

/**
 * A clock that runs from `start` with the story's timers, passed time included: the page's 'now'
 * and its timers agree, so a story passes the time to a moment (midnight) instead of waiting.
 */
export function clockRunningFrom(start: Date): Clock {
  const time = storyTime();
  const from = start.getTime() - time.elapsed();
  return { now: () => new Date(from + time.elapsed()) };
}

/**
 * Passes the `ms` a timer on the page runs for, once a timer due within them waits: a timer set
 * by an effect is set just after the render that shows what it will clear, so a story that has
 * seen the message waits for its timer before passing the time. On a page where other timers may
 * fall due as soon, a story counts them instead (`storyTime().waiting()`).
 */
export async function passTimer(ms: number): Promise<void> {
  const time = storyTime();
  await waitFor(() => expect(time.untilNext()).toBeLessThanOrEqual(ms));
  time.pass(ms);
}
