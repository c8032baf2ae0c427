import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Heading, type HeadingLevel, type HeadingSize } from '../Heading/Heading';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export const cardElements = ['div', 'section', 'article'] as const;
export type CardPadding = (typeof cardPaddings)[number];
export type CardElement = (typeof cardElements)[number];

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** `section` or `article` become landmarks/regions named by the title. */
  as?: CardElement;
  title?: ReactNode;
  /** The heading level of the title in the page outline (default 2). */
  titleLevel?: HeadingLevel;
  /** The title's visual size, independent of its level. */
  titleSize?: HeadingSize;
  /**
   * 'auto' where the title is a member's or an admin's text (a group's or a challenge's name): it
   * then takes its direction from its first letter, so an Arabic name stands at the right of the
   * card, as a description that does the same below it.
   */
  titleDir?: 'auto';
  /** The title's id, for controls inside the card that it describes (`aria-describedby`). */
  titleId?: string;
  /** A short line under the title. */
  description?: ReactNode;
  /** A control at the end of the header, e.g. a 'View all' link or a menu. */
  headerAction?: ReactNode;
  padding?: CardPadding;
  /**
   * The whole card is clickable: put a Link in `title` and it stretches over the card, so the
   * card has one tab stop and one accessible name.
   */
  interactive?: boolean;
  ref?: Ref<HTMLElement>;
};

/** A surface that groups one subject: a widget on the dashboard, a group, a badge. */
export function Card({
  as: Element = 'div',
  title,
  titleLevel = 2,
  titleSize = 'lg',
  titleDir,
  titleId: givenTitleId,
  description,
  headerAction,
  padding = 'md',
  interactive = false,
  className,
  children,
  ref,
  ...rest
}: CardProps) {
  const ownTitleId = useId();
  const titleId = givenTitleId ?? ownTitleId;
  const hasHeader = title !== undefined || headerAction !== undefined;
  const names = Element !== 'div' && title !== undefined && rest['aria-label'] === undefined;

  return (
    <Element
      ref={ref as Ref<HTMLDivElement>}
      className={[styles.card({ padding, interactive }), className].filter(Boolean).join(' ')}
      aria-labelledby={names ? titleId : undefined}
      {...rest}
    >
      {hasHeader ? (
        <div className={styles.header}>
          <div className={styles.titleBlock}>
            {title !== undefined ? (
              <Heading
                id={titleId}
                level={titleLevel}
                size={titleSize}
                className={styles.title}
                dir={titleDir}
              >
                {title}
              </Heading>
            ) : null}
            {description !== undefined ? <p className={styles.description}>{description}</p> : null}
          </div>
          {headerAction !== undefined ? (
            <div className={styles.headerAction}>{headerAction}</div>
          ) : null}
        </div>
      ) : null}
      {children}
    </Element>
  );
}
