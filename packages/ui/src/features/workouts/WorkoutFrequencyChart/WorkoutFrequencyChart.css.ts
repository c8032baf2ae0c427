import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const dataToggle = style({
  cursor: 'pointer',
  width: 'fit-content',
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const data = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
