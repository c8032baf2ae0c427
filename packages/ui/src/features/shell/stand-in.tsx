import type { ReactNode } from 'react';
import * as styles from './stand-in.css';

/**
 * A control's place, kept before the control itself can be there: `children` (a copy of the
 * control) take their own room, invisible, inert and hidden from assistive technology.
 */
export function StandIn({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span
      className={[styles.standIn, className].filter(Boolean).join(' ')}
      aria-hidden="true"
      inert
    >
      {children}
    </span>
  );
}
