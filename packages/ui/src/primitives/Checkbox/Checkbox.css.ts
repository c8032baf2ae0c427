import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

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
