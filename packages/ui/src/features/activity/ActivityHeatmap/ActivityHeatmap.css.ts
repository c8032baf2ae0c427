import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { sprinkles } from '../../../theme/sprinkles.css';
import { vars } from '../../../theme/vars.css';
import { levelBackgrounds, todayRing } from '../activity-day.css';

/**
 * The weekdays' column and a day's least size grow with the text past the browser's default size,
 * and never shrink below their own at it (32 px and 10 px): with text at 200 % a weekday's name
 * is 24 px tall and 'Mon' 45 px wide, and in a 32 px column beside 10 px days the names ran into
 * each other and over the days, and one month's name into the next ('NoDec'). Measured in rem,
 * as the text is, so the scroller and the grid agree.
 */
const labelWidth = `max(${vars.space.xl}, 1.875rem)`;
const cellMin = `max(calc(${vars.space.xs} + ${vars.space['3xs']}), 0.6rem)`;

// on a phone the year scrolls sideways in its own box (it opens on the current week); a day
// walked to with the arrow keys stops clear of the weekdays' column that stays over the start
export const scroller = style({
  overflowX: 'auto',
  paddingBlock: vars.space['3xs'],
  scrollPaddingInlineStart: `calc(${labelWidth} + 2 * ${vars.space['3xs']})`,
});

export const grid = style({
  width: '100%',
  minWidth: `calc(53 * (${cellMin} + ${vars.space['3xs']}) + ${labelWidth})`,
  borderCollapse: 'separate',
  borderSpacing: vars.space['3xs'],
  tableLayout: 'fixed',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
});

export const labelColumn = style({ width: labelWidth });

export const label = style({
  padding: 0,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

/**
 * A weekday's name sits in its row without making it taller than a day is wide (every row is a
 * day's height, so the days stay square), and stays in view while the year scrolls under it: on
 * a phone the year opens on the current week, far from the grid's start. Its shadow covers the
 * spacing around it, so no day shows through beside it. (The corner above it is one too.)
 */
export const weekdayLabel = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  lineHeight: 0,
  background: vars.color.surface,
  boxShadow: `0 0 0 ${vars.space['3xs']} ${vars.color.surface}`,
});

/**
 * A month's name starts over the month's first column; when it is wider than all its columns (the
 * current month, begun in the last week or two) it ends at the grid's end instead, so it never
 * widens the grid. Spare room goes to the auto margin after the name; a name that does not fit has
 * no room to spare, and the flex end alignment lets it overflow toward the start.
 */
export const monthLabel = style({ display: 'flex', justifyContent: 'flex-end' });

export const monthName = style({ marginInlineEnd: 'auto' });

export const day = recipe({
  base: {
    padding: 0,
    borderRadius: vars.radius.sm,
    // a day's colour is its count: a contrast theme keeps it (the legend's swatches are days too)
    forcedColorAdjust: 'none',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusOffset,
      },
      '&::before': { content: '""', display: 'block', paddingBlockStart: '100%' },
    },
  },
  variants: {
    level: levelBackgrounds,
    today: { true: { boxShadow: todayRing } },
  },
});

export const swatch = style({
  display: 'inline-block',
  width: vars.size.iconSm,
});

// sprinkles called here, at build time: the heat map is on the dashboard's first paint, and the
// layout primitives' runtime (Box, Inline) would add about 5 KB gz to it
export const legend = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 'sm',
    padding: 'none',
    margin: 'none',
  }),
  { listStyle: 'none', color: vars.color.textMuted, fontSize: vars.fontSize.xs },
]);

export const legendItem = style([sprinkles({ display: 'flex', alignItems: 'center', gap: '2xs' })]);
