import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from './errors';
import { apiUrl, http, HttpResponse, useTestServer } from './testing/msw-server';

const server = useTestServer();

/** While true, fetching the response schemas' module fails, as it does offline. */
let schemasUnreachable = false;

/** A client from a fresh copy of the package, whose schemas have not been loaded yet. */
async function freshClient() {
  vi.resetModules();
  vi.doMock('./response-schemas', async (importOriginal) => {
    if (schemasUnreachable) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const { createTestClient } = await import('./testing/msw-server');
  return createTestClient();
}

/** Records every API request that reaches the server. */
function requestsSeen() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

afterEach(() => {
  schemasUnreachable = false;
  vi.doUnmock('./response-schemas');
  server.events.removeAllListeners();
});

describe('the response schemas, loaded on demand', () => {
  it('a call that reads its answer is not sent while they cannot be fetched, and works once they can', async () => {
    const client = await freshClient();
    const seen = requestsSeen();
    schemasUnreachable = true;
    const error = (await client.groups.list().catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Failed to fetch groups: the server could not be reached');
    expect(seen).toEqual([]);

    schemasUnreachable = false;
    server.use(http.get(apiUrl('/users/me/groups'), () => HttpResponse.json([])));
    await expect(client.groups.list()).resolves.toEqual([]);
    expect(seen).toEqual(['GET /api/v1/users/me/groups']);
  });

  it('a call whose answer is not read goes out without them', async () => {
    const client = await freshClient();
    const seen = requestsSeen();
    schemasUnreachable = true;
    server.use(http.post(apiUrl('/users/me/points'), () => HttpResponse.json({ anything: true })));
    await expect(client.workouts.log()).resolves.toBeUndefined();
    expect(seen).toEqual(['POST /api/v1/users/me/points']);
  });
});
