import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/vars.css';
import { mediaQueries } from '../../../theme/tokens';
import { badgeGrid, badgeTile, badgeTileName } from '../badge-grid.css';

// A tile is at least a fifth of its row, so a wide row (a month on the Monthly Badges page) holds
// five badges and a month of three does not stand in its narrowest tiles, names broken and
// descriptions four lines tall, beside empty space; never under the shared minimum, so a phone's
// and the dashboard card's columns are those of the shared grid.
export const grid = style([
  badgeGrid,
  {
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, max(7em, (100% - 4 * ${vars.space.sm}) / 5)), 1fr))`,
  },
]);

// a loading grid's first row only: the rows after it take no height and are cut off
export const placeholderGrid = style({
  gridTemplateRows: 'auto',
  gridAutoRows: '0',
  rowGap: 0,
  overflow: 'hidden',
});

// a placeholder's bars in the tile's text width; the name's shorter, centred as the name will be
export const placeholderLine = style({ display: 'block', width: '100%' });
export const placeholderName = style({ paddingInline: '15%' });

// a short centred text wraps into lines of even length, not a full line and an orphan word
const balanced = { textWrap: 'balance' } as const;

export const badge = style([
  badgeTile,
  {
    position: 'relative',
    paddingBlockStart: vars.space.md,
    border: `${vars.size.borderThin} solid transparent`,
    selectors: {
      '&[data-new]': { borderColor: vars.color.primary, background: vars.color.primarySubtle },
    },
  },
]);

export const badgeName = style([
  badgeTileName,
  {
    ...balanced,
    selectors: { '[data-new] &': { color: vars.color.onPrimarySubtle } },
  },
]);

/** A badge's description; `clamped` cuts it after two lines, for a grid that links to the whole. */
export const description = recipe({
  base: {
    ...balanced,
    margin: 0,
    fontSize: vars.fontSize.xs,
    color: vars.color.textMuted,
    overflowWrap: 'anywhere',
    maxWidth: '100%',
    selectors: { '[data-new] &': { color: vars.color.onPrimarySubtle } },
  },
  variants: {
    clamped: {
      true: {
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        overflow: 'hidden',
      },
    },
  },
});

const bounce = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: `translateY(calc(-1 * ${vars.space.xs}))` },
});

// 'New!' bounces for 3 seconds (three 1 s bounces); it stands still under reduced motion
export const newTag = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.xs})`,
  insetInlineEnd: `calc(-1 * ${vars.space['2xs']})`,
  animation: `${bounce} ${vars.motion.progress} ${vars.motion.easeStandard} 3`,
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
});
