import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FIXED_NOW, personas } from '@reprally/mocks';
import {
  ClockProvider,
  fixedClock,
  SessionProvider,
  ThemeProvider,
  isThemeChoice,
  type Session,
  type SessionValue,
} from '@reprally/ui';

export const personaNames = ['signedOut', 'loading', 'member', 'admin'] as const;
export type PersonaGlobal = (typeof personaNames)[number];

/** `parameters.router`: the path the story starts at and, optionally, the route pattern. */
export type RouterParameter = { path?: string; route?: string };

function sessionFor(persona: PersonaGlobal): Session {
  switch (persona) {
    case 'loading':
      return { status: 'loading' };
    case 'signedOut':
      return { status: 'signedOut' };
    case 'admin':
      return { status: 'signedIn', user: personas.admin, isAdmin: true };
    case 'member':
      return { status: 'signedIn', user: personas.member, isAdmin: false };
  }
}

function isPersona(value: unknown): value is PersonaGlobal {
  return typeof value === 'string' && (personaNames as readonly string[]).includes(value);
}

/** Theme from the toolbar or `globals: { theme: 'dark' }`. */
export const withTheme: Decorator = (Story, { globals }) => {
  const choice = isThemeChoice(globals.theme) ? globals.theme : 'light';
  return (
    <ThemeProvider forcedChoice={choice}>
      <Story />
    </ThemeProvider>
  );
};

/** Every story runs at the mock world's fixed 'now'. */
const storyClock = fixedClock(FIXED_NOW);
export const withClock: Decorator = (Story) => (
  <ClockProvider clock={storyClock}>
    <Story />
  </ClockProvider>
);

function FreshQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, staleTime: Infinity },
          mutations: { retry: false },
        },
      }),
  );
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

/** Who is signed in: the toolbar's persona or `globals: { persona: 'admin' }`. */
export const withPersona: Decorator = (Story, { globals }) => {
  const persona = isPersona(globals.persona) ? globals.persona : 'member';
  const value: SessionValue = {
    session: sessionFor(persona),
    login: () => undefined,
    logout: () => undefined,
  };
  return (
    <SessionProvider value={value}>
      <Story />
    </SessionProvider>
  );
};
