import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import * as styles from './EmptyState.css';

export const emptyStateSizes = styles.emptyStateSizes;
export type EmptyStateSize = (typeof emptyStateSizes)[number];

export type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** The message, e.g. 'No challenges found.' (spec texts verbatim). */
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon or emoji above the title. */
  icon?: ReactNode;
  /** What to do next, e.g. a 'Log Workout' button. */
  action?: ReactNode;
  /**
   * 'page' (default) where the message is all a page has to show, in a card of its own; its
   * title is a heading. 'compact' inside a card that has a title: less room above and below,
   * and the title is a paragraph at the card's body size, since the card's own heading already
   * names what is empty and a message is not a section of the page.
   */
  size?: EmptyStateSize;
  /** The title's level in the page outline, for the 'page' size (default 3). */
  titleLevel?: HeadingLevel;
  ref?: Ref<HTMLDivElement>;
};

/** What a list or widget shows when it has nothing yet, and what to do about it. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  size = 'page',
  titleLevel = 3,
  className,
  ref,
  ...rest
}: EmptyStateProps) {
  return (
    <div
      ref={ref}
      className={[styles.emptyState({ size }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon !== undefined ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className={styles.text}>
        {size === 'compact' ? (
          <p className={styles.compactTitle}>{title}</p>
        ) : (
          <Heading level={titleLevel} size="md" align="center">
            {title}
          </Heading>
        )}
        {description !== undefined ? <p className={styles.description}>{description}</p> : null}
      </div>
      {action !== undefined ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
