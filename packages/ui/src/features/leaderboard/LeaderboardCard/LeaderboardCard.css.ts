import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { mediaQueries, systemColors } from '../../../theme/tokens';
import { oneLineRules } from '../../../theme/one-line.css';

const rows = createContainer();

// A row too narrow for the member's name beside her 'You' tag: 14em of the card's text, below
// which the tag, the rank, the picture and the move beside it would leave the name a letter or
// two (a phone with large text). A query in em follows the text's size, which the window's width
// alone does not.
const tagUnderName = `${rows} (width < 14em)`;

export const list = style({
  containerName: rows,
  containerType: 'inline-size',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.size.borderThick} solid transparent`,
  selectors: {
    // The current member stands out
    '&[aria-current="true"]': {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      borderInlineStartColor: vars.color.primary,
    },
  },
  // in a narrow row her 'You' tag goes under her name and points, in the name's column, so her
  // name has as much room as everyone else's; the rank, the picture and the move stand beside both
  '@container': {
    [tagUnderName]: {
      display: 'grid',
      gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
      columnGap: vars.space.sm,
    },
  },
  // a contrast theme has no tint: the member's row is edged in her highlight colour, the others
  // not at all (it would draw their transparent edges)
  '@media': {
    [mediaQueries.forcedColors]: {
      borderInlineStartColor: systemColors.canvas,
      selectors: {
        '&[aria-current="true"]': { borderInlineStartColor: systemColors.highlight },
      },
    },
  },
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
  '@container': { [tagUnderName]: { gridColumn: '3', gridRow: '1' } },
});

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  color: 'inherit',
  ...oneLineRules,
});

export const points = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '[aria-current="true"] &': { color: 'inherit' } },
});

export const you = style({
  flexShrink: 0,
  '@container': {
    [tagUnderName]: {
      gridColumn: '3',
      gridRow: '2',
      justifySelf: 'start',
      marginBlockStart: vars.space['2xs'],
    },
  },
});

// in a narrow row, the rank, the picture and the move each span both of those lines
globalStyle(`${entry} > :not(${who}, ${you})`, {
  '@container': { [tagUnderName]: { gridRow: '1 / span 2' } },
});

export const gap = style({
  display: 'flex',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.space['2xs'],
  lineHeight: vars.lineHeight.tight,
});
