import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from './errors';
import { apiUrl, http, HttpResponse, useTestServer } from './testing/msw-server';

const server = useTestServer();

/** While true, fetching the module a call loads on demand fails, as it does offline. */
let callCodeUnreachable = false;

/** A client from a fresh copy of the package, whose call code has not been loaded yet. */
async function freshClient() {
  vi.resetModules();
  vi.doMock('./call-code', async (importOriginal) => {
    if (callCodeUnreachable) throw new TypeError('Failed to fetch dynamically imported module');
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
  callCodeUnreachable = false;
  vi.doUnmock('./call-code');
  server.events.removeAllListeners();
});

describe('the code a call needs (transport and response schemas), loaded on demand', () => {
  it('a read is not sent while it cannot be fetched, fails as unreachable, and works once it can', async () => {
    const client = await freshClient();
    const seen = requestsSeen();
    callCodeUnreachable = true;
    const error = (await client.groups.list().catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Failed to fetch groups: the server could not be reached');
    expect(seen).toEqual([]);

    callCodeUnreachable = false;
    server.use(http.get(apiUrl('/users/me/groups'), () => HttpResponse.json([])));
    await expect(client.groups.list()).resolves.toEqual([]);
    expect(seen).toEqual(['GET /api/v1/users/me/groups']);
  });

  it('a write is not sent either, so it never runs on the server while looking failed', async () => {
    const client = await freshClient();
    const seen = requestsSeen();
    callCodeUnreachable = true;
    const error = (await client.workouts.log().catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Failed to log workout: the server could not be reached');
    expect(seen).toEqual([]);

    callCodeUnreachable = false;
    server.use(http.post(apiUrl('/users/me/points'), () => HttpResponse.json({ anything: true })));
    await expect(client.workouts.log()).resolves.toBeUndefined();
    expect(seen).toEqual(['POST /api/v1/users/me/points']);
  });
});
