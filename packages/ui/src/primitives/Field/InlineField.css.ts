import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] });

export const row = recipe({
  base: { display: 'flex', alignItems: 'flex-start' },
  variants: { gap: { xs: { gap: vars.space.xs }, sm: { gap: vars.space.sm } } },
});

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
