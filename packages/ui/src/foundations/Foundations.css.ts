import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.menuMin} + ${vars.space.lg}), 1fr))`,
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tokenLabel = style({ minWidth: vars.size.avatarXl, flexShrink: 0 });

export const swatch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `${vars.size.borderThin} solid ${vars.color.border}`,
});

export const chip = style({
  flexShrink: 0,
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.sm,
  border: `${vars.size.borderThin} solid ${vars.color.border}`,
});

export const themePanel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  color: vars.color.text,
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const name = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const spaceBar = style({
  height: vars.space.md,
  background: vars.color.primary,
  borderRadius: vars.radius.sm,
});

export const radiusBox = style({
  width: vars.size.avatarLg,
  height: vars.size.avatarLg,
  background: vars.color.primarySubtle,
  border: `${vars.size.borderThick} solid ${vars.color.primary}`,
});

export const shadowBox = style({
  width: vars.size.avatarXl,
  height: vars.size.avatarLg,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
});

export const motionTrack = style({
  position: 'relative',
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const motionDot = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  transitionProperty: 'left',
  transitionTimingFunction: vars.motion.easeStandard,
  selectors: { '&[data-moved="true"]': { left: `calc(100% - ${vars.size.controlSm})` } },
});
