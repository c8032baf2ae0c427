import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** A visible block so the stories show where space goes. */
export const sample = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontWeight: vars.fontWeight.medium,
});
