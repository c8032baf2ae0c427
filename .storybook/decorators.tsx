import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApiClient } from '@reprally/api-client';
import { authMessages } from '@reprally/machines';
import { createMockAccessToken, FIXED_NOW, personas } from '@reprally/mocks';
import {
  ApiClientProvider,
  ClockProvider,
  fixedClock,
  SessionProvider,
  ThemeProvider,
  TimersProvider,
  isScreenModes,
  isThemeChoice,
  pageInFrame,
  type Session,
  type ThemeChoice,
  type SessionValue,
} from '@reprally/ui';
import { startStoryTime } from '@reprally/ui/testing/story-time';
import { registerStoryQueryClient } from './settled';
import { useCaptureTheme } from './capture-theme';

export const personaNames = [
  'signedOut',
  'loading',
  'returning',
  'member',
  'newcomer',
  'admin',
  'adminUnverified',
] as const;
export type PersonaGlobal = (typeof personaNames)[number];

/** `parameters.router`: the path the story starts at and, optionally, the route pattern. */
export type RouterParameter = { path?: string; route?: string };

function sessionFor(persona: PersonaGlobal): Session {
  switch (persona) {
    case 'loading':
      return { status: 'loading' };
    case 'returning':
      return { status: 'loading', returning: true };
    case 'signedOut':
      return { status: 'signedOut' };
    case 'admin':
      return { status: 'signedIn', user: personas.admin, isAdmin: true };
    case 'member':
      return { status: 'signedIn', user: personas.member, isAdmin: false };
    case 'newcomer':
      return { status: 'signedIn', user: personas.newcomer, isAdmin: false };
    case 'adminUnverified':
      // Kai, whose sign-in's roles claim could not be read: not taken for an admin, no roles
      return {
        status: 'signedIn',
        user: { ...personas.admin, roles: [] },
        isAdmin: false,
        adminCheckError: authMessages.adminCheckFailed,
      };
  }
}

function isPersona(value: unknown): value is PersonaGlobal {
  return typeof value === 'string' && (personaNames as readonly string[]).includes(value);
}

function StoryTheme({ choice, children }: { choice: ThemeChoice; children: ReactNode }) {
  // the visual run's dark picture switches the theme of a story already on screen
  const captureTheme = useCaptureTheme();
  return <ThemeProvider forcedChoice={captureTheme ?? choice}>{children}</ThemeProvider>;
}

/** Theme from the toolbar or `globals: { theme: 'dark' }`. */
export const withTheme: Decorator = (Story, { globals }) => (
  <StoryTheme choice={isThemeChoice(globals.theme) ? globals.theme : 'light'}>
    <Story />
  </StoryTheme>
);

/** Every story runs at the mock world's fixed 'now'. */
const storyClock = fixedClock(FIXED_NOW);

function StoryClock({ children }: { children: ReactNode }) {
  const [timers] = useState(startStoryTime);
  useEffect(() => () => timers.dispose(), [timers]);
  return (
    <ClockProvider clock={storyClock}>
      <TimersProvider timers={timers}>{children}</TimersProvider>
    </ClockProvider>
  );
}

/**
 * The mock world's fixed 'now', and timers of the story's own, which run on the browser's time
 * until its play function passes time on them (`storyTime()`).
 */
export const withClock: Decorator = (Story, { id }) => (
  <StoryClock key={id}>
    <Story />
  </StoryClock>
);

function FreshQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const fresh = new QueryClient({
      defaultOptions: {
        queries: { retry: false, staleTime: Infinity },
        mutations: { retry: false },
      },
    });
    registerStoryQueryClient(fresh);
    return fresh;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A fresh TanStack QueryClient per story, retries off, so no story sees another's cache. */
export const withQueryClient: Decorator = (Story, { id }) => (
  <FreshQueryClient key={id}>
    <Story />
  </FreshQueryClient>
);

/** A MemoryRouter at `parameters.router.path`, with `route` as the pattern for useParams. */
export const withRouter: Decorator = (Story, { parameters }) => {
  const router = (parameters.router ?? {}) as RouterParameter;
  const path = router.path ?? '/';
  return (
    <MemoryRouter initialEntries={[path]}>
      {router.route ? (
        <Routes>
          <Route path={router.route} element={<Story />} />
        </Routes>
      ) : (
        <Story />
      )}
    </MemoryRouter>
  );
};

/**
 * A real axios client on the mock backend (MSW), whose bearer token names the persona, so the
 * mock server answers as it would for that member (401 when signed out, 403 for non-admins).
 */
function clientFor(persona: PersonaGlobal) {
  const session = sessionFor(persona);
  const user = session.status === 'signedIn' ? session.user : null;
  const token = user ? createMockAccessToken(user) : null;
  return createApiClient({
    baseURL: '/api/v1',
    getAccessToken: async () => token,
    errorReportEnvironment: () => ({ userAgent: navigator.userAgent, url: window.location.href }),
  });
}

/** Who is signed in: the toolbar's persona or `globals: { persona: 'admin' }`. */
function PersonaProviders({ persona, children }: { persona: PersonaGlobal; children: ReactNode }) {
  const value = useMemo<SessionValue>(
    () => ({ session: sessionFor(persona), login: () => undefined, logout: () => undefined }),
    [persona],
  );
  const client = useMemo(() => clientFor(persona), [persona]);
  return (
    <SessionProvider value={value}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </SessionProvider>
  );
}

export const withPersona: Decorator = (Story, { globals }) => (
  <PersonaProviders persona={isPersona(globals.persona) ? globals.persona : 'member'}>
    <Story />
  </PersonaProviders>
);

/**
 * A screen's story (one captured in more than light desktop) stands in the room the app's frame
 * gives a page: its column and its gutter, narrower on a phone. Its picture then shows the page
 * where the app shows it, never touching the window's sides. A story that draws the frame itself
 * or fills the window ('fullscreen' layout) is left as it is.
 */
export const withPageFrame: Decorator = (Story, { parameters }) => {
  const modes = (
    parameters.chromatic as { modes?: Record<string, { disable?: boolean }> } | undefined
  )?.modes;
  if (parameters.layout === 'fullscreen' || !modes || !isScreenModes(modes)) return <Story />;
  return (
    <div className={pageInFrame}>
      <Story />
    </div>
  );
};
