import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { visuallyHiddenRules } from '../../../theme/visually-hidden.css';
import { cardRowsOnPhone, onPhone } from '../../../primitives/Table/card-rows';

// challenge names, descriptions and member names from members: long words wrap
export const userText = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const facts = style({ margin: 0 });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const barTrack = style({
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const bar = styleVariants({
  progress: { height: '100%', background: vars.color.success },
  setback: { height: '100%', background: vars.color.danger },
  none: { height: '100%', background: vars.color.neutral },
});

export const trendText = styleVariants({
  progress: { color: vars.color.success, fontWeight: vars.fontWeight.medium },
  setback: { color: vars.color.danger, fontWeight: vars.fontWeight.medium },
  none: { color: vars.color.textMuted },
});

/**
 * The progress chart: the range's top and foot values in a column left of the drawing, the first
 * and last dates in a row under it. The drawing is as tall at every width, so its labels and
 * points keep their size; the row of dates is one line, so the chart's place (chartPlace) can be
 * exactly as tall before it comes, unless the drawing is too narrow for both dates side by side
 * (a phone with large text): then the last one goes to a line of its own.
 */
const DATE_ROW = `calc(${vars.fontSize.xs} * ${vars.lineHeight.snug})`;
export const chart = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: `${vars.size.chartHeight} minmax(${DATE_ROW}, auto)`,
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  // room for the top value, which stands half above its line
  paddingBlockStart: vars.space.xs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
/** The range's top and foot values, each level with its line. */
export const chartValues = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  whiteSpace: 'nowrap',
});
globalStyle(`${chartValues} > :first-child`, { transform: 'translateY(-50%)' });
globalStyle(`${chartValues} > :last-child`, { transform: 'translateY(50%)' });
/**
 * The first date at the drawing's start and the last at its end, each kept whole, with at least
 * a gap between them: where both do not fit on one line, the last goes under the first, still
 * at the end, rather than running into it or past the drawing's edge.
 */
export const chartDates = style({
  gridColumn: '2',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
});
globalStyle(`${chartDates} > *`, { whiteSpace: 'nowrap' });
globalStyle(`${chartDates} > * + *`, { marginInlineStart: 'auto' });
/** The drawing: positions in percentages of its box, so nothing in it is stretched. */
export const chartPlot = style({ width: '100%', height: '100%', overflow: 'visible' });

/** The chart's place while its code or its data loads: as tall as the chart. */
export const chartPlace = style({
  display: 'grid',
  alignItems: 'center',
  height: `calc(${vars.size.chartHeight} + 2 * ${vars.space.xs} + ${DATE_ROW})`,
});
export const chartLine = style({
  stroke: vars.color.primary,
  strokeWidth: 2,
  strokeLinecap: 'round',
});
export const chartPoint = style({ fill: vars.color.primary });
/** The range's top and foot lines behind the line. */
export const chartGrid = style({ stroke: vars.color.border, strokeWidth: 1 });

/** The board's frame, which holds the sign that another type's board is on its way. */
export const boardFrame = style({ position: 'relative' });

// at the end of the caption's line, over the previous board, so nothing moves as it comes and goes
export const boardLoading = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
});

/**
 * The board on a phone: each member's row stands as a small card, rank at its start, the name on
 * its first line and the four values side by side under it, each under its own label, so every
 * column shows in a 390 px window without scrolling sideways. It stays a table (caption, column
 * headers, row headers) for screen readers: the column headers are out of sight but still
 * heard, and the labels in the cells are for the eye only.
 */
/** A value's least width on a phone card: its label ('Change (%)') and '-10.5 kg' stay whole. */
const VALUE_MIN = '4.5em';

/**
 * A row's trend ('Progress', 'Going the wrong way') under its change in percent. On a phone's card
 * that value's column is a quarter of the card, narrower than the tag: the tag keeps its words
 * whole and reaches back from the card's end under the other values, whose cells end a line
 * higher (a label and a value), instead of being cut to 'Progre…'.
 */
export const trendTag = style(onPhone({ maxWidth: 'none' }));

export const stackedBoard = style({});
globalStyle(`${stackedBoard} thead`, onPhone(visuallyHiddenRules));
cardRowsOnPhone(stackedBoard, {
  row: {
    // as many values side by side as fit: four in a 390 px window at the default text size, two
    // under two with large text, never one running into the next
    gridTemplateColumns: `${vars.space.xl} repeat(auto-fit, minmax(${VALUE_MIN}, 1fr))`,
    columnGap: vars.space.xs,
    paddingInline: vars.space.xs,
  },
  cells: {
    // the rank at the row's start, on the name's line, across as many lines as the name and the
    // values can take (one per value at the most), so no value is placed in the rank's column;
    // its line centred on the name's photo, as the name is
    ':first-child': {
      gridColumn: '1',
      gridRow: '1 / span 5',
      alignSelf: 'start',
      paddingBlockStart: `max(${vars.space['2xs']}, calc(${vars.space['2xs']} + (${vars.size.avatarMd} - 1lh) / 2))`,
    },
    // the name across the values' columns
    ':nth-child(2)': { gridColumn: '2 / -1' },
  },
});
