import { db } from './database';
import { seedDatabase } from './seed';
import type { DbSnapshot } from './tables';

export { db, Database } from './database';
export { seedDatabase } from './seed';
export * from './factories';
export type * from './tables';

seedDatabase();
const seeded: DbSnapshot = db.snapshot();

/** Puts the mock world back to its seed (between tests, or 'Reset demo data'). */
export function resetDb(): void {
  db.restore(seeded);
}

/** A JSON-safe copy of the whole database. */
export const snapshotDb = (): DbSnapshot => db.snapshot();
