import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { mediaQueries, systemColors } from '../../../theme/tokens';
import { oneLineRules } from '../../../theme/one-line.css';
import { nameUnderRankRules } from '../../../layout/ranked-row.css';

const rows = createContainer();

// A row too narrow for a name beside the rank and the photo: 12em of the list's text, below
// which those two and the gaps would leave the name less than about 7em (a phone with large
// text), so a name of one long word ('Domenico') would break inside it. A query in em follows the
// text's size, which the window's width alone does not.
const nameUnder = `${rows} (width < 12em)`;

export const list = style({
  containerName: rows,
  containerType: 'inline-size',
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
    // her own row is edged in the primary colour over its tint, as on the leaderboard card, also
    // in the top 3, where her medal stays on its disc (a silver edge on the tint hardly shows)
    '&[aria-current="true"]': {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      borderInlineStartColor: vars.color.primary,
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
  // in a narrow row the rank and the photo stand side by side on a line of their own, and the
  // name and the workouts under them take the row's whole width
  '@container': {
    [nameUnder]: nameUnderRankRules,
  },
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
  '@container': { [nameUnder]: { gridColumn: '1 / -1', gridRow: '2' } },
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
