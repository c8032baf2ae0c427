import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import * as styles from './EmptyState.css';

export type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** The message, e.g. 'No challenges found.' (spec texts verbatim). */
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon or emoji above the title. */
  icon?: ReactNode;
  /** What to do next, e.g. a 'Log Workout' button. */
  action?: ReactNode;
  /** The title's level in the page outline (default 3: inside a card or section). */
  titleLevel?: HeadingLevel;
  ref?: Ref<HTMLDivElement>;
};

/** What a list or widget shows when it has nothing yet, and what to do about it. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  titleLevel = 3,
  className,
  ref,
  ...rest
}: EmptyStateProps) {
  return (
    <div ref={ref} className={[styles.emptyState, className].filter(Boolean).join(' ')} {...rest}>
      {icon !== undefined ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className={styles.text}>
        <Heading level={titleLevel} size="md" align="center">
          {title}
        </Heading>
        {description !== undefined ? <p className={styles.description}>{description}</p> : null}
      </div>
      {action !== undefined ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
