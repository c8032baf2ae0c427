import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
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
 * label needs: the column is sized to the label, not the label squeezed into the column. It
 * reaches above and below its label into the cell's padding too, so the header row is as tall as
 * every other table's (a line of header text and the cell's padding), not as tall as a button
 * and the padding round it.
 */
const reach = (side: string) => `calc(-1 * (${side} + ${vars.size.borderThin}))`;

/** A header's line: the small capitals' size at the table's line height. */
const headerLine = `calc(${vars.fontSize.xs} * ${vars.lineHeight.snug})`;

export const sortButton = style({
  fontSize: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  color: 'inherit',
  maxWidth: 'none',
  marginInline: reach(vars.space.sm),
  // as tall as it was (its least height), but taking no more of the row than a header's line;
  // its line's top at the line's top, where the line holds nothing taller to lift it
  marginBlock: `calc((${headerLine} - ${vars.size.controlSm}) / 2)`,
  verticalAlign: 'top',
  '@media': {
    // where a button's sides narrow (large text on a phone), by as much as they do
    [mediaQueries.largeTextPhone]: { marginInline: reach(vars.space.xs) },
  },
});

/**
 * The users on a phone, as the group challenge's board is: each member's row stands as a small
 * card, the name with the photo on its first line, the three counts under it side by side and
 * the last activity under them, each under its own label, so every column shows in a 390 px window without scrolling sideways.
 * The header row stays in sight above the cards as a strip of sort buttons that wraps onto a
 * second line where it must. It stays a table for screen readers (caption, column headers with
 * their sort, row headers): the labels in the cells are for the eye only.
 */
const phone = `not ${mediaQueries.tablet}`;
const onPhone = (rule: GlobalStyleRule): GlobalStyleRule => ({ '@media': { [phone]: rule } });

/** A count's least width on a card: its label ('Challenges') keeps its line. */
const VALUE_MIN = '5.5em';

export const userCards = style({});
globalStyle(
  `${userCards} table, ${userCards} caption, ${userCards} thead, ${userCards} tbody`,
  onPhone({ display: 'block' }),
);
globalStyle(
  `${userCards} thead > tr`,
  onPhone({
    display: 'flex',
    flexWrap: 'wrap',
    background: vars.color.surfaceSunken,
    borderBlockEnd: `${vars.size.borderThin} solid ${vars.color.border}`,
  }),
);
globalStyle(
  `${userCards} thead > tr > th`,
  onPhone({ display: 'block', width: 'auto', borderBlockEnd: 'none' }),
);
globalStyle(
  `${userCards} tbody > tr`,
  onPhone({
    display: 'grid',
    // as many counts side by side as fit: three in a 390 px window at the default text size,
    // fewer a line with large text, never one running into the next
    gridTemplateColumns: `repeat(auto-fit, minmax(${VALUE_MIN}, 1fr))`,
    alignItems: 'start',
    columnGap: vars.space.sm,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    borderBlockEnd: `${vars.size.borderThin} solid ${vars.color.border}`,
  }),
);
globalStyle(`${userCards} tbody > tr:last-child`, onPhone({ borderBlockEnd: 'none' }));
globalStyle(
  `${userCards} tbody > tr > *`,
  onPhone({
    display: 'block',
    paddingBlock: vars.space['2xs'],
    paddingInline: 0,
    borderBlockEnd: 'none',
    // each figure under its label, at the label's start
    textAlign: 'start',
  }),
);
// the name across the card, and the last activity (a date and a time) on a line of its own
globalStyle(
  `${userCards} tbody > tr > :first-child, ${userCards} tbody > tr > :last-child`,
  onPhone({ gridColumn: '1 / -1' }),
);
// 'No users found' across the whole row, in its middle, as on a desktop
globalStyle(
  `${userCards} tbody > tr > [colspan]`,
  onPhone({ gridColumn: '1 / -1', textAlign: 'center', paddingBlock: vars.space.lg }),
);

/** A figure's label inside its cell, shown on a phone only, where the cards have no columns. */
export const phoneLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  '@media': { [phone]: { display: 'block' } },
});
