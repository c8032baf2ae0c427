import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { askBeforeLeavingDrafts, draftKey } from './kept-draft';

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
