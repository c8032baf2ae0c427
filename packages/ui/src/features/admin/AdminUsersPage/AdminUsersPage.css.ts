import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

/**
 * A member's name in the users table. Words stay whole (the table scrolls sideways on a phone
 * rather than squeezing names), but the name is never wider than `tableText` (16em): a single
 * word longer than that breaks there, instead of pushing every other column a screen or more to
 * the right.
 */
export const userName = style({
  maxWidth: vars.size.tableText,
  overflowWrap: 'break-word',
});

/** The rule between the placeholder's rows, as between the table's own. */
export const rowRule = style({
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `${vars.size.borderThin} solid ${vars.color.border}` },
  },
});
