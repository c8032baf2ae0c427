import { setupServer } from 'msw/node';
import { allHandlers } from './handlers/index';

/**
 * The mock backend for Vitest in Node. Tests start it with
 * `server.listen({ onUnhandledRequest: 'error' })`, override a group with
 * `server.use(...scenarios.<group>.error(500))`, and call `resetDb()` between tests.
 */
export const server = setupServer(...allHandlers());
