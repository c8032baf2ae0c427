import { style } from '@vanilla-extract/css';
import { cancelPageGutter } from '../../../layout/page-gutter.css';
import { vars } from '../../../theme/vars.css';

// centres its message in the window below the header with its own padding, in place of the
// frame's gutter
export const centre = style({
  ...cancelPageGutter,
  display: 'grid',
  placeItems: 'center',
  minHeight: `calc(100dvh - ${vars.size.controlLg} - ${vars.space['4xl']})`,
  padding: vars.space.xl,
  color: vars.color.textMuted,
});
