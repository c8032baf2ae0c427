import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { askBeforeLeavingDrafts, draftKey, keepDraft } from './kept-draft';
import { failureTold, keptFailure, sendKeptDrafts } from './sent-press';

/** Whether leaving the page now would ask first: its 'beforeunload' is cancelled. */
function leavingAsks(target: EventTarget) {
  const event = new Event('beforeunload', { cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leaving a page with drafts', () => {
  it('asks only while a draft is kept', () => {
    const client = new QueryClient();
    const page = new EventTarget();
    const stop = askBeforeLeavingDrafts(client, page as unknown as Window);
    expect(leavingAsks(page)).toBe(false);

    client.setQueryData(draftKey('create-group'), { value: { name: 'Sunrise Rowers' } });
    expect(leavingAsks(page)).toBe(true);
    // her data is not a draft: a page showing it leaves without asking
    client.removeQueries({ queryKey: draftKey('create-group') });
    client.setQueryData(['groups', 'mine'], []);
    expect(leavingAsks(page)).toBe(false);

    client.setQueryData(draftKey('comment:1:7'), { value: 'Strong fin' });
    expect(leavingAsks(page)).toBe(true);
    // logging out clears the cache, drafts with it
    client.clear();
    expect(leavingAsks(page)).toBe(false);

    client.setQueryData(draftKey('comment:1:7'), { value: 'Strong fin' });
    stop();
    expect(leavingAsks(page)).toBe(false);
  });
});

describe('sending what a form kept', () => {
  // the form that sent it is still there, or she has left it
  const shown = () => true;
  const left = () => false;
  const kept = (client: QueryClient, name: string) =>
    client.getQueryData<{ value: unknown; sent?: Promise<unknown> }>(draftKey(name));

  it('marks the drafts with the request while it is on its way, and forgets them once answered', async () => {
    const client = new QueryClient();
    keepDraft(client, 'create-challenge:1', { name: 'Spring Cut' });
    keepDraft(client, 'create-challenge-type:1', 'Neck');
    let answer: (id: number) => void = () => undefined;
    const request = new Promise<number>((resolve) => {
      answer = resolve;
    });
    const sent = sendKeptDrafts(
      client,
      ['create-challenge:1', 'create-challenge-type:1'],
      request,
      shown,
    );
    expect(kept(client, 'create-challenge:1')?.sent).toBe(request);
    expect(kept(client, 'create-challenge-type:1')?.sent).toBe(request);
    // a change typed while it is on its way keeps the mark
    keepDraft(client, 'create-challenge:1', { name: 'Spring Cut 2' });
    expect(kept(client, 'create-challenge:1')).toEqual({
      value: { name: 'Spring Cut 2' },
      sent: request,
    });

    answer(7);
    await expect(sent).resolves.toBe(7);
    expect(kept(client, 'create-challenge:1')).toBeUndefined();
    expect(kept(client, 'create-challenge-type:1')).toBeUndefined();
  });

  it('keeps the drafts, no longer marked, when the request fails in the form that sent it', async () => {
    const client = new QueryClient();
    keepDraft(client, 'create-group', { name: 'Lunch Break Lifters' });
    const failure = new Error('Failed to create group: 500');
    const sent = sendKeptDrafts(client, ['create-group'], Promise.reject(failure), shown);
    await expect(sent).rejects.toBe(failure);
    // the form said why itself: nothing is kept to say it again
    expect(kept(client, 'create-group')).toEqual({
      value: { name: 'Lunch Break Lifters' },
      sent: undefined,
    });
    expect(keptFailure(client, 'create-group')).toBeUndefined();
  });

  it('keeps a failure no form showed with the drafts, until a form has told it', async () => {
    const client = new QueryClient();
    const [form, type] = ['create-challenge:1', 'create-challenge-type:1'] as const;
    const names = [form, type];
    keepDraft(client, form, { name: 'Spring Cut' });
    keepDraft(client, type, 'Grip');
    const failure = new Error('Failed to create challenge: 500');
    // she left the form before the answer
    await expect(sendKeptDrafts(client, names, Promise.reject(failure), left)).rejects.toBe(
      failure,
    );
    for (const name of names) {
      expect(kept(client, name)?.sent).toBeUndefined();
      expect(keptFailure(client, name)).toEqual({ reason: failure });
    }
    failureTold(client, names);
    expect(kept(client, form)).toEqual({
      value: { name: 'Spring Cut' },
      sent: undefined,
    });
    expect(keptFailure(client, type)).toBeUndefined();

    // a change she makes to the draft leaves the failure behind: she is back on the form
    await expect(sendKeptDrafts(client, names, Promise.reject(failure), left)).rejects.toBe(
      failure,
    );
    keepDraft(client, form, { name: 'Spring Cut 2' });
    expect(keptFailure(client, form)).toBeUndefined();
  });

  it('sends a form with nothing kept without keeping anything', async () => {
    const client = new QueryClient();
    await expect(sendKeptDrafts(client, ['create-group'], Promise.resolve(3), shown)).resolves.toBe(
      3,
    );
    expect(kept(client, 'create-group')).toBeUndefined();
  });
});
