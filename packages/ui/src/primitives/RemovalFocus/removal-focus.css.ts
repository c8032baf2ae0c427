import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * An item that takes focus when the one before it is removed: its ring (the global focus ring)
 * stands clear of the item and follows a card's rounded corners.
 */
export const removalFocusRing = style({
  borderRadius: vars.radius.lg,
  outlineOffset: vars.size.focusOffset,
});
