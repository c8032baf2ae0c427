import { db } from './database';
import { seedDatabase } from './seed';
import type { DbSnapshot } from './tables';

export { db, Database } from './database';
export { seedDatabase } from './seed';
export * from './factories';
export type * from './tables';

let seeded: DbSnapshot | undefined;

/** The seed, made once and kept as a snapshot so later resets only copy it. */
function seedSnapshot(): DbSnapshot {
  if (!seeded) {
    seedDatabase();
    seeded = db.snapshot();
  }
  return seeded;
}

// the mock world is seeded on first use, so stories without network calls never pay for it
db.fillLazily(() => {
  db.restore(seedSnapshot());
});

/** Puts the mock world back to its seed (between tests, or 'Reset demo data'). */
export function resetDb(): void {
  db.restore(seedSnapshot());
}

/** A JSON-safe copy of the whole database. */
export const snapshotDb = (): DbSnapshot => db.snapshot();
