import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

// over the whole viewport, above everything, never in the way of a click
export const canvas = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  pointerEvents: 'none',
  zIndex: vars.zIndex.toast,
});
