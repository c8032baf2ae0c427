import { useEffect, useId, useRef } from 'react';
import { useAppConfig, useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { Heading } from '../../../primitives/Heading';
import { Text } from '../../../primitives/Text';
import { BrandMark } from '../../shell/BrandMark';
import * as styles from './SignInPrompt.css';

/** The welcome page's screen in the browser's tab and history: 'Welcome | RepRally'. */
export const WELCOME_SCREEN = 'Welcome';

export type SignInPromptProps = {
  /**
   * The screen the visitor asked for ('Dashboard', 'Monthly Workout Warriors', ...). Without it
   * this is the welcome page of '/': 'Welcome to RepRally', its tab 'Welcome | RepRally'.
   */
  screenTitle?: string;
  /** Starts sign-in; the login control shows once sign-in is wired in. */
  onLogin?: () => void;
  /** True while the redirect to the identity provider is under way. */
  loggingIn?: boolean;
  /**
   * Why her last sign-in failed ('Login failed', 'Invalid state', the provider's own words such
   * as 'The user denied access'), shown until she dismisses it or tries again.
   */
  error?: string;
  /**
   * The prompt took the place of her page while she was on it (she logged out in another tab, or
   * a logout here never reached the provider). Focus, which was in the page, was lost with it:
   * the prompt takes it, so a screen reader says where she is and why.
   */
  replacesHerPage?: boolean;
};

/**
 * What signed-out visitors see: on '/' the welcome, on a protected
 * route that screen's title; both with 'Please log in to access the app' and a login control.
 * A sign-in that failed (she cancelled at the provider, or its answer did not match) says why in
 * a red alert above the control, so she knows to try again.
 */
export function SignInPrompt({
  screenTitle,
  onLogin,
  loggingIn = false,
  error,
  replacesHerPage = false,
}: SignInPromptProps) {
  const { appName } = useAppConfig();
  useDocumentTitle(screenTitle ?? WELCOME_SCREEN);
  const messageId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!replacesHerPage) return;
    // only focus that went with her page: never taken from the header or another control
    const { activeElement } = document;
    if (activeElement === null || activeElement === document.body) panel.current?.focus();
  }, [replacesHerPage]);
  return (
    <div className={styles.page}>
      <section
        ref={panel}
        className={styles.panel}
        aria-labelledby="sign-in-heading"
        aria-describedby={messageId}
        tabIndex={replacesHerPage ? -1 : undefined}
      >
        <BrandMark appName={appName} size="lg" showName={false} />
        <Heading level={1} size="2xl" id="sign-in-heading" align="center">
          {screenTitle ?? `Welcome to ${appName}`}
        </Heading>
        <Text id={messageId} tone="muted" align="center">
          Please log in to access the app
        </Text>
        {error && !loggingIn ? (
          // it hides itself on Dismiss; a new failure is a new alert
          <Alert key={error} className={styles.failure} onDismiss={() => undefined}>
            {error}
          </Alert>
        ) : null}
        {onLogin ? (
          <Button
            size="lg"
            fullWidth
            className={styles.action}
            onClick={onLogin}
            loading={loggingIn}
            loadingLabel="Redirecting..."
          >
            Log In
          </Button>
        ) : null}
      </section>
    </div>
  );
}
