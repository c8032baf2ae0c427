import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.dangerSurface,
  color: vars.color.onDangerSurface,
  borderWidth: vars.size.borderThin,
  borderStyle: 'solid',
  borderColor: vars.color.danger,
  borderInlineStartWidth: vars.size.focusRing,
  borderRadius: vars.radius.md,
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  color: vars.color.danger,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.snug,
  // line up the first line with the icon and the dismiss button
  paddingBlockStart: vars.space['3xs'],
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});

export const message = style({ margin: 0, fontSize: vars.fontSize.sm });

export const dismiss = style({
  color: 'inherit',
  marginBlock: `calc(-1 * ${vars.space['2xs']})`,
  marginInlineEnd: `calc(-1 * ${vars.space['2xs']})`,
  '@media': {
    [mediaQueries.canHover]: {
      selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.neutral } },
    },
  },
});
