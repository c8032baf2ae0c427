import { StrictMode, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configure, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { createApiClient, type CallName } from '@reprally/api-client';
import {
  allHandlers,
  handlerForCall,
  createMockAccessToken,
  FIXED_NOW,
  personas,
  resetDb,
  type PersonaName,
} from '@reprally/mocks';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import { ClockProvider, fixedClock } from '../../clock/ClockProvider';
import { OfflineBanner } from '../../features/shell/OfflineBanner';
import { ProtectedRoute } from '../../features/shell/ProtectedRoute';
import { SessionProvider, type SessionValue } from '../../session/SessionContext';
import { ThemeProvider } from '../../theme/ThemeProvider';

// The table runs beside other steps on a busy machine: a wait for the page (`waitFor`, `find*`)
// gives it 5 s, as its finds do, rather than the library's 1 s. A wait that passes ends at once.
configure({ asyncUtilTimeout: 5000 });

/** The faults every mutation is tried against. */
export const faults = [
  '500 with a message',
  '500 without a message',
  'network error',
  '10 s answer',
  'offline',
  '401 mid-submit',
  '401, renewal refused',
] as const;
export type Fault = (typeof faults)[number] | typeof FIELD_REFUSAL;

/**
 * The server refuses what was sent with a 400 naming one field: tried on every mutation that
 * sends something the member typed or chose.
 */
export const FIELD_REFUSAL = '400 naming a field';

/** The server's message in the '400 naming a field' answer. */
export const SERVER_FIELD_MESSAGE = 'The server refuses this value';

/** The body of the '500 with a message' answer. */
export const SERVER_MESSAGE = 'The database is taking a nap';

const worker = setupWorker(...allHandlers());
let started: Promise<unknown> | null = null;

/** The mock backend in this page (the same handlers as the app and the stories). */
export function startBackend(): Promise<unknown> {
  started ??= worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  return started;
}

export type Requests = { count: number; bodies: string[] };

/** How many faults have been injected: a request held back by an earlier one can tell. */
let generations = 0;

/**
 * Puts `fault` in front of one call: every request the call makes is counted (and its body
 * kept); the fault decides its answer, or hands it on to the mock backend.
 */
export function injectFault(
  call: CallName,
  fault: Fault,
  { refusedPath = '' }: { refusedPath?: string } = {},
): Requests {
  const seen: Requests = { count: 0, bodies: [] };
  const generation = ++generations;
  worker.resetHandlers();
  worker.use(
    handlerForCall(call, async ({ request }) => {
      // the body first: a request is counted only once what it carried can be read
      const type = request.headers.get('content-type') ?? '';
      seen.bodies.push(type.includes('json') ? await request.clone().text() : type);
      seen.count += 1;
      switch (fault) {
        case '500 with a message':
          return HttpResponse.json({ message: SERVER_MESSAGE }, { status: 500 });
        case '500 without a message':
          return new HttpResponse(null, { status: 500 });
        case FIELD_REFUSAL:
          // the backend's validation answer: the field's path, then its message
          return HttpResponse.json(
            { message: `${refusedPath}: ${SERVER_FIELD_MESSAGE}` },
            { status: 400 },
          );
        case 'network error':
          return HttpResponse.error();
        case '10 s answer':
          await delay(10_000);
          // a later case owns the database by now: the slow request must not change its data
          return generation === generations ? undefined : HttpResponse.error();
        case '401 mid-submit':
        case '401, renewal refused':
          // the token expired on the way: the first answer refuses it, the retry goes through
          return seen.count === 1
            ? HttpResponse.json({ message: 'Token expired' }, { status: 401 })
            : undefined;
        case 'offline':
          return undefined;
      }
    }),
  );
  return seen;
}

/**
 * The member's session as the app's auth would hold it: signed in, until a renewal is refused;
 * then signed out as 'expired' until the member logs in again (in a popup, staying on the page).
 */
function createSession(user: (typeof personas)[PersonaName], isAdmin: boolean) {
  const listeners = new Set<() => void>();
  const signedIn: SessionValue['session'] = { status: 'signedIn', user, isAdmin };
  let value: SessionValue;
  const set = (session: SessionValue['session']) => {
    value = { session, login, logout: () => undefined };
    for (const listener of listeners) listener();
  };
  const logins: { returnTo: string | undefined; popup: boolean }[] = [];
  function login(returnTo?: string, options?: { popup?: boolean }) {
    logins.push({ returnTo, popup: options?.popup ?? false });
    set(signedIn);
  }
  value = { session: signedIn, login, logout: () => undefined };
  return {
    logins,
    expire: () => set({ status: 'signedOut', expired: true }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => value,
  };
}

function LiveSession({
  session,
  children,
}: {
  session: ReturnType<typeof createSession>;
  children: ReactNode;
}) {
  const value = useSyncExternalStore(session.subscribe, session.current);
  return <SessionProvider value={value}>{children}</SessionProvider>;
}

export type Screen = {
  ui: ReturnType<typeof within>;
  user: ReturnType<typeof userEvent.setup>;
  container: HTMLElement;
  /** How often the member logged in again, and whether in a popup. */
  logins: { returnTo: string | undefined; popup: boolean }[];
  unmount: () => void;
};

export type ScreenOptions = {
  persona: PersonaName;
  /** Where the router starts, and the pattern that gives the screen its params. */
  path: string;
  route?: string;
};

/** One screen as the app shows it: providers, a fresh cache, the seeded database, a banner. */
export async function renderScreen(
  element: ReactElement,
  { persona, path, route }: ScreenOptions,
  { renewal = 'granted' }: { renewal?: 'granted' | 'refused' } = {},
): Promise<Screen> {
  await startBackend();
  resetDb();
  const user = personas[persona];
  const token = createMockAccessToken(user);
  const session = createSession(user, persona === 'admin');
  let refused = false;
  const client = createApiClient({
    baseURL: '/api/v1',
    getAccessToken: async (options) => {
      // the provider refuses to renew the token once: the session has expired
      if (options?.forceRefresh && renewal === 'refused' && !refused) {
        refused = true;
        session.expire();
        throw new Error('login_required');
      }
      return token;
    },
    errorReportEnvironment: () => ({ userAgent: navigator.userAgent, url: window.location.href }),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  // rendered at once, as `act` would, in React's production build too (which has no `act`); what
  // the screen then reads and shows later, a case waits for as a member does
  flushSync(() => {
    root.render(
      <StrictMode>
        <ThemeProvider forcedChoice="light">
          <ClockProvider clock={fixedClock(FIXED_NOW)}>
            <QueryClientProvider client={queryClient}>
              <ApiClientProvider client={client}>
                <LiveSession session={session}>
                  <MemoryRouter initialEntries={[path]}>
                    <OfflineBanner />
                    <Routes>
                      <Route
                        path={route ?? '*'}
                        element={<ProtectedRoute screenTitle="Screen">{element}</ProtectedRoute>}
                      />
                    </Routes>
                  </MemoryRouter>
                </LiveSession>
              </ApiClientProvider>
            </QueryClientProvider>
          </ClockProvider>
        </ThemeProvider>
      </StrictMode>,
    );
  });
  return {
    ui: within(document.body),
    user: userEvent.setup(),
    container,
    logins: session.logins,
    unmount: () => {
      root.unmount();
      container.remove();
      queryClient.clear();
    },
  };
}

/** The connection goes and comes back as the browser tells the page. */
export function setOnline(online: boolean): void {
  onlineManager.setOnline(online);
}
