import { useState, type ReactNode } from 'react';
import { ClockProvider } from '../clock/ClockProvider';
import { clockRunningFrom } from './story-time';

/**
 * For a story: the page's clock runs from `from` with the story's timers, from the moment the
 * story renders, so the story passes the time to a moment (midnight, a minute) rather than
 * waiting for it.
 */
export function RunningClock({ from, children }: { from: Date; children: ReactNode }) {
  const [clock] = useState(() => clockRunningFrom(from));
  return <ClockProvider clock={clock}>{children}</ClockProvider>;
}
