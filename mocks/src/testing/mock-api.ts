import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createMockAccessToken } from '../auth';
import { resetDb } from '../db/index';
import { server } from '../node';
import type { Persona } from '../personas';

export const BASE_URL = 'http://localhost/api/v1';

/** Starts the Node mock server for a test file and puts the database back to the seed before each test. */
export function useMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetDb());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export type MockAnswer = { status: number; body: unknown };

type Who = Pick<Persona, 'sub' | 'roles'> | 'anonymous' | { token: string };

function authorization(who: Who): Record<string, string> {
  if (who === 'anonymous') return {};
  const token = 'token' in who ? who.token : createMockAccessToken(who);
  return { authorization: `Bearer ${token}` };
}

async function call(who: Who, method: string, path: string, body?: unknown): Promise<MockAnswer> {
  const headers: Record<string, string> = { ...authorization(who) };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${BASE_URL}${path}`, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** Raw HTTP calls to the mock server as someone (a persona, a member row's id, nobody, or a raw token). */
export function as(who: Who) {
  return {
    get: (path: string) => call(who, 'GET', path),
    post: (path: string, body?: unknown) => call(who, 'POST', path, body),
    put: (path: string, body?: unknown) => call(who, 'PUT', path, body),
    delete: (path: string) => call(who, 'DELETE', path),
  };
}

/** A member (by id) as a persona-like caller, for members the seed or a test created. */
export const memberCaller = (id: string, roles: readonly string[] = []) => ({ sub: id, roles });
