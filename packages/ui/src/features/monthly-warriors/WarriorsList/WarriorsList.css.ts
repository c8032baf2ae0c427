import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { mediaQueries, systemColors } from '../../../theme/tokens';
import { oneLineRules } from '../../../theme/one-line.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.size.borderThick} solid transparent`,
  selectors: {
    // special colours for the top 3: a medal-tinted edge besides the medal disc
    '&[data-medal="gold"]': { borderInlineStartColor: vars.color.medalGold },
    '&[data-medal="silver"]': { borderInlineStartColor: vars.color.medalSilver },
    '&[data-medal="bronze"]': { borderInlineStartColor: vars.color.medalBronze },
    '&[aria-current="true"]': {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
    },
  },
  // a contrast theme has no tint: the member's own row is edged in her highlight colour, the
  // medals' rows in the text's, and the others not at all (it would draw transparent edges)
  '@media': {
    [mediaQueries.forcedColors]: {
      borderInlineStartColor: systemColors.canvas,
      selectors: {
        '&[data-medal]': { borderInlineStartColor: systemColors.canvasText },
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
});

const nameBase = style({ fontWeight: vars.fontWeight.semibold });

// A name on one line, cut where the row ends (a card beside others), or whole (the page)
export const name = styleVariants({
  oneLine: [nameBase, oneLineRules],
  whole: [nameBase, { overflowWrap: 'anywhere' }],
});

export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '[aria-current="true"] &': { color: 'inherit' } },
});
