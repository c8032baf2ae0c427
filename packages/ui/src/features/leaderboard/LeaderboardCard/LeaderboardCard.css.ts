import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { mediaQueries, systemColors } from '../../../theme/tokens';
import { oneLineRules } from '../../../theme/one-line.css';
import { nameUnderRankRules } from '../../../layout/ranked-row.css';

const rows = createContainer();

// A row too narrow for a name beside the rank, the picture, the move and her 'You' tag: 14em of
// the card's text, below which they would leave a name four or five letters and put a member's
// points on two lines (a phone with large text). A query in em follows the text's size, which
// the window's width alone does not.
const nameUnder = `${rows} (width < 14em)`;

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
  // in a narrow row the rank, the picture and the move stand on a line of their own, and the name
  // and the points under them take the row's whole width; her 'You' tag goes under her points,
  // so her name has as much room as everyone else's
  '@container': {
    [nameUnder]: nameUnderRankRules,
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
  '@container': { [nameUnder]: { gridColumn: '1 / -1', gridRow: '2' } },
});

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  color: 'inherit',
  ...oneLineRules,
});

// a figure and its unit ('1,510 pts') on one line: short, and read as one
export const points = style({
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '[aria-current="true"] &': { color: 'inherit' } },
});

export const you = style({
  flexShrink: 0,
  '@container': { [nameUnder]: { gridColumn: '1 / -1', gridRow: '3', justifySelf: 'start' } },
});

// in a narrow row, the move (the row's last) at the end of the first line
globalStyle(`${entry} > :last-child:not(${who}, ${you})`, {
  '@container': { [nameUnder]: { justifySelf: 'end' } },
});

export const gap = style({
  display: 'flex',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.space['2xs'],
  lineHeight: vars.lineHeight.tight,
});
