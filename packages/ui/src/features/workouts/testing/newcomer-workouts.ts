import { createWorkout, db, FIXED_NOW, personas } from '@reprally/mocks';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A story loader that gives Noor (persona newcomer) workouts the given numbers of days before
 * the fixed 'now', after the preview's loader has reset the database. Stories use it for the
 * states the seed does not hold: a streak of 1, a lapsed streak.
 */
export function newcomerWorkoutsLoader(daysAgo: readonly number[]) {
  return () => {
    for (const days of daysAgo) {
      const loggedAt = new Date(FIXED_NOW.getTime() - days * DAY_MS).toISOString();
      db.insert('workouts', createWorkout({ memberId: personas.newcomer.sub, loggedAt }));
    }
  };
}
