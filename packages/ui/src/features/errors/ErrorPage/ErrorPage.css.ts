import { style } from '@vanilla-extract/css';
import { cancelPageGutter } from '../../../layout/page-gutter.css';
import { vars } from '../../../theme/vars.css';

// centres its card with its own padding, in place of the frame's gutter
export const page = style({
  ...cancelPageGutter,
  display: 'grid',
  placeItems: 'center',
  paddingBlock: vars.space['2xl'],
  paddingInline: vars.space.md,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.size.readable,
  minWidth: 0,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.size.borderThin} solid ${vars.color.border}`,
  borderTop: `${vars.size.borderThick} solid ${vars.color.danger}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

// a hostile message (markup, a 200-character word) wraps inside the card
export const message = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const details = style({
  minWidth: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
});

export const summary = style({
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.sm,
});

export const stack = style({
  marginBlock: vars.space.xs,
  marginInline: 0,
  maxHeight: vars.size.dialogSm,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
});
