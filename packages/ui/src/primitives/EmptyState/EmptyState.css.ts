import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  textAlign: 'center',
  minWidth: 0,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatarMd,
  height: vars.size.avatarMd,
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontSize: vars.fontSize.xl,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  maxWidth: vars.size.readable,
  minWidth: 0,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const action = style({ marginBlockStart: vars.space.xs });
