import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../client';

export { delay, http, HttpResponse } from 'msw';
export type { JsonBodyType } from 'msw';

/** Axios in Node needs absolute URLs; handlers match them with `*\/api/v1/...`. */
export const TEST_BASE_URL = 'http://localhost/api/v1';
export const TEST_TOKEN = 'test-access-token';

export const apiUrl = (path: string): string => `*/api/v1${path}`;

export const createTestClient = (options: Partial<ApiClientOptions> = {}) =>
  createApiClient({
    baseURL: TEST_BASE_URL,
    getAccessToken: async () => TEST_TOKEN,
    ...options,
  });

/** One msw server per test file; unknown requests are errors, handlers reset after each test. */
export function useTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
