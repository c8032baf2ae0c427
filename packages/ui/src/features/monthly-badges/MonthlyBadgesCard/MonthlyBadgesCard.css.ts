import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { mediaQueries } from '../../../theme/tokens';

export const count = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // wide enough for 'Streak Champion' on one or two lines without breaking inside a word
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.avatarLg} + ${vars.space.xl}), 1fr))`,
  gap: vars.space.sm,
});

export const badge = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minWidth: 0,
  padding: vars.space.xs,
  paddingBlockStart: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.size.borderThin} solid transparent`,
  textAlign: 'center',
  selectors: {
    '&[data-new]': { borderColor: vars.color.primary, background: vars.color.primarySubtle },
  },
});

export const badgeName = style({
  // words wrap whole; only a word longer than the cell breaks (global default is 'anywhere')
  overflowWrap: 'break-word',
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  maxWidth: '100%',
  selectors: { '[data-new] &': { color: vars.color.onPrimarySubtle } },
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  maxWidth: '100%',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  selectors: { '[data-new] &': { color: vars.color.onPrimarySubtle } },
});

const bounce = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: `translateY(calc(-1 * ${vars.space.xs}))` },
});

// spec 1 §4 and §9: 'New!' bounces for 3 seconds (three 1 s bounces); still under reduced motion
export const newTag = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.xs})`,
  insetInlineEnd: `calc(-1 * ${vars.space['2xs']})`,
  animation: `${bounce} ${vars.motion.progress} ${vars.motion.easeStandard} 3`,
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
});
