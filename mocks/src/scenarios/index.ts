import { type AdminUserWire, type CallName } from '@reprally/api-client';
import { avatarUrl } from '../db/media';
import { FIXED_NOW } from '../clock';
import { delay, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { routeGroups, type HandlerGroupName } from '../handlers/index';
import {
  answer,
  handlerForCall,
  json,
  toFileHandler,
  toHandler,
  type CallResolver,
  type ContextBase,
  type FileRoute,
  type MockRoute,
  type RouteGroup,
} from '../handlers/route';
import { workoutScenarios } from './workouts';
import { groupChallengeScenarios } from './group-challenges';

/**
 * Limits a scenario to some calls of the group; the group's other calls (and its files, which no
 * call names) keep answering for real.
 */
let unanswered = 0;

/**
 * API calls a 'pending' scenario has left unanswered on purpose since the last reset: a story's
 * picture waits for every call but these.
 */
export function unansweredRequests(): number {
  return unanswered;
}

/** Starts the count again (a new story on screen). */
export function resetUnansweredRequests(): void {
  unanswered = 0;
}

export type ScenarioOptions = { calls?: readonly CallName[] };

/**
 * Named overrides of one handler group, for `parameters.msw.handlers.<group>` in stories and
 * `server.use(...)` in tests. Each answers an array that covers every call of the group.
 */
export type GroupScenarios = {
  /** Reads answer their empty-world value (no rows, files 404); writes behave as usual. */
  empty: (options?: ScenarioOptions) => HttpHandler[];
  /**
   * Every call fails with the status; `message` becomes the body's `message` field, and `after`
   * milliseconds pass before the answer (a failure she may have left the page before).
   */
  error: (
    status: number,
    options?: ScenarioOptions & { message?: string; after?: number },
  ) => HttpHandler[];
  /** Every call fails at the network level (no HTTP answer). */
  networkError: (options?: ScenarioOptions) => HttpHandler[];
  /** Every call answers for real after `ms` milliseconds. */
  slow: (ms: number, options?: ScenarioOptions) => HttpHandler[];
  /** Every call stays unanswered (loading states). */
  pending: (options?: ScenarioOptions) => HttpHandler[];
};

function override(
  routes: readonly MockRoute[],
  options: ScenarioOptions | undefined,
  respond: (route: MockRoute) => CallResolver,
): HttpHandler[] {
  const chosen = (route: MockRoute) => !options?.calls || options.calls.includes(route.call);
  return routes.map((route) =>
    chosen(route) ? handlerForCall(route.call, respond(route)) : toHandler(route),
  );
}

type FileAnswer = (context: ContextBase) => Response | Promise<Response>;

/** The group's files answering with `respond`, or for real when the scenario names calls. */
function overrideFiles(
  files: readonly FileRoute[],
  options: ScenarioOptions | undefined,
  respond: (route: FileRoute) => FileAnswer,
): HttpHandler[] {
  return files.map((route) =>
    options?.calls ? toFileHandler(route) : toFileHandler(route, respond(route)),
  );
}

function scenariosFor({ routes, files = [] }: RouteGroup): GroupScenarios {
  return {
    empty: (options) => [
      ...override(routes, options, (route) =>
        route.access !== 'public' && route.empty
          ? ({ request, params }) =>
              answer(route, request, params, (_route, context) =>
                json(route.empty?.(context) as JsonBodyType),
              )
          : ({ request, params }) => answer(route, request, params),
      ),
      ...overrideFiles(files, options, () => () => new HttpResponse(null, { status: 404 })),
    ],
    error: (status, options) => {
      const failure = async () => {
        if (options?.after !== undefined) await delay(options.after);
        return HttpResponse.json(options?.message ? { message: options.message } : {}, { status });
      };
      return [
        ...override(routes, options, () => failure),
        ...overrideFiles(files, options, () => failure),
      ];
    },
    networkError: (options) => [
      ...override(routes, options, () => () => HttpResponse.error()),
      ...overrideFiles(files, options, () => () => HttpResponse.error()),
    ],
    slow: (ms, options) => [
      ...override(routes, options, (route) => async ({ request, params }) => {
        await delay(ms);
        return answer(route, request, params);
      }),
      ...overrideFiles(files, options, (route) => async (context) => {
        await delay(ms);
        return route.resolve(context);
      }),
    ],
    pending: (options) => {
      const never = async () => {
        await delay('infinite');
        return HttpResponse.error();
      };
      const neverCall = async () => {
        unanswered += 1;
        return never();
      };
      return [
        ...override(routes, options, () => neverCall),
        ...overrideFiles(files, options, () => never),
      ];
    },
  };
}

const firstNames = ['Ana', 'Kai', 'Noor', 'Liam', 'Mia', 'Omar', 'Sofia', 'Yuki', 'Elena', 'Tomas'];
const lastNames = ['Moreno', 'Lindqvist', 'Haddad', 'Okafor', 'Novak', 'Silva', 'Tanaka', 'Berg'];

/**
 * `count` admin user rows, the same every time (no randomness): varied names, points, counts,
 * a photo on two rows in three, and no last activity on every seventh.
 */
export function manyAdminUsers(count: number): AdminUserWire[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `${firstNames[index % firstNames.length]} ${lastNames[Math.floor(index / firstNames.length) % lastNames.length]} ${index + 1}`;
    const workoutCount = (index * 37) % 400;
    return {
      id: `member-many-${index + 1}`,
      name,
      profilePhotoUrl: index % 3 === 2 ? null : avatarUrl(name, index % 8),
      points: workoutCount * 10 + (index % 5) * 25,
      workoutCount,
      challengesCompleted: index % 9,
      lastActivity:
        index % 7 === 6
          ? null
          : new Date(FIXED_NOW.getTime() - ((index * 7_919_000) % 5_184_000_000)).toISOString(),
    };
  });
}

/** `scenarios.leaderboard.error(500)`, `scenarios.groupPhotos.empty()`, ... for every handler group. */
const groupScenarios = Object.fromEntries(
  Object.entries(routeGroups).map(([name, group]) => [name, scenariosFor(group)]),
) as Record<HandlerGroupName, GroupScenarios>;

/** Every group's scenarios, plus the ones a single group adds (`scenarios.workouts.many(2000)`). */
export const scenarios = {
  ...groupScenarios,
  workouts: { ...groupScenarios.workouts, ...workoutScenarios },
  groupChallenges: { ...groupScenarios.groupChallenges, ...groupChallengeScenarios },
  adminUsers: {
    ...groupScenarios.adminUsers,
    /** GET /admin/users answers `count` generated members (admins only, as the real call). */
    many: (count: number): HttpHandler[] =>
      routeGroups.adminUsers.routes.map((route) =>
        toHandler(route, () => json(manyAdminUsers(count))),
      ),
  },
};
