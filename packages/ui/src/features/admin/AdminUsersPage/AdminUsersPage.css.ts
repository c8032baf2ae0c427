import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';

/** The rule between the placeholder's rows, as between the table's own. */
export const rowRule = style({
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `${vars.size.borderThin} solid ${vars.color.border}` },
  },
});

/**
 * A column's sort button in its header: it reads as every table's column header does (small
 * capitals, muted), and its label stands where the column's values do, at the cell's start or,
 * for a figure, at its end. The button keeps its padding round the label for its hover and its
 * focus ring, reaching into the cell's padding by as much (and its border), and is as wide as its
 * label needs: the column is sized to the label, not the label squeezed into the column.
 */
const reach = (side: string) => `calc(-1 * (${side} + ${vars.size.borderThin}))`;

export const sortButton = style({
  fontSize: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  color: 'inherit',
  maxWidth: 'none',
  marginInline: reach(vars.space.sm),
  '@media': {
    // where a button's sides narrow (large text on a phone), by as much as they do
    [mediaQueries.largeTextPhone]: { marginInline: reach(vars.space.xs) },
  },
});
