// functions for a page's .css.ts to call (a .css.ts file may export only styles, not functions)
import { globalStyle, type GlobalStyleRule } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

/**
 * A table whose rows stand as cards on a phone (pass `cardRows` to `Table` so its parts keep
 * their roles): below the tablet breakpoint each row is a small grid of its cells, each value under
 * a label drawn in its cell for the eye (`CardRowLabel`), so every column shows in a 390 px window
 * without scrolling sideways.
 */
const phone = `not ${mediaQueries.tablet}`;

/** `rule` on a phone only, where the rows stand as cards. */
export const onPhone = (rule: GlobalStyleRule): GlobalStyleRule => ({
  '@media': { [phone]: rule },
});

export type CardRowsLayout = {
  /** The row's own grid: its columns, their gap, its inline padding. */
  row: GlobalStyleRule;
  /** Anything more for every cell. */
  cell?: GlobalStyleRule;
  /** Rules for some cells, by their selector among the row's cells (':first-child'). */
  cells?: Record<string, GlobalStyleRule>;
};

/**
 * The phone's card rows for the table inside an element with class `root`: the table, its caption
 * and body as blocks, each row a grid with a rule between rows, each cell a block in that grid (a
 * table with no rows shows its message instead, as on any screen). What a table shows above its cards (its header row, or
 * nothing) is the page's own rule.
 */
export function cardRowsOnPhone(root: string, { row, cell, cells = {} }: CardRowsLayout) {
  globalStyle(`${root} table, ${root} caption, ${root} tbody`, onPhone({ display: 'block' }));
  globalStyle(
    `${root} tbody > tr`,
    onPhone({
      display: 'grid',
      // the values' labels on one line, however tall the last value is
      alignItems: 'start',
      paddingBlock: vars.space.xs,
      borderBlockEnd: `${vars.size.borderThin} solid ${vars.color.border}`,
      ...row,
    }),
  );
  globalStyle(`${root} tbody > tr:last-child`, onPhone({ borderBlockEnd: 'none' }));
  globalStyle(
    `${root} tbody > tr > *`,
    onPhone({
      display: 'block',
      paddingBlock: vars.space['2xs'],
      paddingInline: 0,
      borderBlockEnd: 'none',
      ...cell,
    }),
  );
  for (const [selector, rule] of Object.entries(cells)) {
    globalStyle(`${root} tbody > tr > ${selector}`, onPhone(rule));
  }
}
