import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../../session/SessionContext';
import { SignInPrompt } from '../../auth/SignInPrompt';
import { SessionCheck } from '../SessionCheck';

export type ProtectedRouteProps = {
  /** The screen's title ('Leaderboard'): the signed-out prompt and the page title show it. */
  screenTitle: string;
  /** On '/': signed-out visitors get the welcome ('Welcome to RepRally') instead of the title. */
  welcome?: boolean;
  /** The spinner's words while the sign-in state loads. */
  loadingLabel?: string;
  /** The screen, rendered only for a signed-in member. */
  children: ReactNode;
};

/**
 * A spinner while sign-in is checked, the login prompt with the
 * screen's title when signed out, the screen when signed in. Logging in from here returns the
 * member to the page they asked for.
 */
export function ProtectedRoute({
  screenTitle,
  welcome = false,
  loadingLabel,
  children,
}: ProtectedRouteProps) {
  const { session, login } = useSession();
  const { pathname, search, hash } = useLocation();
  const title = welcome ? undefined : screenTitle;

  if (session.status === 'loading') {
    return <SessionCheck screenTitle={title} label={loadingLabel} />;
  }
  if (session.status === 'signedOut') {
    return (
      <SignInPrompt
        screenTitle={title}
        onLogin={() => login(`${pathname}${search}${hash}`)}
        loggingIn={session.signingIn}
      />
    );
  }
  return children;
}
