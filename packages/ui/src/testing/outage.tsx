import type { Decorator } from '@storybook/react-vite';
import { HttpResponse, type HttpHandler } from 'msw';
import type { CallName } from '@reprally/api-client';
import { handlerForCall } from '@reprally/mocks';

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

/**
 * The app's main region around a story: where focus goes when 'Try Again' leaves with the
 * failure it answered.
 */
export const inMainRegion: Decorator = (Story) => (
  <main tabIndex={-1} aria-label="Page">
    <Story />
  </main>
);
