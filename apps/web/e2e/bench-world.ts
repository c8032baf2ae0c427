/**
 * The TypeScript parts `npm run bench` (scripts/bench.mjs) uses, loaded in one go through Vite's
 * module runner: the mock API and the builds it serves, the sign-in of the end-to-end journeys and
 * the mock database the API answers from (one instance, so a reset here is the API's reset).
 */
export { buildAndPreview, freePort, startAppOnMockApi } from './app-servers';
export { chromiumArgs, executablePath } from './chromium';
export { signInAs } from './session';
export { db, resetDb } from '@reprally/mocks';
