import type { ReactNode } from 'react';
import type { To } from 'react-router-dom';
import { Link } from '../Link';
import { link } from '../Link/Link.css';
import * as styles from './BackLink.css';

export type BackLinkProps = {
  /** The words after the chevron: 'Back to Group', 'Back to My Groups', 'Back'. */
  children: ReactNode;
} & (
  | {
      /** The page it leads to. */
      to: To;
      onBack?: never;
    }
  | {
      /** A way back through history instead of to a fixed page: a button, drawn the same. */
      onBack: () => void;
      to?: never;
    }
);

function Chevron() {
  return (
    <svg
      className={styles.chevron}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M15 18l-6-6 6-6" />
    </svg>
  );
}

/**
 * The way back from a page to the one above it, drawn one way on every page: a chevron and its
 * words in the link's colour, first on the page, above its title. A link when it leads to a
 * page; a button when it goes back through history.
 */
export function BackLink({ children, to, onBack }: BackLinkProps) {
  if (to !== undefined) {
    return (
      <Link to={to} variant="standalone" className={styles.backLink}>
        <Chevron />
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={onBack}
      className={[link({ variant: 'standalone' }), styles.asButton, styles.backLink].join(' ')}
    >
      <Chevron />
      {children}
    </button>
  );
}
