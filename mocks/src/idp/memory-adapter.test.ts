import { describe, expect, it } from 'vitest';
import { MemoryAdapter } from './memory-adapter';

describe("the local provider's store", () => {
  it("takes a grant's tokens with its revocation, and leaves the interaction and session naming it", async () => {
    const tokens = new MemoryAdapter('AccessToken');
    const interactions = new MemoryAdapter('Interaction');
    const sessions = new MemoryAdapter('Session');
    await tokens.upsert('token-1', { grantId: 'grant-ana' }, 60);
    await interactions.upsert('interaction-1', { grantId: 'grant-ana', uid: 'i-1' }, 60);
    await sessions.upsert('session-1', { grantId: 'grant-ana', uid: 's-1' }, 60);

    // another member chosen on the provider's page: the signed-in member's grant is revoked while
    // the interaction that chose her goes on
    await tokens.revokeByGrantId('grant-ana');

    expect(await tokens.find('token-1')).toBeUndefined();
    expect(await interactions.find('interaction-1')).toMatchObject({ uid: 'i-1' });
    expect(await sessions.findByUid('s-1')).toMatchObject({ uid: 's-1' });
  });
});
