import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The grid of badge tiles shared by 'Your Badges' and the Monthly Badges card. */
export const badgeGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // Tiles at least wide enough for 'Streak Champion' on one or two lines without breaking inside
  // a word: 7em of the grid's text (112 px at the browser's default size), so they widen with the
  // member's text size, as their names and descriptions do; never wider than the grid itself
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 7em), 1fr))',
  gap: vars.space.sm,
});

export const badgeTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minWidth: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
});

export const badgeTileName = style({
  // words wrap whole; only a word longer than the cell breaks (global default is 'anywhere')
  overflowWrap: 'break-word',
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  maxWidth: '100%',
});
