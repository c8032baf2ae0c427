import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { PhotoFeedPage, PhotoPost } from '@reprally/api-client';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/query-keys';
import { heartOf, keepHeart } from './feed-cache';

const GROUP = 1;
const post = (id: number, hearted: boolean, count: number): PhotoPost => ({
  id,
  type: 'Meal',
  caption: '',
  challengeId: null,
  photoUrl: '/photo.jpg',
  uploadedAt: new Date('2026-11-18T08:00:00Z'),
  user: { name: 'Ana', profilePhotoUrl: null },
  reactionsCount: count,
  commentsCount: 0,
  currentUserReaction: hearted ? 'Heart' : null,
});
const feed = (posts: PhotoPost[]): InfiniteData<PhotoFeedPage, number> => ({
  pages: [{ photos: posts, hasMore: false }],
  pageParams: [0],
});

/** A cache holding the group's feed with post 7 not hearted (3 hearts). */
function cacheWithFeed() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.groupFeed(GROUP), feed([post(7, false, 3)]));
  return queryClient;
}

/** A read of the feed that lands when `land` is called, with the post as the server had it. */
function readInFlight(queryClient: QueryClient, answer: PhotoPost) {
  let land = () => {};
  const read = queryClient.fetchInfiniteQuery({
    queryKey: queryKeys.groupFeed(GROUP),
    initialPageParam: 0,
    queryFn: () =>
      new Promise<PhotoFeedPage>((resolve) => {
        land = () => resolve({ photos: [answer], hasMore: false });
      }),
  });
  return { read, land: () => land() };
}

const shown = (queryClient: QueryClient) =>
  queryClient.getQueryData<InfiniteData<PhotoFeedPage, number>>(queryKeys.groupFeed(GROUP))
    ?.pages[0]?.photos[0];

describe('keepHeart', () => {
  it('shows the heart at once, and keeps it over a read that began before the server had it', async () => {
    const queryClient = cacheWithFeed();
    const inFlight = readInFlight(queryClient, post(7, false, 3));
    const kept = keepHeart(queryClient, GROUP, 7, true);
    expect(shown(queryClient)).toMatchObject({ currentUserReaction: 'Heart', reactionsCount: 4 });
    kept.settled();
    inFlight.land();
    await inFlight.read;
    expect(shown(queryClient)).toMatchObject({ currentUserReaction: 'Heart', reactionsCount: 4 });
  });

  it('leaves a read that began after it settled, with nothing in flight, as the server sent it', async () => {
    const queryClient = cacheWithFeed();
    keepHeart(queryClient, GROUP, 7, true).settled();
    // someone else took it back meanwhile: the server's word stands
    const later = readInFlight(queryClient, post(7, false, 3));
    later.land();
    await later.read;
    expect(shown(queryClient)).toMatchObject({ currentUserReaction: null, reactionsCount: 3 });
  });

  it('keeps nothing once dropped: a read landing after a failure shows the server', async () => {
    const queryClient = cacheWithFeed();
    const inFlight = readInFlight(queryClient, post(7, false, 3));
    keepHeart(queryClient, GROUP, 7, true).dropped();
    inFlight.land();
    await inFlight.read;
    expect(shown(queryClient)).toMatchObject({ currentUserReaction: null, reactionsCount: 3 });
  });

  it('sets the heart, never toggles it: a page that already has it is left as it is', async () => {
    const queryClient = cacheWithFeed();
    const inFlight = readInFlight(queryClient, post(7, true, 4));
    keepHeart(queryClient, GROUP, 7, true);
    inFlight.land();
    await inFlight.read;
    expect(shown(queryClient)).toMatchObject({ currentUserReaction: 'Heart', reactionsCount: 4 });
    expect(heartOf(queryClient, GROUP, 7)).toBe(true);
  });
});
