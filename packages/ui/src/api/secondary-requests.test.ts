// @vitest-environment happy-dom
import { act, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLeaderboard } from '../features/leaderboard/useLeaderboard';
import { useCurrentMonthlyBadges } from '../features/monthly-badges/useCurrentMonthlyBadges';
import { useMonthlyWarriors } from '../features/monthly-warriors/useMonthlyWarriors';
import { usePendingInvites } from '../features/invites/usePendingInvites';
import { SessionProvider, type Session } from '../session/SessionContext';
import { stubIdleCallbacks } from '../testing/idle-callbacks';
import { ApiClientProvider } from './ApiClientProvider';
import { SecondaryRequestsWhenIdle } from './first-answer';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/**
 * An api client whose side-column and invites calls are answered at once, and which records the
 * order they were made in.
 */
function recordingClient() {
  const calls: string[] = [];
  const answer = (name: string, value: unknown) => () => {
    calls.push(name);
    return Promise.resolve(value);
  };
  const client = {
    leaderboard: { get: answer('leaderboard', []) },
    monthlyWarriors: { get: answer('monthly warriors', { warriors: [] }) },
    monthlyBadges: { current: answer("this month's badges", []) },
    invites: { pending: answer('pending invites', []) },
  } as unknown as ApiClient;
  return { client, calls };
}

/** `children` with a fresh query client and the given api client. */
function withClients(client: ApiClient, children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return createElement(
    QueryClientProvider,
    { client: queryClient },
    createElement(ApiClientProvider, { client, children }),
  );
}

/** The browser's idle callbacks; the returned function runs them and lets the queries send. */
function stubIdle() {
  const browser = stubIdleCallbacks();
  return async () => {
    browser.idle();
    await settle();
  };
}

/** Lets what was rendered send its queries. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

function SideColumn() {
  useLeaderboard();
  useMonthlyWarriors();
  useCurrentMonthlyBadges();
  return null;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
});

function mount(client: ApiClient, { held }: { held: boolean }) {
  const column = createElement(SideColumn);
  root = createRoot(document.createElement('div'));
  act(() =>
    root?.render(
      withClients(client, held ? createElement(SecondaryRequestsWhenIdle, null, column) : column),
    ),
  );
}

describe("the dashboard's side column queries", () => {
  it('ask for nothing until the browser is idle after the screen mounted, then for all three', async () => {
    const idle = stubIdle();
    const { client, calls } = recordingClient();
    mount(client, { held: true });
    await settle();
    expect(calls).toEqual([]);
    await idle();
    expect(calls.sort()).toEqual(['leaderboard', 'monthly warriors', "this month's badges"]);
  });

  it('ask at once on any other screen', async () => {
    const { client, calls } = recordingClient();
    mount(client, { held: false });
    await settle();
    expect(calls.sort()).toEqual(['leaderboard', 'monthly warriors', "this month's badges"]);
  });
});

const ANA: Session = {
  status: 'signedIn',
  user: { sub: 'ana', email: 'ana@example.com', name: 'Ana', roles: [] },
  isAdmin: false,
};

function InvitesMarker({ whenIdle }: { whenIdle: boolean }) {
  usePendingInvites({ whenIdle });
  return null;
}

function mountMarker(session: Session, whenIdle: boolean) {
  const { client, calls } = recordingClient();
  const tree = (current: Session) =>
    withClients(
      client,
      createElement(SessionProvider, {
        value: { session: current, login: vi.fn(), logout: vi.fn() },
        children: createElement(InvitesMarker, { whenIdle }),
      }),
    );
  root = createRoot(document.createElement('div'));
  act(() => root?.render(tree(session)));
  return { calls, rerender: (next: Session) => act(() => root?.render(tree(next))) };
}

describe("the navigation's invites marker", () => {
  it('asks for her pending invites once the browser is idle after she is signed in', async () => {
    const idle = stubIdle();
    const marker = mountMarker({ status: 'loading', returning: true }, true);
    await idle();
    expect(marker.calls).toEqual([]);
    marker.rerender(ANA);
    await settle();
    expect(marker.calls).toEqual([]);
    await idle();
    expect(marker.calls).toEqual(['pending invites']);
  });

  it('asks at once on the invites screen, which is about nothing else', async () => {
    stubIdle();
    const marker = mountMarker(ANA, false);
    await settle();
    expect(marker.calls).toEqual(['pending invites']);
  });
});
