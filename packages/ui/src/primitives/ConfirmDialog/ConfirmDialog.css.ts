import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';

// ConfirmDialog shares the overlay and panel of Dialog; only its body differs
export { overlay, content, title, footer } from '../Dialog/Dialog.css';

export const header = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
});

export const message = style({
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.md,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

// why the last confirm failed: under the question, in line with it
export const error = style({
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.md,
});

// on a phone the confirmation is a short card at the bottom, not a full-screen sheet
export const panel = style({
  top: 'auto',
  borderTopLeftRadius: vars.radius.lg,
  borderTopRightRadius: vars.radius.lg,
  '@media': {
    [mediaQueries.tablet]: { top: '50%', borderRadius: vars.radius.lg },
  },
});
