export { FIXED_NOW } from './clock';
export { personas, type Persona, type PersonaName } from './personas';
export { handlers, allHandlers, routeGroups, type HandlerGroupName } from './handlers/index';
export { handlerForCall, type CallResolver } from './handlers/route';
export {
  scenarios,
  unansweredRequests,
  resetUnansweredRequests,
  type GroupScenarios,
  type ScenarioOptions,
} from './scenarios/index';
export { createMockAccessToken, decodeAccessToken, type AccessTokenClaims } from './auth';
export { db, resetDb, seedDatabase, snapshotDb, Database } from './db/index';
export * from './db/factories';
export type * from './db/tables';
export { MOCK_SEED } from './db/faker';
export { serverNow, setServerClock } from './db/calendar';
export {
  hostile,
  hostileCategories,
  hostileCorpus,
  hostileMemberSeeds,
  hostilePictureUrls,
  hostileStrings,
  hostileUrls,
  longWord,
  type HostileCategory,
  type HostileString,
} from './db/hostile';
export {
  hostileTextFields,
  hostileUrlFields,
  seedHostile,
  type HostileTextField,
  type HostileUrlField,
  type HostileWorld,
} from './db/hostile-seed';
export { avatarUrl, brokenImageUrl, photoUrl } from './db/media';
export { outage } from './scenarios/outage';
export { longHistory } from './scenarios/workouts';
export { heldAnswers } from './scenarios/held';
export { lostAnswers } from './scenarios/lost-answer';
