import { createContext, use, useState, type ReactNode } from 'react';

/** The signed-in member as the identity provider describes them. */
export type SessionUser = {
  sub: string;
  email: string;
  name: string;
  roles: readonly string[];
};

/**
 * What the UI knows about sign-in. The app fills this from its auth machine; stories fill it
 * from a persona (signed out / loading / member / admin).
 */
export type Session =
  | {
      status: 'loading';
      /**
       * A member who signed in recently is being signed in again in the background: the frame
       * keeps the navigation's place, so it arrives without moving the page.
       */
      returning?: boolean;
    }
  | {
      status: 'signedOut';
      error?: string;
      /** on the way to the identity provider */ signingIn?: boolean;
      /**
       * The session ended by itself (it could not be renewed), not by 'Log Out': protected pages
       * stay as they were under a prompt to log in again.
       */
      expired?: boolean;
    }
  | {
      status: 'signedIn';
      user: SessionUser;
      isAdmin: boolean;
      /**
       * Her sign-in's roles could not be read (a roles claim that is not a list of names):
       * 'Failed to verify admin privileges'. She is not taken for an admin, and the admin area
       * says so, rather than sending her to her dashboard as it does a member without the role.
       */
      adminCheckError?: string;
      /**
       * 'Log Out' was pressed and the browser is on its way to the identity provider: the page
       * stays as it was, with 'Log Out' busy.
       */
      signingOut?: boolean;
    };

export type LoginOptions = {
  /** Sign in in a popup and stay on this page (what was typed stays), not by leaving it. */
  popup?: boolean;
};

export type SessionActions = {
  login: (returnTo?: string, options?: LoginOptions) => void;
  logout: () => void;
};

export type SessionValue = { session: Session } & SessionActions;

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ value, children }: { value: SessionValue; children: ReactNode }) {
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/**
 * While her session has ended by itself (`expired`), the last signed-in session this component
 * saw: a page kept under the prompt to log in again, and the frame around it, stay hers until she
 * is back. Null while the session is live or signed out by her, and when this component never saw
 * her signed in.
 */
export function useSessionKeptWhileExpired(): SessionValue | null {
  const value = useSession();
  // kept in state, adjusted while rendering (react.dev 'You might not need an effect')
  const [lastSignedIn, setLastSignedIn] = useState<SessionValue | null>(null);
  if (value.session.status === 'signedIn' && lastSignedIn !== value) setLastSignedIn(value);
  const expired = value.session.status === 'signedOut' && value.session.expired === true;
  return expired ? lastSignedIn : null;
}

/** The signed-in member's id (the identity provider's `sub`); undefined while nobody is signed in. */
export function useSignedInUserId(): string | undefined {
  const { session } = useSession();
  return session.status === 'signedIn' ? session.user.sub : undefined;
}
