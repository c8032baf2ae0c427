import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { AppHeader, SignInPrompt, Spinner, useSession } from '@reprally/ui';

function Layout() {
  return (
    <>
      <AppHeader />
      <Outlet />
    </>
  );
}

function Home() {
  const { session, login } = useSession();
  if (session.status === 'loading') return <Spinner label="Checking your sign-in…" />;
  if (session.status === 'signedOut')
    return <SignInPrompt onLogin={() => login('/')} loggingIn={session.signingIn} />;
  return <p>Signed in as {session.user.name}</p>;
}

export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      { path: 'callback', element: <Spinner label="Signing you in…" /> },
      // spec 1 §2: any unknown path redirects to /
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
