import { style } from '@vanilla-extract/css';
import { cancelPageGutter } from '../../../layout/page-gutter.css';
import { vars } from '../../../theme/vars.css';
import { fillsFrame } from '../fills-frame.css';

// centres its message in the window below the header with its own padding, in place of the
// frame's gutter; in the frame, in the room between the header and the footer, as the welcome
// built into the page does, so the footer stays where the built page put it
export const centre = style([
  fillsFrame,
  {
    ...cancelPageGutter,
    display: 'grid',
    placeItems: 'center',
    minHeight: `calc(100dvh - ${vars.size.controlLg} - ${vars.space['4xl']})`,
    padding: vars.space.xl,
    color: vars.color.textMuted,
  },
]);
