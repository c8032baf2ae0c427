import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Heading } from '../Heading/Heading';
import * as styles from './PageHeader.css';

export type PageHeaderProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The page's one h1, e.g. 'Your Challenges'. */
  title: ReactNode;
  subtitle?: ReactNode;
  /**
   * A row of facts about what the page shows, under the subtitle and part of the header (a
   * challenge's dates and tags), so the page's content keeps its distance below it.
   */
  details?: ReactNode;
  /** The page's main actions, e.g. a 'Log Workout' button. */
  actions?: ReactNode;
  ref?: Ref<HTMLElement>;
};

/** The top of a page: its h1, a line of context and its main actions. */
export function PageHeader({
  title,
  subtitle,
  details,
  actions,
  className,
  ref,
  ...rest
}: PageHeaderProps) {
  return (
    <header
      ref={ref}
      className={[styles.pageHeader, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <div className={styles.titles}>
        <Heading level={1} size="3xl" className={styles.title}>
          {title}
        </Heading>
        {subtitle !== undefined ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {details !== undefined ? <div className={styles.details}>{details}</div> : null}
      </div>
      {actions !== undefined ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
