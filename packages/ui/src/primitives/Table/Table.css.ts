import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';
import { chosenInContrastTheme } from '../../theme/forced-colors.css';
import { visuallyHiddenRules } from '../../theme/visually-hidden.css';

/** Holds the scrolling box and the fades at its edges. */
export const frame = style({ position: 'relative', maxWidth: '100%' });

export const scroller = style({
  // on a phone a wide table scrolls sideways inside its box instead of widening the page
  overflowX: 'auto',
  maxWidth: '100%',
  borderRadius: vars.radius.md,
  borderWidth: vars.size.borderThin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  background: vars.color.surface,
});

/**
 * The surface colour fading out from the edge where it sits: `from` is that edge's side in a
 * left-to-right page, and flips in a right-to-left one.
 */
function fadeFrom(from: 'left' | 'right') {
  const fade = (toward: 'left' | 'right') =>
    `linear-gradient(to ${toward}, ${vars.color.surface}, transparent)`;
  const [ltr, rtl] = from === 'left' ? (['right', 'left'] as const) : (['left', 'right'] as const);
  return {
    backgroundImage: fade(ltr),
    selectors: { '[dir="rtl"] &': { backgroundImage: fade(rtl) } },
  };
}

/**
 * A fade over an edge of a box that scrolls sideways, shown while more of the table lies beyond
 * it: on a phone the cut-off column fades out instead of ending at the frame as if it were the
 * last. Inside the frame's border, over the cells, never in the way of a press.
 */
export const edge = recipe({
  base: {
    position: 'absolute',
    insetBlock: vars.size.borderThin,
    width: vars.space.xl,
    borderRadius: vars.radius.md,
    pointerEvents: 'none',
    opacity: 0,
    transition: `opacity ${vars.motion.fast} ${vars.motion.easeStandard}`,
    '@media': {
      // a contrast theme paints its own plain colours: a fade there would only hide text
      [mediaQueries.forcedColors]: { display: 'none' },
    },
  },
  variants: {
    side: {
      start: { insetInlineStart: vars.size.borderThin, ...fadeFrom('left') },
      end: { insetInlineEnd: vars.size.borderThin, ...fadeFrom('right') },
    },
    shown: {
      true: { opacity: 1 },
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  selectors: {
    // its ring drawn inside, where the frame (which clips what overflows it) does not cut it off
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

/** The room at a cell's sides: less on a phone, where it goes to the names between them. */
const cellSides = {
  paddingInline: vars.space.sm,
  '@media': { [mediaQueries.tablet]: { paddingInline: vars.space.md } },
} as const;

export const caption = recipe({
  base: {
    captionSide: 'top',
    textAlign: 'start',
    fontWeight: vars.fontWeight.semibold,
    fontSize: vars.fontSize.md,
    paddingBlock: vars.space.sm,
    overflowWrap: 'anywhere',
  },
  variants: {
    hidden: {
      true: visuallyHiddenRules,
      // lined up with the cells under it; not given to a hidden caption, whose box must stay a
      // pixel wide in a wide window too
      false: cellSides,
    },
  },
  defaultVariants: { hidden: false },
});

const cellBase = {
  paddingBlock: vars.space.sm,
  ...cellSides,
  textAlign: 'start',
  verticalAlign: 'middle',
} as const;

export const headerCell = recipe({
  base: {
    ...cellBase,
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
    borderBlockEnd: `${vars.size.borderThin} solid ${vars.color.border}`,
  },
  variants: {
    // numeric columns shrink to their content; the text columns take the rest
    numeric: { true: { textAlign: 'end', width: '1%' } },
    // so does a column that fits its content (a rank's disc), whatever its alignment
    fit: { true: { width: '1%' } },
  },
});

export const cell = recipe({
  base: {
    ...cellBase,
    borderBlockEnd: `${vars.size.borderThin} solid ${vars.color.border}`,
    // not 'anywhere' (the global default): that lets a narrow screen squeeze names to one
    // letter per line; words stay whole and the table scrolls sideways instead
    overflowWrap: 'break-word',
  },
  variants: {
    numeric: {
      true: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    },
    rowHeader: { true: { fontWeight: vars.fontWeight.semibold } },
  },
});

export const row = style({
  selectors: {
    '&[aria-current="true"]': {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
    },
  },
});

globalStyle(`${row}:last-child > *`, { borderBlockEnd: 'none' });

// a bar in the primary colour marks the row without relying on the fill alone
globalStyle(`${row}[aria-current="true"] > :first-child`, {
  boxShadow: `inset ${vars.size.focusRing} 0 0 ${vars.color.primary}`,
});

// a contrast theme has neither fill nor shadow: the row takes the member's highlight colours
globalStyle(`${row}[aria-current="true"] > *`, {
  '@media': {
    [mediaQueries.forcedColors]: chosenInContrastTheme,
  },
});

/** The box of a table with no rows: its name, if shown, and the message under it. */
export const empty = style({
  // the caption's lines as in a table's
  lineHeight: vars.lineHeight.snug,
  selectors: {
    // focused only by a page that takes her to the table's start: its ring inside the frame
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

/**
 * A name in a table's cell (a member's, a group's). A phone squeezes a wide table's text columns
 * first: the name keeps at least `tableTextMin` (7em), so ordinary words stay whole rather than
 * breaking a letter per line, and breaks inside a word only past that. On a phone it is never
 * wider than `tableText` (16em), so a single long word does not push every other column a screen
 * or more to the right. From a tablet up the table fits its box, and a name takes the room its
 * row has rather than wrapping in a narrow column beside empty space; a name longer than any
 * room still breaks inside a word rather than run out of its cell.
 */
export const nameText = style({
  display: 'inline-block',
  minWidth: vars.size.tableTextMin,
  maxWidth: vars.size.tableText,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.tablet]: { maxWidth: 'none' },
  },
});
