import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { errorReportSchema, type ErrorReport } from '../schemas/error-report';
import {
  apiUrl,
  createTestClient,
  http,
  HttpResponse,
  TEST_TOKEN,
  useTestServer,
} from '../testing/msw-server';

const server = useTestServer();

type Received = { report: ErrorReport; authorization: string | null };

function receiveReports(status = 204) {
  const received: Received[] = [];
  server.use(
    http.post(apiUrl('/errors'), async ({ request }) => {
      received.push({
        report: v.parse(errorReportSchema, await request.json()),
        authorization: request.headers.get('authorization'),
      });
      return new HttpResponse(null, { status });
    }),
  );
  return received;
}

function reportingClient(options: { token?: () => Promise<string | null | undefined> } = {}) {
  let clock = Date.parse('2026-11-18T10:30:00.000Z');
  const client = createTestClient({
    now: () => clock,
    getAccessToken: options.token ?? (async () => TEST_TOKEN),
    errorReportEnvironment: () => ({ userAgent: 'Vitest', url: 'http://localhost/workouts' }),
  });
  return {
    client,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('error reporting (POST /errors)', () => {
  it('sends message, name, stack, componentStack, timestamp, userAgent, url and severity with the token when one is obtainable', async () => {
    const received = receiveReports();
    const { client } = reportingClient();
    const error = new TypeError('x is undefined');
    await client.errors.report(error, { componentStack: '\n    at Dashboard' });
    expect(received).toEqual([
      {
        authorization: `Bearer ${TEST_TOKEN}`,
        report: {
          message: 'x is undefined',
          name: 'TypeError',
          stack: error.stack,
          componentStack: '\n    at Dashboard',
          timestamp: '2026-11-18T10:30:00.000Z',
          userAgent: 'Vitest',
          url: 'http://localhost/workouts',
          severity: 'error',
        },
      },
    ]);
  });

  it.each([
    ['throws', () => Promise.reject(new Error('login_required'))],
    ['yields nothing', () => Promise.resolve(null)],
  ])('still sends, without Authorization, when the token getter %s', async (_case, token) => {
    const received = receiveReports();
    await reportingClient({ token }).client.errors.report(new Error('boom'));
    expect(received).toHaveLength(1);
    expect(received[0]?.authorization).toBeNull();
  });

  it("describes something thrown that is not an Error as 'An unknown error occurred'", async () => {
    const received = receiveReports();
    await reportingClient().client.errors.report({ weird: true });
    expect(received[0]?.report).toMatchObject({
      message: 'An unknown error occurred',
      name: 'Error',
      stack: null,
      componentStack: null,
    });
  });

  it('skips a report identical to one sent within the last 2 s', async () => {
    const received = receiveReports();
    const { client, advance } = reportingClient();
    const error = new Error('Failed to fetch leaderboard: 500');
    await client.errors.report(error);
    advance(1999);
    await client.errors.report(error);
    expect(received).toHaveLength(1);
    advance(1);
    await client.errors.report(error);
    expect(received).toHaveLength(2);
    expect(received[1]?.report.timestamp).toBe('2026-11-18T10:30:02.000Z');
  });

  it('sends different reports within 2 s', async () => {
    const received = receiveReports();
    const { client, advance } = reportingClient();
    await client.errors.report(new Error('Failed to fetch leaderboard: 500'));
    advance(100);
    await client.errors.report(new Error('Failed to fetch workouts: 500'));
    advance(100);
    await client.errors.report(new Error('Failed to fetch workouts: 500'), {
      componentStack: '\n    at WorkoutHistory',
    });
    expect(received.map((entry) => entry.report.message)).toEqual([
      'Failed to fetch leaderboard: 500',
      'Failed to fetch workouts: 500',
      'Failed to fetch workouts: 500',
    ]);
  });

  it.each([
    ['answers 500', () => HttpResponse.json({}, { status: 500 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])('never throws when the server %s', async (_case, resolver) => {
    server.use(http.post(apiUrl('/errors'), resolver));
    await expect(
      reportingClient().client.errors.report(new Error('boom')),
    ).resolves.toBeUndefined();
  });

  it('never throws when building the report fails', async () => {
    const client = createTestClient({
      errorReportEnvironment: () => {
        throw new Error('no environment');
      },
    });
    await expect(client.errors.report(new Error('boom'))).resolves.toBeUndefined();
  });

  it("errors.send is the plain call: it throws 'Failed to report error: {status}'", async () => {
    server.use(http.post(apiUrl('/errors'), () => HttpResponse.json({}, { status: 502 })));
    await expect(
      createTestClient().errors.send({
        message: 'boom',
        name: 'Error',
        stack: null,
        componentStack: null,
        timestamp: '2026-11-18T10:30:00.000Z',
        userAgent: 'Vitest',
        url: 'http://localhost/',
        severity: 'error',
      }),
    ).rejects.toThrow('Failed to report error: 502');
  });
});
