import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.avatarLg}, 1fr))`,
  gap: vars.space.sm,
});

export const badge = style({
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

export const badgeName = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  maxWidth: '100%',
});

export const challengeName = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  maxWidth: '100%',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});
