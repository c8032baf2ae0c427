import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const inlineError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2xs'],
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  minWidth: 0,
  selectors: { 'span&': { display: 'inline-flex' } },
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  // sit on the first line's centre
  marginBlockStart: '0.05em',
});

export const message = style({ minWidth: 0 });
