import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

/** The rule between the placeholder's rows, as between the table's own. */
export const rowRule = style({
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `${vars.size.borderThin} solid ${vars.color.border}` },
  },
});
