import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

/** Along the bottom of the window, above the page, wherever she has scrolled to. */
export const banner = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.toast,
  maxWidth: vars.size.content,
  marginInline: 'auto',
  boxShadow: vars.shadow.lg,
});
