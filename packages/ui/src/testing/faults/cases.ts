import type { ReactElement } from 'react';
import type { CallName } from '@reprally/api-client';
import type { Screen, ScreenOptions } from './harness';

/**
 * One mutation as a member makes it: the screen it is made on, what the member types and
 * presses, and how to find again the control and what was typed.
 */
export type MutationCase = ScreenOptions & {
  call: CallName;
  /** The screen (or widget) the member makes it on, as the app shows it. */
  screen: () => ReactElement;
  /** Types what the member types and presses the control that sends it. */
  perform: (screen: Screen) => Promise<void>;
  /**
   * The control that sends it, found again (it must be usable again after a failure); none for
   * a call the screen makes by itself.
   */
  control?: (screen: Screen) => HTMLElement;
  /**
   * Sends it again after logging in again; by default a press on the control. A call behind a
   * confirmation opens it again first.
   */
  again?: (screen: Screen) => Promise<void>;
  /** Checks that everything the member typed or chose is still there. */
  kept?: (screen: Screen) => void | Promise<void>;
  /**
   * What the member typed, as it must arrive in the request body (a paused request must go out
   * with it once the connection returns).
   */
  typed?: readonly string[];
  /**
   * The failure text the screen shows, from the client's message (the catalogue's text and the
   * status, or the server's message); by default the message itself.
   */
  failureText?: (message: string) => string;
  /** Where a failure shows; by default its text anywhere on the screen. */
  findError?: (screen: Screen, message: string) => Promise<HTMLElement>;
  /**
   * Where a 400 naming a field must show: the field's path as the request spells it ('name',
   * '0.value') and the control the member fills it in with. Every mutation that sends what the
   * member typed or chose has one.
   */
  refusedField?: { path: string; control: (screen: Screen) => HTMLElement };
  /** The pending state the member sees while the answer is on its way. */
  expectPending?: (screen: Screen) => Promise<void>;
  /** What the member sees once it succeeded. */
  expectSuccess: (screen: Screen) => Promise<void>;
};
