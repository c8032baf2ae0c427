import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { StatusIcon } from '../InlineError/StatusIcon';
import { DismissButton } from './DismissButton';
import * as styles from './Alert.css';

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> & {
  title?: ReactNode;
  /** The message, e.g. 'Failed to log workout'. Rendered as text. */
  children: ReactNode;
  /** Called when the member dismisses the alert. Without it the alert cannot be dismissed. */
  onDismiss?: () => void;
  /** Control visibility from outside; otherwise the alert hides itself on Dismiss. */
  open?: boolean;
  dismissLabel?: string;
  ref?: Ref<HTMLDivElement>;
};

/** spec 1 §8: 'Errors show in a red dismissible alert'. Announced at once (role="alert"). */
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
  const visible = open ?? !dismissed;
  if (!visible) return null;

  const dismiss = () => {
    setDismissed(true);
    onDismiss?.();
  };

  return (
    <div
      ref={ref}
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
