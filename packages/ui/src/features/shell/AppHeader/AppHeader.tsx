import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppConfig } from '../../../app-config/AppConfigContext';
import { Button } from '../../../primitives/Button';
import { ThemeSwitch } from '../../../primitives/ThemeSwitch';
import { useSession } from '../../../session/SessionContext';
import { LogOutButton } from '../../auth/LogOutButton';
import { BrandMark } from '../BrandMark';
import { StandIn } from '../stand-in';
import { useScrollPaddingFor } from '../useScrollPaddingFor';
import * as styles from './AppHeader.css';

export type AppHeaderProps = {
  /** Extra controls before the account actions. */
  children?: ReactNode;
  /** Before the product name: the shell's 'Open menu' button on small screens. */
  leading?: ReactNode;
  /** A row under the bar: the shell's top-bar navigation on wide screens. */
  navigation?: ReactNode;
  /** In place of 'Log Out' while nobody is signed in: the shell's `LogOutPlaceholder`. */
  accountPlaceholder?: ReactNode;
  /** Its controls out of reach (the frame of a page waiting under the prompt to log in again). */
  inert?: boolean;
};

/**
 * The header of every page: the product name, the member's e-mail on wide
 * screens, 'Log Out', and the theme switch. Signed out, only the name and the theme switch.
 */
export function AppHeader({
  children,
  leading,
  navigation,
  accountPlaceholder,
  inert = false,
}: AppHeaderProps) {
  const { appName } = useAppConfig();
  const { session } = useSession();
  // the header stays on screen: focus and scrolling keep clear of it
  const keepClear = useScrollPaddingFor('top');
  return (
    <header ref={keepClear} className={styles.header} inert={inert}>
      <div className={styles.bar}>
        <div className={styles.start}>
          {leading}
          <RouterLink to="/" className={styles.brandLink} aria-label={`${appName} home`}>
            <BrandMark
              appName={appName}
              showName={
                session.status === 'signedIn' ||
                (session.status === 'loading' && session.returning === true)
                  ? 'fromTablet'
                  : 'fromTabletForMember'
              }
            />
          </RouterLink>
        </div>
        <div className={styles.actions}>
          {children}
          {session.status === 'signedIn' ? (
            <>
              <span className={styles.email}>{session.user.email}</span>
              <LogOutButton />
            </>
          ) : (
            accountPlaceholder
          )}
          <ThemeSwitch showLabels={false} />
        </div>
      </div>
      {navigation}
    </header>
  );
}

/**
 * The place of 'Log Out', kept for a member coming back while she is signed in again: the same
 * button, invisible, inert and hidden from assistive technology, so the real one arrives without
 * moving the header's controls. (Her e-mail, beside it on wide screens, has no known width: it
 * arrives after, in room the header's actions already take, so nothing moves for it either.)
 */
export function LogOutPlaceholder({ className }: { className?: string }) {
  return (
    <StandIn className={className}>
      <Button variant="secondary" size="sm" tabIndex={-1}>
        Log Out
      </Button>
    </StandIn>
  );
}
