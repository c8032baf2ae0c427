import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

/**
 * The three figures side by side while each column holds its label on one line ('Workouts', the
 * longest, is 3.9em of the card's text): the columns' least width is in em, so it grows with the
 * member's text size, and a card too narrow for three (a phone with large text) puts them in
 * two columns or one under the other rather than running one label into the next.
 */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 4em), 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({ display: 'flex', flexDirection: 'column-reverse', minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export { figure as value } from '../../../theme/figure.css';
