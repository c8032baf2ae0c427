import { describe, expect, it } from 'vitest';
import { createMockAccessToken, decodeAccessToken, readBearerClaims } from './auth';
import { personas } from './personas';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('bearer tokens on the mock server', () => {
  it('reads back the persona of a mock token', () => {
    expect(decodeAccessToken(createMockAccessToken(personas.admin))).toMatchObject({
      sub: 'admin-kai',
      roles: ['Admin'],
      email: personas.admin.email,
    });
  });

  it('reads a signed RS256 token of the identity provider without checking the signature', () => {
    const token = `${base64Url({ alg: 'RS256', kid: 'k1' })}.${base64Url({ sub: 'member-ana', roles: ['Member'], name: 'Ana Moreno ✨' })}.c2lnbmF0dXJl`;
    expect(decodeAccessToken(token)).toEqual({
      sub: 'member-ana',
      roles: ['Member'],
      name: 'Ana Moreno ✨',
    });
  });

  it('accepts a namespaced roles claim as Auth0 writes it', () => {
    const token = `${base64Url({ alg: 'RS256' })}.${base64Url({ sub: 'admin-kai', 'https://reprally.app/roles': ['Admin'] })}.x`;
    expect(decodeAccessToken(token)?.roles).toEqual(['Admin']);
  });

  it('refuses what is not a JWT with a subject', () => {
    expect(decodeAccessToken('not-a-token')).toBeNull();
    expect(
      decodeAccessToken(`${base64Url({ alg: 'none' })}.${base64Url({ roles: [] })}.`),
    ).toBeNull();
    expect(decodeAccessToken('a.%%%.c')).toBeNull();
    const request = new Request('http://localhost/api/v1/leaderboard', {
      headers: { authorization: 'Basic abc' },
    });
    expect(readBearerClaims(request)).toBeNull();
  });
});
