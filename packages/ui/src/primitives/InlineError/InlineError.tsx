import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { StatusIcon } from './StatusIcon';
import * as styles from './InlineError.css';

export type InlineErrorProps = Omit<HTMLAttributes<HTMLElement>, 'id' | 'role'> & {
  /** Required so a field or widget can point at it with aria-describedby / aria-errormessage. */
  id: string;
  children: ReactNode;
  /** `span` inside a line of text; `p` (default) under a field or in a widget. */
  as?: 'p' | 'div' | 'span';
  /** Announce the message as soon as it appears (role="alert"), e.g. after a submit. */
  announce?: boolean;
  ref?: Ref<HTMLElement>;
};

/** Red text with an icon for a field's or a widget's error, under the field or in the widget. */
export function InlineError({
  id,
  as: Element = 'p',
  announce = false,
  className,
  children,
  ref,
  ...rest
}: InlineErrorProps) {
  return (
    <Element
      ref={ref as Ref<HTMLParagraphElement>}
      id={id}
      role={announce ? 'alert' : undefined}
      className={[styles.inlineError, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <StatusIcon kind="error" className={styles.icon} />
      <span className={styles.message}>{children}</span>
    </Element>
  );
}
