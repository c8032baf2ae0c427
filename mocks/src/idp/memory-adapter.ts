import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * A small Map-based store for the local provider's sessions, grants and tokens. It lives as long
 * as the dev or preview server: a restart means members sign in again.
 */
const store = new Map<string, { payload: AdapterPayload; expiresAt?: number }>();
const byUid = new Map<string, string>();
const byUserCode = new Map<string, string>();
const byGrant = new Map<string, Set<string>>();

/**
 * The models a grant's revocation takes with it: what was issued under the grant. A session or
 * an interaction names a grant too, and must outlive its revocation: choosing another member at
 * the provider's page revokes the signed-in member's grant in the middle of the interaction, which
 * then goes on.
 */
const issuedUnderGrant = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export class MemoryAdapter implements Adapter {
  constructor(private readonly model: string) {}

  private key(id: string) {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
    const key = this.key(id);
    store.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
    if (payload.uid) byUid.set(payload.uid, key);
    if (payload.userCode) byUserCode.set(payload.userCode, key);
    if (payload.grantId && issuedUnderGrant.has(this.model)) {
      const keys = byGrant.get(payload.grantId) ?? new Set<string>();
      keys.add(key);
      byGrant.set(payload.grantId, keys);
    }
  }

  private read(key: string | undefined) {
    if (!key) return undefined;
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt < Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  async find(id: string) {
    return this.read(this.key(id));
  }

  async findByUid(uid: string) {
    return this.read(byUid.get(uid));
  }

  async findByUserCode(userCode: string) {
    return this.read(byUserCode.get(userCode));
  }

  async consume(id: string) {
    const payload = this.read(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string) {
    store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string) {
    for (const key of byGrant.get(grantId) ?? []) store.delete(key);
    byGrant.delete(grantId);
  }
}

/**
 * Forgets every session, grant and token, as a restart of the server would: signed-in pages can
 * no longer renew their tokens, so their sessions expire (for trying that by hand, and for tests).
 */
export function forgetAllSessions(): void {
  store.clear();
  byUid.clear();
  byUserCode.clear();
  byGrant.clear();
}
