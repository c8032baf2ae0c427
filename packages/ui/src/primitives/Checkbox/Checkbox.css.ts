import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  marginTop: vars.space['3xs'],
  padding: 0,
  borderRadius: vars.radius.sm,
  borderWidth: vars.size.borderThick,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easeStandard}`,
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const indicator = style({ display: 'inline-flex', width: '100%', height: '100%' });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const requiredMarker = style({
  color: vars.color.danger,
  marginInlineStart: vars.space['2xs'],
});
