import { describe, expect, it } from 'vitest';
import { callCatalogue } from './catalogue';
import { ApiError, AUTH_FAILURE_MESSAGE } from './errors';
import {
  apiUrl,
  createTestClient,
  delay,
  http,
  HttpResponse,
  TEST_TOKEN,
  type JsonBodyType,
  useTestServer,
} from './testing/msw-server';

const server = useTestServer();

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

type Seen = { method: string; path: string; authorization: string | null };

/** Answers every API request with `status` and records what arrived. */
function answerEverythingWith(status: number, body: JsonBodyType = { error: 'boom' }) {
  const seen: Seen[] = [];
  server.use(
    http.all(apiUrl('/*'), ({ request }) => {
      seen.push({
        method: request.method,
        path: new URL(request.url).pathname,
        authorization: request.headers.get('authorization'),
      });
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

/** The product's error texts, written out by hand, independent of endpoints.ts. */
const specPrefixes: Record<string, string> = {
  'leaderboard.get': 'Failed to fetch leaderboard',
  'challenges.list': 'Failed to fetch challenges',
  'workouts.list': 'Failed to fetch workouts',
  'workouts.stats': 'Failed to fetch workout stats',
  'workouts.log': 'Failed to log workout',
  'profile.get': 'Failed to fetch profile',
  'profile.update': 'Failed to update profile',
  'profile.uploadPhoto': 'Failed to upload photo',
  'monthlyWarriors.get': 'Failed to fetch monthly warriors',
  'monthlyGoals.current': 'Failed to fetch monthly goal',
  'monthlyGoals.set': 'Failed to set monthly goal',
  'monthlyBadges.current': 'Failed to fetch current month badges',
  'monthlyBadges.forMonth': 'Failed to fetch monthly badges for 2026/11',
  'monthlyBadges.all': 'Failed to fetch all monthly badges',
  'monthlyBadges.markNotified': 'Failed to mark badges as notified',
  'invites.pending': 'Failed to fetch group invites',
  'errors.send': 'Failed to report error',
  'groups.list': 'Failed to fetch groups',
  'groups.create': 'Failed to create group',
  'groups.get': 'Failed to fetch group details',
  'groups.update': 'Failed to update group',
  'groups.members.remove': 'Failed to remove member',
  'groups.members.setRole': 'Failed to update member role',
  'groups.challenges.list': 'Failed to fetch group challenges',
  'groups.challenges.create': 'Failed to create group challenge',
  'groups.challenges.get': 'Failed to fetch group challenge',
  'groups.challenges.myMeasurements': 'Failed to fetch user measurements',
  'groups.challenges.submitMeasurements': 'Failed to submit measurements',
  'groups.challenges.leaderboard': 'Failed to fetch challenge leaderboard',
  'groups.photos.list': 'Failed to fetch group photos',
  'groups.photos.share': 'Failed to share photo',
  'groups.photos.comments.list': 'Failed to fetch photo comments',
  'groups.photos.comments.add': 'Failed to add comment',
  'groups.photos.react': 'Failed to add reaction',
  'groups.inviteUser': 'Failed to invite user',
  'groups.inviteByEmail': 'Failed to send email invite',
  'invites.accept': 'Failed to accept or reject invite',
  'invites.reject': 'Failed to accept or reject invite',
  'users.search': 'Failed to search users',
  'admin.stats.get': 'Failed to fetch admin stats',
  'admin.challenges.list': 'Failed to fetch admin challenges',
  'admin.challenges.create': 'Failed to create challenge',
  'admin.challenges.update': 'Failed to update challenge',
  'admin.challenges.delete': 'Failed to delete challenge',
  'admin.users.list': 'Failed to fetch admin users',
  'admin.monthlyBadges.list': 'Failed to fetch admin monthly badges',
  'admin.monthlyBadges.create': 'Failed to create monthly badge',
  'admin.monthlyBadges.update': 'Failed to update monthly badge',
  'admin.monthlyBadges.delete': 'Failed to delete monthly badge',
  'admin.monthlyBadges.stats': 'Failed to fetch monthly badge stats',
  'admin.monthlyBadges.evaluateAll': 'Failed to evaluate badges for all users',
};

describe('the call catalogue', () => {
  it('lists the 51 calls of the API once each', () => {
    expect(callCatalogue).toHaveLength(51);
    expect(new Set(callCatalogue.map((entry) => `${entry.method} ${entry.path}`)).size).toBe(51);
  });
});

describe('bearer token', () => {
  it.each(callCatalogue.map((entry) => [entry.name, entry] as const))(
    '%s sends Authorization: Bearer <token> to its method and path',
    async (_name, entry) => {
      const seen = answerEverythingWith(500);
      await entry.invoke(createTestClient()).catch(() => undefined);
      expect(seen).toHaveLength(1);
      expect(seen[0]?.method).toBe(entry.method);
      const pattern = new RegExp(`^/api/v1${entry.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
      expect(seen[0]?.path).toMatch(pattern);
      expect(seen[0]?.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    },
  );

  it.each([
    ['throws', () => Promise.reject(new Error('login_required'))],
    ['yields null', () => Promise.resolve(null)],
    ['yields undefined', () => Promise.resolve(undefined)],
    ['yields an empty string', () => Promise.resolve('')],
  ])(
    "fails with 'Failed to authenticate request' and sends nothing when the token getter %s",
    async (_case, getAccessToken) => {
      const seen = answerEverythingWith(200, []);
      const error = await failure(createTestClient({ getAccessToken }).leaderboard.get());
      expect(error.message).toBe(AUTH_FAILURE_MESSAGE);
      expect(error.kind).toBe('auth');
      expect(error.status).toBeNull();
      expect(seen).toHaveLength(0);
    },
  );
});

describe('non-OK answers', () => {
  it.each(callCatalogue.map((entry) => [entry.name, entry] as const))(
    '%s throws its error text with the status',
    async (_name, entry) => {
      answerEverythingWith(503);
      const error = await failure(entry.invoke(createTestClient()));
      expect(error.kind).toBe('http');
      expect(error.status).toBe(503);
      expect(error.message).toBe(`${specPrefixes[entry.name]}: 503`);
      expect(entry.expectedMessage(503)).toBe(error.message);
    },
  );

  it('covers every call with an error text', () => {
    expect(Object.keys(specPrefixes).sort()).toEqual(callCatalogue.map((e) => e.name).sort());
  });

  it.each([
    ['leaderboard.get', 500, 'Failed to fetch leaderboard: 500'],
    ['monthlyBadges.forMonth', 404, 'Failed to fetch monthly badges for 2026/11: 404'],
    ['invites.pending', 401, 'Failed to fetch group invites: 401'],
    ['groups.get', 404, 'Failed to fetch group details: 404'],
    ['groups.members.setRole', 403, 'Failed to update member role: 403'],
    ['invites.reject', 500, 'Failed to accept or reject invite: 500'],
    ['admin.monthlyBadges.evaluateAll', 403, 'Failed to evaluate badges for all users: 403'],
    ['admin.challenges.delete', 500, 'Failed to delete challenge: 500'],
    ['errors.send', 500, 'Failed to report error: 500'],
  ])('%s answered %i reads %s', async (name, status, message) => {
    answerEverythingWith(status, null);
    const entry = callCatalogue.find((candidate) => candidate.name === name);
    const error = await failure(entry!.invoke(createTestClient()));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it.each(
    callCatalogue.filter((entry) => entry.usesServerMessage).map((e) => [e.name, e] as const),
  )("%s shows the server's message field when the error body has one", async (_name, entry) => {
    answerEverythingWith(400, { message: 'A challenge with this name already exists' });
    const error = await failure(entry.invoke(createTestClient()));
    expect(error.message).toBe('A challenge with this name already exists');
    expect(error.status).toBe(400);
    expect(error.kind).toBe('http');
  });

  it('uses the admin server message only for admin create, update and delete', () => {
    expect(callCatalogue.filter((entry) => entry.usesServerMessage).map((e) => e.name)).toEqual([
      'admin.challenges.create',
      'admin.challenges.update',
      'admin.challenges.delete',
      'admin.monthlyBadges.create',
      'admin.monthlyBadges.update',
      'admin.monthlyBadges.delete',
    ]);
  });

  it('keeps the prefix for other calls even when the error body has a message', async () => {
    answerEverythingWith(403, { message: 'Forbidden' });
    const error = await failure(createTestClient().admin.stats.get());
    expect(error.message).toBe('Failed to fetch admin stats: 403');
  });

  it('falls back to the prefix when an admin error body has no usable message', async () => {
    answerEverythingWith(500, { message: '' });
    const error = await failure(
      createTestClient().admin.monthlyBadges.create({
        name: 'Gold',
        description: 'Twenty workouts.',
        imageUrl: 'badge-default.png',
        badgeType: 'WorkoutCount',
        requiredValue: 20,
        isActive: true,
        isMonthSpecific: false,
        specificMonth: null,
      }),
    );
    expect(error.message).toBe('Failed to create monthly badge: 500');
  });
});

describe('a token the server refuses (401)', () => {
  /** Answers 401 to the first request, then `status`; records the tokens that arrived. */
  function refuseFirstTokenThen(status: number) {
    const tokens: (string | null)[] = [];
    server.use(
      http.all(apiUrl('/*'), ({ request }) => {
        tokens.push(request.headers.get('authorization'));
        return HttpResponse.json(null, { status: tokens.length === 1 ? 401 : status });
      }),
    );
    return tokens;
  }

  /** A token getter that hands out a new token whenever it is asked to refresh. */
  function renewingTokens() {
    const requests: boolean[] = [];
    const getAccessToken = async (options?: { forceRefresh?: boolean }) => {
      requests.push(options?.forceRefresh ?? false);
      return `token-${requests.filter(Boolean).length + 1}`;
    };
    return { requests, getAccessToken };
  }

  const writes = callCatalogue.filter((entry) => entry.method !== 'GET');

  it.each(writes.map((entry) => [entry.name, entry] as const))(
    '%s renews the token once and sends the call once more with the new one',
    async (_name, entry) => {
      const tokens = refuseFirstTokenThen(503);
      const { requests, getAccessToken } = renewingTokens();
      const error = await failure(entry.invoke(createTestClient({ getAccessToken })));
      // the member sees the second answer, not the refused token
      expect(error.status).toBe(503);
      expect(tokens).toEqual(['Bearer token-1', 'Bearer token-2']);
      expect(requests).toEqual([false, true]);
    },
  );

  it('gives up after one renewal: a second 401 is the error, after exactly two requests', async () => {
    const tokens = refuseFirstTokenThen(401);
    const { requests, getAccessToken } = renewingTokens();
    const error = await failure(createTestClient({ getAccessToken }).workouts.log());
    expect(error.message).toBe('Failed to log workout: 401');
    expect(tokens).toHaveLength(2);
    expect(requests).toEqual([false, true]);
  });

  it("says 'Failed to authenticate request' and sends nothing more when no new token comes", async () => {
    const tokens = refuseFirstTokenThen(200);
    let asked = 0;
    const getAccessToken = async (options?: { forceRefresh?: boolean }) => {
      asked += 1;
      if (options?.forceRefresh) throw new Error('login_required');
      return TEST_TOKEN;
    };
    const error = await failure(
      createTestClient({ getAccessToken }).profile.update({ name: 'Ana', bio: 'x' }),
    );
    expect(error.kind).toBe('auth');
    expect(error.message).toBe(AUTH_FAILURE_MESSAGE);
    expect(tokens).toHaveLength(1);
    expect(asked).toBe(2);
  });

  it('sends a multipart upload again whole after the renewal', async () => {
    const sizes: number[] = [];
    server.use(
      http.post(apiUrl('/users/me/profile/photo'), async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        sizes.push(file instanceof Blob ? file.size : -1);
        return HttpResponse.json(null, { status: sizes.length === 1 ? 401 : 503 });
      }),
    );
    const { getAccessToken } = renewingTokens();
    const photo = new Blob(['twelve bytes'], { type: 'image/jpeg' });
    await failure(createTestClient({ getAccessToken }).profile.uploadPhoto(photo));
    expect(sizes).toEqual([12, 12]);
  });
});

describe('network failures and timeouts', () => {
  it('tells a network failure apart from an HTTP error', async () => {
    server.use(http.get(apiUrl('/leaderboard'), () => HttpResponse.error()));
    const error = await failure(createTestClient().leaderboard.get());
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(error.message).toMatch(/^Failed to fetch leaderboard: /);
  });

  it('gives up after timeoutMs and says so', async () => {
    server.use(
      http.get(apiUrl('/users/me/workouts/stats'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const started = performance.now();
    const error = await failure(createTestClient({ timeoutMs: 50 }).workouts.stats());
    expect(performance.now() - started).toBeLessThan(2000);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(
      'Failed to fetch workout stats: the server did not answer within 0.05 s',
    );
  });

  it('reports a cancelled request as aborted', async () => {
    server.use(
      http.get(apiUrl('/users/me/groups'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const pending = createTestClient().groups.list({ signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error.kind).toBe('aborted');
    expect(error.message).toMatch(/^Failed to fetch groups: /);
  });
});

describe('responses that do not fit the contract', () => {
  it('fail with the call and the first issue path in the message', async () => {
    server.use(
      http.get(apiUrl('/leaderboard'), () =>
        HttpResponse.json([
          { id: 'member-ana', name: 'Ana', points: 10 },
          { id: 'member-bo', name: 'Bo', points: '12' },
        ]),
      ),
    );
    const error = await failure(createTestClient().leaderboard.get());
    expect(error.kind).toBe('schema');
    expect(error.status).toBe(200);
    expect(error.message).toMatch(
      /^Failed to fetch leaderboard: unexpected response from the server \(leaderboard\.get at 1\.points: /,
    );
  });

  it('name the root when the whole body is wrong', async () => {
    server.use(http.get(apiUrl('/users/me'), () => HttpResponse.text('<html>login</html>')));
    const error = await failure(createTestClient().profile.get());
    expect(error.kind).toBe('schema');
    expect(error.message).toMatch(/\(profile\.get at \(root\): /);
  });
});
