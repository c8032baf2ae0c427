import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const centre = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: `calc(100dvh - ${vars.size.controlLg} - ${vars.space['4xl']})`,
  padding: vars.space.xl,
  color: vars.color.textMuted,
});
