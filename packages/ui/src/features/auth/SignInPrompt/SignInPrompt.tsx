import { useAppConfig, useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Button } from '../../../primitives/Button';
import { Heading } from '../../../primitives/Heading';
import { Text } from '../../../primitives/Text';
import { BrandMark } from '../../shell/BrandMark';
import * as styles from './SignInPrompt.css';

export type SignInPromptProps = {
  /**
   * The screen the visitor asked for ('Dashboard', 'Monthly Workout Warriors', ...). Without it
   * this is the welcome page of '/': 'Welcome to RepRally'.
   */
  screenTitle?: string;
  /** Starts sign-in; the login control shows once sign-in is wired in. */
  onLogin?: () => void;
  /** True while the redirect to the identity provider is under way. */
  loggingIn?: boolean;
};

/**
 * What signed-out visitors see: on '/' the welcome, on a protected
 * route that screen's title; both with 'Please log in to access the app' and a login control.
 */
export function SignInPrompt({ screenTitle, onLogin, loggingIn = false }: SignInPromptProps) {
  const { appName } = useAppConfig();
  useDocumentTitle(screenTitle);
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="sign-in-heading">
        <BrandMark appName={appName} size="lg" showName={false} />
        <Heading level={1} size="2xl" id="sign-in-heading" align="center">
          {screenTitle ?? `Welcome to ${appName}`}
        </Heading>
        <Text tone="muted" align="center">
          Please log in to access the app
        </Text>
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
