/**
 * The one fixed 'now' of the mock world: the seeded database, every story and every test
 * run at this instant, so screenshots and assertions never depend on the day they run.
 * A Wednesday late in November, mid-morning UTC.
 */
export const FIXED_NOW = new Date('2026-11-18T10:30:00.000Z');
