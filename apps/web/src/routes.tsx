import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import {
  AppShell,
  DashboardScreen,
  DemoDataControl,
  ProtectedRoute,
  SessionCheck,
} from '@reprally/ui';

// every route but the home screen loads its own chunk (ARCHITECTURE.md budgets): screens come
// from their own entry points of @reprally/ui, so the main chunk never holds them
const LeaderboardPage = lazy(() =>
  import('@reprally/ui/screens/leaderboard').then((screen) => ({
    default: screen.LeaderboardPage,
  })),
);

function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ProtectedRoute screenTitle={title}>
      <Suspense fallback={<SessionCheck screenTitle={title} label="Loading…" />}>
        {children}
      </Suspense>
    </ProtectedRoute>
  );
}

/** On the mock backend: 'Reset demo data' puts the browser's database back to the seed. */
const demoData = import.meta.env.VITE_API_BASE_URL ? null : (
  <DemoDataControl
    onReset={async () => {
      const { resetDemoData } = await import('./mock-backend');
      await resetDemoData();
      window.location.reload();
    }}
  />
);

/** Routes are registered only for screens that exist; everything else goes home (spec 1 §2). */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell footer={demoData} />,
    children: [
      {
        index: true,
        element: (
          <ProtectedRoute screenTitle="Dashboard" welcome>
            <DashboardScreen />
          </ProtectedRoute>
        ),
      },
      // the identity provider's redirect back: the auth machine finishes and navigates on
      { path: 'callback', element: <SessionCheck /> },
      {
        path: 'leaderboard',
        element: (
          <Screen title="Leaderboard">
            <LeaderboardPage />
          </Screen>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
