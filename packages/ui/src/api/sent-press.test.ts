import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keepDraft, keptDraft } from './kept-draft';
import { followLeftPress, keptFailure, sendKeptDrafts } from './sent-press';

/** A request the test answers: `fail(reason)`. */
function heldRequest() {
  let fail: (reason: unknown) => void = () => undefined;
  const request = new Promise<never>((_, reject) => {
    fail = reject;
  });
  return { request, fail };
}

describe('followLeftPress', () => {
  it('gives the draft and the failure no form said, then forgets them', async () => {
    const client = new QueryClient();
    keepDraft(client, 'goal', '12');
    const { request, fail } = heldRequest();
    sendKeptDrafts(client, ['goal'], request, () => false).catch(() => undefined);
    const followed = followLeftPress<string>(client, 'goal');
    fail(new Error('Failed to save goal: 500'));
    await expect(followed).resolves.toEqual({
      value: '12',
      failure: { reason: new Error('Failed to save goal: 500') },
    });
    expect(keptDraft(client, 'goal')).toBeUndefined();
  });

  it('leaves them for the next form when the form following it has gone too', async () => {
    const client = new QueryClient();
    keepDraft(client, 'goal', '12');
    const { request, fail } = heldRequest();
    sendKeptDrafts(client, ['goal'], request, () => false).catch(() => undefined);
    const following = new AbortController();
    const followed = followLeftPress<string>(client, 'goal', following.signal);
    following.abort();
    fail(new Error('Failed to save goal: 500'));
    await expect(followed).resolves.toBeUndefined();
    expect(keptDraft(client, 'goal')?.value).toBe('12');
    expect(keptFailure(client, 'goal')?.reason).toEqual(new Error('Failed to save goal: 500'));
  });
});
