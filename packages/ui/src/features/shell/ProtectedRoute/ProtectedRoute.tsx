import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyPart } from '../../../api/lazy-part';
import {
  SessionProvider,
  useSession,
  useSessionKeptWhileExpired,
} from '../../../session/SessionContext';
import type { SessionExpiredDialogProps } from '../../auth/SessionExpiredDialog';
import { SessionExpiredBanner } from '../../auth/SessionExpiredBanner';
import { QuietErrorBoundary } from '../../errors/AppErrorBoundary';
import { SignInPrompt } from '../../auth/SignInPrompt';
import { SessionCheck } from '../SessionCheck';

// shown only once a session has expired: its code stays out of the first paint
const sessionExpiredDialog = lazyPart<SessionExpiredDialogProps>(() =>
  import('../../auth/SessionExpiredDialog').then((m) => m.SessionExpiredDialog),
);

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
 * member to the page they asked for. A session that ended by itself keeps the screen under a
 * prompt to log in again in a popup, so nothing typed is lost.
 */
export function ProtectedRoute({
  screenTitle,
  welcome = false,
  loadingLabel,
  children,
}: ProtectedRouteProps) {
  const value = useSession();
  const { session, login } = value;
  const { pathname, search, hash } = useLocation();
  const title = welcome ? undefined : screenTitle;
  const here = `${pathname}${search}${hash}`;
  // the last signed-in session, which the screen keeps seeing while it waits under the prompt
  const kept = useSessionKeptWhileExpired();
  // whether her screen was shown here: a prompt after it takes the place of her page
  const [shownHerScreen, setShownHerScreen] = useState(false);
  if (session.status === 'signedIn' && !shownHerScreen) setShownHerScreen(true);

  if (session.status === 'loading') {
    return <SessionCheck screenTitle={title} label={loadingLabel} />;
  }
  if (session.status === 'signedOut' && !kept) {
    return (
      <SignInPrompt
        screenTitle={title}
        onLogin={() => login(here)}
        loggingIn={session.signingIn}
        error={session.error}
        replacesHerPage={shownHerScreen}
      />
    );
  }
  const prompt = {
    onLogin: () => login(here, { popup: true }),
    loggingIn: session.status === 'signedOut' && session.signingIn,
    error: session.status === 'signedOut' ? session.error : undefined,
  };
  // The screen sits in the same place whether the session is live or has expired, so React
  // keeps it and everything typed into it; while expired it sees the member it was opened for
  // and waits under the prompt to log in again.
  return (
    <>
      <SessionProvider value={kept ?? value}>{children}</SessionProvider>
      {session.status === 'signedOut' ? (
        // code that could not be loaded must not take the page, and what was typed, with it: the
        // same prompt then shows in a banner of the page's own code
        <QuietErrorBoundary fallback={<SessionExpiredBanner {...prompt} />}>
          <Suspense fallback={null}>
            <sessionExpiredDialog.Part {...prompt} />
          </Suspense>
        </QuietErrorBoundary>
      ) : null}
    </>
  );
}
