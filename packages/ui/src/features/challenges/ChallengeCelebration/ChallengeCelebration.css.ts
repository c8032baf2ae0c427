import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { visuallyHiddenRules } from '../../../theme/visually-hidden.css';

export const celebration = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  selectors: {
    // nothing to say: the live region stays in the page (so it is heard later) but takes no room
    '&:not([data-active])': visuallyHiddenRules,
    '&[data-active]': {
      padding: vars.space.sm,
      borderRadius: vars.radius.md,
      background: vars.color.successSurface,
      color: vars.color.onSuccessSurface,
      border: `${vars.size.borderThin} solid ${vars.color.success}`,
    },
  },
});

export const status = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
});

export const line = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
