import { HttpResponse, type HttpHandler } from 'msw';
import type { CallName } from '@reprally/api-client';
import { handlerForCall } from '../handlers/route';

/**
 * A server that fails some calls (with `status` and an empty body) while the outage lasts, and
 * answers them for real once it has ended (through the handlers after the failing ones): for a
 * story where the server comes back. Stories share the module, so each starts the outage again
 * in its `beforeEach`.
 */
export function outage(status = 503) {
  const state = { on: true };
  return {
    /** Fails `call` while the outage lasts; put it before the real handlers. */
    failing: (call: CallName): HttpHandler =>
      handlerForCall(call, () => (state.on ? HttpResponse.json({}, { status }) : undefined)),
    start: () => {
      state.on = true;
    },
    end: () => {
      state.on = false;
    },
  };
}
