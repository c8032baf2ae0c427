import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { StatusIcon, type StatusIconKind } from '../InlineError/StatusIcon';
import { DismissButton } from '../Alert/DismissButton';
import { useFocusAfterDismiss } from '../Alert/use-focus-after-dismiss';
import { useHeardAfterArrival } from '../live/region-known';
import * as styles from './Banner.css';

export const bannerTones = ['success', 'error', 'neutral'] as const;
export type BannerTone = (typeof bannerTones)[number];

const iconFor: Record<BannerTone, StatusIconKind> = {
  success: 'success',
  error: 'error',
  neutral: 'info',
};

export type BannerProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> & {
  /** 'error' interrupts (role="alert"); 'success' and 'neutral' wait their turn (role="status"). */
  tone?: BannerTone;
  /** A short bold line above the message. */
  title?: ReactNode;
  /** The message. Use `messages` instead to list several (combined fetch errors). */
  children?: ReactNode;
  /** Several messages shown as one list, e.g. a dashboard's failed fetches (each failed fetch one line). */
  messages?: readonly string[];
  /** A control such as 'Retry', shown at the end. */
  action?: ReactNode;
  /** Called when dismissed. Without it the banner cannot be dismissed. */
  onDismiss?: () => void;
  /** Control visibility from outside; otherwise the banner hides itself on Dismiss. */
  open?: boolean;
  /** Accessible name of the close button (default 'Dismiss'). */
  dismissLabel?: string;
  /**
   * Whether the banner announces itself as it appears (the default). Pass false for a banner that
   * is given focus as it appears: focus reads it, and a live role would read it a second time.
   */
  live?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/**
 * Page-level feedback. Errors interrupt (role="alert"); success and neutral news waits its
 * turn (role="status"). When it goes while focus is in it, focus moves to the control next to
 * it, not to the document.
 *
 * News that arrives with its words is often not read: a screen reader announces an alert as it
 * appears, but a status only when its words change after the screen reader knows it. So a live
 * success or neutral banner keeps its words from assistive technology for its first moments and
 * then lets them in, unchanged on screen. A banner that can take focus (`tabIndex`) shows them at
 * once: focus that comes to it reads them.
 */
export function Banner({
  tone = 'neutral',
  title,
  children,
  messages,
  action,
  onDismiss,
  open,
  dismissLabel = 'Dismiss',
  live = true,
  className,
  ref,
  ...rest
}: BannerProps) {
  const [dismissed, setDismissed] = useState(false);
  const rootRef = useFocusAfterDismiss(ref);
  const visible = open ?? !dismissed;
  const heard = useHeardAfterArrival(
    visible && live && tone !== 'error' && rest.tabIndex === undefined,
  );
  if (!visible) return null;

  const dismiss = () => {
    setDismissed(true);
    onDismiss?.();
  };

  return (
    <div
      ref={rootRef}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
      data-tone={tone}
      className={[styles.banner({ tone }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <StatusIcon kind={iconFor[tone]} className={styles.icon({ tone })} />
      <div className={styles.body} aria-hidden={heard ? undefined : true}>
        {title !== undefined ? <p className={styles.title}>{title}</p> : null}
        {children !== undefined ? <div>{children}</div> : null}
        {messages && messages.length === 1 ? <p>{messages[0]}</p> : null}
        {messages && messages.length > 1 ? (
          <ul className={styles.list}>
            {messages.map((message, index) => (
              // the same text can come twice (two widgets failing alike): index keeps keys unique
              <li key={`${index}-${message}`}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {action !== undefined ? <div className={styles.action}>{action}</div> : null}
      {onDismiss ? (
        <DismissButton onDismiss={dismiss} label={dismissLabel} className={styles.dismiss} />
      ) : null}
    </div>
  );
}
