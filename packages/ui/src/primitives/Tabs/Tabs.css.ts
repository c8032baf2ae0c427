import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

// on a phone the tabs scroll sideways rather than wrap or squeeze
export const list = style({
  display: 'flex',
  gap: vars.space['2xs'],
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBottomWidth: vars.size.borderThin,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
});

export const trigger = style({
  flexShrink: 0,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  maxWidth: vars.size.tooltipMax,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  transition: `color ${vars.motion.fast} ${vars.motion.easeStandard}`,
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.text, background: vars.color.neutral },
    '&[data-state="active"]': { color: vars.color.text },
    '&[data-state="active"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      height: vars.size.borderThick,
      background: vars.color.primary,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

export const content = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { borderRadius: vars.radius.sm } },
});
