import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
});

export const confirmation = style({
  margin: 0,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:empty': { display: 'none' } },
});

export const alert = style({ alignSelf: 'stretch' });
