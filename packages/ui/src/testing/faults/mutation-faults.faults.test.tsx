import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { callEndpoints, callNames, errorPrefix, type CallName } from '@reprally/api-client';
import { SESSION_EXPIRED_TITLE } from '../../features/auth/SessionExpiredDialog';
import { OFFLINE_MESSAGE } from '../../features/shell/OfflineBanner';
import type { MutationCase } from './cases';
import {
  faults,
  FIELD_REFUSAL,
  injectFault,
  renderScreen,
  SERVER_FIELD_MESSAGE,
  SERVER_MESSAGE,
  setOnline,
  type Fault,
  type Screen,
} from './harness';
import { adminCases } from './admin-cases';
import { feedAndChallengeCases } from './feed-challenge-cases';
import { groupCases } from './group-cases';
import { memberCases } from './member-cases';

/**
 * Every call that changes something, from the api client's own list: a new one fails the
 * coverage check below until it has its case. Error reports are left out: they are how a
 * failure is recorded, and a failed report is dropped on purpose, never shown.
 */
const mutations = callNames.filter(
  (name) => callEndpoints[name].method !== 'GET' && name !== 'errors.send',
);

const cases: MutationCase[] = [
  ...memberCases,
  ...groupCases,
  ...feedAndChallengeCases,
  ...adminCases,
];

/** The text a failed call shows: the catalogue's, or the server's message where it counts. */
function failureText(call: CallName, fault: Fault): string {
  const endpoint = callEndpoints[call];
  const prefix = errorPrefix(call, {});
  if (fault === 'network error') return `${prefix}: the server could not be reached`;
  if (fault === '500 with a message' && endpoint.errorMessage === 'server-or-prefix') {
    return SERVER_MESSAGE;
  }
  return `${prefix}: 500`;
}

const isUsable = (control: HTMLElement) =>
  !(control as HTMLButtonElement).disabled && control.getAttribute('aria-disabled') !== 'true';

async function findText(screen: Screen, text: string): Promise<HTMLElement> {
  const [first] = await screen.ui.findAllByText(text, { exact: false }, { timeout: 5000 });
  return first!;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a control's aria-describedby reads with it. */
function descriptionOf(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The faults a case is tried against: all, and a refusal on its field when it sends one. */
const faultsOf = (c: MutationCase): Fault[] =>
  c.refusedField ? [...faults, FIELD_REFUSAL] : [...faults];

afterEach(() => setOnline(true));

describe('every mutation against every fault', () => {
  it('has a case for every call that changes something, and for nothing else', () => {
    expect(cases.map((c) => c.call).sort()).toEqual([...mutations].sort());
  });

  describe.each(cases.map((c) => [c.call, c] as const))('%s', (_call, c) => {
    it.each(faultsOf(c))('%s', async (fault) => {
      const requests = injectFault(c.call, fault, { refusedPath: c.refusedField?.path });
      const screen = await renderScreen(c.screen(), c, {
        renewal: fault === '401, renewal refused' ? 'refused' : 'granted',
      });
      try {
        switch (fault) {
          case '500 with a message':
          case '500 without a message':
          case 'network error': {
            await c.perform(screen);
            const apiMessage = failureText(c.call, fault);
            const message = c.failureText ? c.failureText(apiMessage) : apiMessage;
            await (c.findError ? c.findError(screen, message) : findText(screen, message));
            await c.kept?.(screen);
            const { control } = c;
            if (control) await waitFor(() => expect(isUsable(control(screen))).toBe(true));
            expect(requests.count).toBe(1);
            break;
          }
          case FIELD_REFUSAL: {
            // the server's message under the field it names, focus on that field, and not the
            // failure of the whole form
            const refused = c.refusedField!;
            await c.perform(screen);
            const field = await waitFor(
              () => {
                const control = refused.control(screen);
                expect(control.getAttribute('aria-invalid')).toBe('true');
                return control;
              },
              { timeout: 5000 },
            );
            expect(descriptionOf(field)).toContain(SERVER_FIELD_MESSAGE);
            await waitFor(() => expect(document.activeElement).toBe(field));
            const apiMessage = `${errorPrefix(c.call, {})}: 400`;
            const formFailure = c.failureText ? c.failureText(apiMessage) : apiMessage;
            for (const text of [formFailure, `${refused.path}: ${SERVER_FIELD_MESSAGE}`]) {
              expect(screen.ui.queryAllByText(text, { exact: false })).toEqual([]);
            }
            await c.kept?.(screen);
            const { control } = c;
            if (control) await waitFor(() => expect(isUsable(control(screen))).toBe(true));
            expect(requests.count).toBe(1);
            break;
          }
          case '10 s answer': {
            await c.perform(screen);
            const { control } = c;
            if (c.expectPending) await c.expectPending(screen);
            else if (control) await waitFor(() => expect(isUsable(control(screen))).toBe(false));
            // the one request is on its way (a screen that sends by itself, once it shows, may
            // take a moment on a busy machine) ...
            await waitFor(() => expect(requests.count).toBe(1), { timeout: 5000 });
            // ... and a second press sends nothing more, and the screen stays on
            if (control) fireEvent.click(control(screen));
            await pause(300);
            expect(requests.count).toBe(1);
            expect(screen.container.textContent?.trim()).not.toBe('');
            break;
          }
          case 'offline': {
            setOnline(false);
            await findText(screen, OFFLINE_MESSAGE);
            await c.perform(screen);
            await pause(500);
            expect(requests.count).toBe(0);
            setOnline(true);
            await waitFor(() => expect(requests.count).toBe(1), { timeout: 5000 });
            for (const text of c.typed ?? []) expect(requests.bodies[0]).toContain(text);
            await c.expectSuccess(screen);
            expect(screen.ui.queryByText(OFFLINE_MESSAGE)).toBeNull();
            break;
          }
          case '401 mid-submit': {
            await c.perform(screen);
            await c.expectSuccess(screen);
            expect(requests.count).toBe(2);
            break;
          }
          case '401, renewal refused': {
            // the prompt to log in again, over the page with everything typed into it
            await c.perform(screen);
            await screen.ui.findByRole('alertdialog', { name: SESSION_EXPIRED_TITLE });
            // the page stays underneath (hidden from assistive tech while the prompt is up)
            expect(screen.container.textContent?.trim()).not.toBe('');
            expect(requests.count).toBe(1);
            // a dialog she was typing in stays open under the prompt, and after it
            const openDialogs = () =>
              document.querySelectorAll('[role="dialog"][data-state="open"]');
            const dialogs = [...openDialogs()];
            await screen.user.click(screen.ui.getByRole('button', { name: 'Log In' }));
            expect(screen.logins).toEqual([{ returnTo: c.path, popup: true }]);
            await waitFor(() => expect(screen.ui.queryByRole('alertdialog')).toBeNull());
            expect([...openDialogs()]).toEqual(dialogs);
            await c.kept?.(screen);
            // signed in again, the same press sends what was typed
            const { control } = c;
            if (control) {
              await waitFor(() => expect(isUsable(control(screen))).toBe(true));
              if (c.again) await c.again(screen);
              else await screen.user.click(control(screen));
              await c.expectSuccess(screen);
              expect(requests.count).toBe(2);
            }
            break;
          }
        }
      } finally {
        screen.unmount();
      }
    });
  });
});
