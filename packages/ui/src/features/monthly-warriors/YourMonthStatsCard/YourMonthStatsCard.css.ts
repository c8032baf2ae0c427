import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({ display: 'flex', flexDirection: 'column-reverse', minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export { figure as value } from '../../../theme/figure.css';
