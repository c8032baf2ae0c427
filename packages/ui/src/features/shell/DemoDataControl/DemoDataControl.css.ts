import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space['2xl'],
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderTop: `${vars.size.borderThin} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
