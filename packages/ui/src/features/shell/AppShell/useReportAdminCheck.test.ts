// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@reprally/api-client';
import { ApiClientProvider } from '../../../api/ApiClientProvider';
import type { Session } from '../../../session/SessionContext';
import { useReportAdminCheck } from './useReportAdminCheck';

// React's act() warns unless it is told that this is a test
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const FAILED = 'Failed to verify admin privileges';
const member = (sub: string, adminCheckError?: string): Session => ({
  status: 'signedIn',
  user: { sub, email: `${sub}@example.com`, name: sub, roles: [] },
  isAdmin: false,
  ...(adminCheckError ? { adminCheckError } : {}),
});

function Frame({ session }: { session: Session }) {
  useReportAdminCheck(session);
  return null;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** The frame as it lives through `sessions` in turn; what it sent to the error report. */
function live(...sessions: Session[]): string[] {
  const report = vi.fn(async (_error: unknown) => undefined);
  // only the error report is called
  const client = { errors: { report } } as unknown as ApiClient;
  root = createRoot(document.createElement('div'));
  for (const session of sessions) {
    act(() =>
      root?.render(
        createElement(ApiClientProvider, { client, children: createElement(Frame, { session }) }),
      ),
    );
  }
  return report.mock.calls.map(([error]) => (error as Error).message);
}

describe('a sign-in whose roles could not be read', () => {
  it('is reported once, when she is signed in', () => {
    expect(live({ status: 'loading' }, member('kai', FAILED))).toEqual([FAILED]);
  });

  it('is not reported again when her session ends by itself and she signs in again, or it is renewed', () => {
    expect(
      live(
        member('kai', FAILED),
        { status: 'signedOut', expired: true },
        member('kai', FAILED),
        // a renewal: the same member, a new session object
        member('kai', FAILED),
      ),
    ).toEqual([FAILED]);
  });

  it('is reported for another member signing in on the same page', () => {
    expect(live(member('kai', FAILED), { status: 'signedOut' }, member('lee', FAILED))).toEqual([
      FAILED,
      FAILED,
    ]);
  });

  it('is not reported when the roles were read', () => {
    expect(live(member('ana'), member('kai'))).toEqual([]);
  });
});
