import { Faker, base, en } from '@faker-js/faker';
import { serverNow } from './calendar';

/** The seed of the mock world; the same seed gives the same members, workouts and groups. */
export const MOCK_SEED = 20261118;

/** The mock world's own faker instance (never the shared default one, which others may reseed). */
export const faker = new Faker({ locale: [en, base] });

/** Reseeds here, inside the generating module, because imports are hoisted above any caller's seed. */
export function reseedFaker(): void {
  faker.seed(MOCK_SEED);
  faker.setDefaultRefDate(serverNow());
}

reseedFaker();
