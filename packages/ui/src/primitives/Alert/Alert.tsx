import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { StatusIcon } from '../InlineError/StatusIcon';
import { DismissButton } from './DismissButton';
import { useFocusAfterDismiss } from './use-focus-after-dismiss';
import * as styles from './Alert.css';

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> & {
  /** A short bold line above the message, e.g. 'Could not save your goal'. */
  title?: ReactNode;
  /** The message, e.g. 'Failed to log workout'. Rendered as text. */
  children: ReactNode;
  /** Called when the member dismisses the alert. Without it the alert cannot be dismissed. */
  onDismiss?: () => void;
  /** Control visibility from outside; otherwise the alert hides itself on Dismiss. */
  open?: boolean;
  /** Accessible name of the close button (default 'Dismiss'). */
  dismissLabel?: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * An error inside a form or a widget: red, dismissible, announced at once (role="alert"). When it
 * goes while focus is in it, focus moves to the control next to it, not to the document.
 */
export function Alert({
  title,
  children,
  onDismiss,
  open,
  dismissLabel = 'Dismiss',
  className,
  ref,
  ...rest
}: AlertProps) {
  const [dismissed, setDismissed] = useState(false);
  const rootRef = useFocusAfterDismiss(ref);
  const visible = open ?? !dismissed;
  if (!visible) return null;

  const dismiss = () => {
    setDismissed(true);
    onDismiss?.();
  };

  return (
    <div
      ref={rootRef}
      role="alert"
      className={[styles.alert, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <StatusIcon kind="error" className={styles.icon} />
      <div className={styles.body}>
        {title !== undefined ? <p className={styles.title}>{title}</p> : null}
        <div className={styles.message}>{children}</div>
      </div>
      {onDismiss ? (
        <DismissButton onDismiss={dismiss} label={dismissLabel} className={styles.dismiss} />
      ) : null}
    </div>
  );
}
