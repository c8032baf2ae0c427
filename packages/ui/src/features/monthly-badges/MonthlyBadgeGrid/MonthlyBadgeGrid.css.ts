import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/vars.css';
import { mediaQueries } from '../../../theme/tokens';
import { badgeGrid, badgeTile, badgeTileName } from '../badge-grid.css';

export const grid = badgeGrid;

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
  { selectors: { '[data-new] &': { color: vars.color.onPrimarySubtle } } },
]);

/** A badge's description; `clamped` cuts it after two lines, for a grid that links to the whole. */
export const description = recipe({
  base: {
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
