import type { ReactNode } from 'react';
import { cardRowLabel } from './card-rows.css';

/**
 * A value's label for the eye, on a phone, where a table's rows stand as cards and its column
 * headers are not over the values. A screen reader hears the column's header instead, so the label
 * is hidden from it.
 */
export function CardRowLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className={cardRowLabel}>
      {children}
    </span>
  );
}

/** `value` under its label on a phone's card row. */
export const labelledOnCard = (label: string, value: ReactNode) => (
  <>
    <CardRowLabel>{label}</CardRowLabel>
    {value}
  </>
);
