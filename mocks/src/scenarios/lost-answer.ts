import type { CallName } from '@reprally/api-client';
import { HttpResponse, type HttpHandler } from 'msw';
import { routeGroups } from '../handlers/index';
import { answer, handlerForCall, type MockRoute } from '../handlers/route';

function routeOf(call: CallName): MockRoute {
  for (const group of Object.values(routeGroups)) {
    const route = group.routes.find((candidate) => candidate.call === call);
    if (route) return route;
  }
  throw new Error(`no mock route answers ${call}`);
}

/**
 * A write the server makes but whose answer never reaches the page, as when the connection drops
 * on the way back: while `on`, each request of `call` is made for real (the database holds what
 * it made) and the page meets a network failure. For stories of a write whose outcome the page
 * cannot know. Put `handler` before the handlers that answer; `on` starts true.
 */
export function lostAnswers(call: CallName): { on: boolean; handler: HttpHandler } {
  const route = routeOf(call);
  const lost = {
    on: true,
    handler: handlerForCall(call, async ({ request, params }) => {
      if (!lost.on) return undefined;
      await answer(route, request, params);
      return HttpResponse.error();
    }),
  };
  return lost;
}
