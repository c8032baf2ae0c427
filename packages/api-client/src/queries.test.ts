import { describe, expect, it } from 'vitest';
import { apiUrl, createTestClient, http, HttpResponse, useTestServer } from './testing/msw-server';

const server = useTestServer();

/** Records the query string of each request to `path`, answering `body`. */
function receiveQueries(method: 'get' | 'post', path: string, body: unknown) {
  const queries: Record<string, string>[] = [];
  server.use(
    http[method](apiUrl(path), ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(body as never);
    }),
  );
  return queries;
}

const emptyPage = { photos: [], HasMore: false };

describe('photo feed query', () => {
  it('asks for the first page of 20 by default', async () => {
    const queries = receiveQueries('get', '/groups/4/photos', emptyPage);
    await createTestClient().groups.photos.list(4);
    expect(queries).toEqual([{ limit: '20', offset: '0' }]);
  });

  it('passes the next offset, the challenge and the type filters', async () => {
    const queries = receiveQueries('get', '/groups/4/photos', emptyPage);
    await createTestClient().groups.photos.list(4, {
      offset: 20,
      challengeId: 9,
      type: 'Progress',
    });
    expect(queries).toEqual([{ limit: '20', offset: '20', challengeId: '9', type: 'Progress' }]);
  });
});

describe('user search query', () => {
  it('sends the text as q, encoded', async () => {
    const queries = receiveQueries('get', '/users/search', []);
    await createTestClient().users.search('ana & bo');
    expect(queries).toEqual([{ q: 'ana & bo' }]);
  });
});

describe('challenge leaderboard query', () => {
  const board = { measurementType: 'Waist', measurementTypes: [], participants: [] };

  it('sends measurementType when one is chosen', async () => {
    const queries = receiveQueries('get', '/groups/4/challenges/9/leaderboard', board);
    await createTestClient().groups.challenges.leaderboard(4, 9, { measurementType: 'Body Fat' });
    expect(queries).toEqual([{ measurementType: 'Body Fat' }]);
  });

  it('sends no query when none is chosen', async () => {
    const queries = receiveQueries('get', '/groups/4/challenges/9/leaderboard', board);
    await createTestClient().groups.challenges.leaderboard(4, 9);
    expect(queries).toEqual([{}]);
  });
});

describe('evaluate-all query', () => {
  it('adds year and month when both are given', async () => {
    const queries = receiveQueries('post', '/admin/monthly-badges/evaluate-all', {
      badgesAwarded: 3,
    });
    const result = await createTestClient().admin.monthlyBadges.evaluateAll({
      year: 2026,
      month: 10,
    });
    expect(result).toEqual({ badgesAwarded: 3 });
    expect(queries).toEqual([{ year: '2026', month: '10' }]);
  });

  it.each([
    ['neither', {}],
    ['only the year', { year: 2026 }],
    ['only the month', { month: 10 }],
  ])('adds nothing when given %s', async (_case, period) => {
    const queries = receiveQueries('post', '/admin/monthly-badges/evaluate-all', {
      badgesAwarded: 0,
    });
    await createTestClient().admin.monthlyBadges.evaluateAll(period);
    expect(queries).toEqual([{}]);
  });
});
