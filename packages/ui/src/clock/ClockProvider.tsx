import { createContext, use, type ReactNode } from 'react';

/** Where 'now' comes from. Stories and tests pass a fixed clock; the app uses the system one. */
export type Clock = { now: () => Date };

// The one place product code may read the system time.
// eslint-disable-next-line no-restricted-syntax -- the system clock is the default clock
export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date | string | number): Clock {
  const time = new Date(at).getTime();
  return { now: () => new Date(time) };
}

const ClockContext = createContext<Clock>(systemClock);

export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext value={clock}>{children}</ClockContext>;
}

export function useClock(): Clock {
  return use(ClockContext);
}
