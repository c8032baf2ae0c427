import type { CallName } from '@reprally/api-client';
import type { HttpHandler } from 'msw';
import { handlerForCall } from '../handlers/route';

/**
 * A call's answers held back while `on`: each request waits until `letGo()`, then goes on to the
 * handlers after this one (the real answer, or an outage's). For stories that act while a
 * request is on its way (leave the page, come back), whatever this machine's speed.
 */
export function heldAnswers(call: CallName): {
  on: boolean;
  /** Requests waiting for `letGo()`. */
  readonly waiting: number;
  letGo: () => void;
  /** Put it before the handlers that answer. */
  handler: HttpHandler;
} {
  const waiting: (() => void)[] = [];
  const held = {
    on: false,
    get waiting() {
      return waiting.length;
    },
    letGo() {
      held.on = false;
      for (const answer of waiting.splice(0)) answer();
    },
    handler: handlerForCall(call, async () => {
      if (!held.on) return undefined;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return undefined;
    }),
  };
  return held;
}
