import { style } from '@vanilla-extract/css';
import { cancelPageGutter } from '../../../layout/page-gutter.css';
import { vars } from '../../../theme/vars.css';
import { mediaQueries } from '../../../theme/tokens';
import { fillsFrame } from '../../shell/fills-frame.css';

// fills the window below the header with its own padding, in place of the frame's gutter; in the
// frame, the room between the header and the footer
export const page = style([
  fillsFrame,
  {
    ...cancelPageGutter,
    display: 'grid',
    placeItems: 'center',
    minHeight: `calc(100dvh - ${vars.size.controlLg} - ${vars.space.lg})`,
    paddingBlock: vars.space.xl,
    paddingInline: vars.space.md,
  },
]);

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.size.dialogSm,
  paddingBlock: vars.space['2xl'],
  paddingInline: vars.space.lg,
  textAlign: 'center',
  background: vars.color.surface,
  border: `${vars.size.borderThin} solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  '@media': { [mediaQueries.tablet]: { paddingInline: vars.space['2xl'] } },
});

export const action = style({ marginTop: vars.space.xs, width: '100%' });

/** The failed sign-in's alert: the panel's width, its text read from the start. */
export const failure = style({ width: '100%', textAlign: 'start' });
