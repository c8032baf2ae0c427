import { endpoints, type CallName } from '@reprally/api-client';
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { routeGroups, type HandlerGroupName } from '../handlers/index';
import { answer, apiUrl, json, toHandler, type MockRoute } from '../handlers/route';

/** Limits a scenario to some calls of the group; the group's other calls keep answering for real. */
export type ScenarioOptions = { calls?: readonly CallName[] };

/**
 * Named overrides of one handler group, for `parameters.msw.handlers.<group>` in stories and
 * `server.use(...)` in tests. Each answers an array that covers every call of the group.
 */
export type GroupScenarios = {
  /** Reads answer their empty-world value (no rows); writes behave as usual. */
  empty: (options?: ScenarioOptions) => HttpHandler[];
  /** Every call fails with the status; `message` becomes the body's `message` field. */
  error: (status: number, options?: ScenarioOptions & { message?: string }) => HttpHandler[];
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
  respond: (route: MockRoute) => Parameters<typeof http.get>[1],
): HttpHandler[] {
  const chosen = (route: MockRoute) => !options?.calls || options.calls.includes(route.call);
  return routes.map((route) => {
    if (!chosen(route)) return toHandler(route);
    const { method, path } = endpoints[route.call];
    const register = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[method];
    return register(apiUrl(path), respond(route));
  });
}

function scenariosFor(routes: readonly MockRoute[]): GroupScenarios {
  return {
    empty: (options) =>
      override(routes, options, (route) =>
        route.access !== 'public' && route.empty
          ? ({ request, params }) =>
              answer(route, request, params, (_route, context) =>
                json(route.empty?.(context) as JsonBodyType),
              )
          : ({ request, params }) => answer(route, request, params),
      ),
    error: (status, options) =>
      override(
        routes,
        options,
        () => () =>
          HttpResponse.json(options?.message ? { message: options.message } : {}, { status }),
      ),
    networkError: (options) => override(routes, options, () => () => HttpResponse.error()),
    slow: (ms, options) =>
      override(routes, options, (route) => async ({ request, params }) => {
        await delay(ms);
        return answer(route, request, params);
      }),
    pending: (options) =>
      override(routes, options, () => async () => {
        await delay('infinite');
        return HttpResponse.error();
      }),
  };
}

/** `scenarios.leaderboard.error(500)`, `scenarios.groupPhotos.empty()`, ... for every handler group. */
export const scenarios = Object.fromEntries(
  Object.entries(routeGroups).map(([name, group]) => [name, scenariosFor(group.routes)]),
) as Record<HandlerGroupName, GroupScenarios>;
