import { db } from './database';
import { seedDatabase } from './seed';

export { db, Database } from './database';
export { seedDatabase } from './seed';
export * from './factories';
export type * from './tables';

seedDatabase();

/** Puts the mock world back to its seed (between tests, or 'Reset demo data'). */
export function resetDb(): void {
  seedDatabase();
}

/** A JSON-safe copy of the whole database. */
export const snapshotDb = () => db.snapshot();
