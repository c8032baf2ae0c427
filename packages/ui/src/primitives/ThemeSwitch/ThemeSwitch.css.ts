import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';
import { chosenInContrastTheme } from '../../theme/forced-colors.css';

export const group = style({
  display: 'inline-flex',
  padding: vars.space['3xs'],
  gap: vars.space['3xs'],
  borderRadius: vars.radius.full,
  borderWidth: vars.size.borderThin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  background: vars.color.surfaceSunken,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2xs'],
  minHeight: vars.size.controlSm,
  minWidth: vars.size.controlSm,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easeStandard}`,
  selectors: {
    // the active choice stands out in both themes by its edge: its fill alone is too close to
    // the group's, in the light theme especially
    '&[data-state="on"]': {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      boxShadow: `inset 0 0 0 ${vars.size.borderThin} ${vars.color.primary}, ${vars.shadow.sm}`,
    },
  },
  '@media': {
    // the chosen option keeps its own colours under the pointer
    [mediaQueries.canHover]: {
      selectors: { '&:hover:not([data-state="on"])': { color: vars.color.text } },
    },
    [mediaQueries.forcedColors]: {
      selectors: {
        '&[data-state="on"]': chosenInContrastTheme,
      },
    },
  },
});

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });
