import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    minWidth: 0,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    borderWidth: vars.size.borderThin,
    borderStyle: 'solid',
    borderInlineStartWidth: vars.size.focusRing,
  },
  variants: {
    tone: {
      success: {
        background: vars.color.successSurface,
        color: vars.color.onSuccessSurface,
        borderColor: vars.color.success,
      },
      error: {
        background: vars.color.dangerSurface,
        color: vars.color.onDangerSurface,
        borderColor: vars.color.danger,
      },
      neutral: {
        background: vars.color.infoSurface,
        color: vars.color.onInfoSurface,
        borderColor: vars.color.info,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const icon = recipe({
  base: { flexShrink: 0, width: vars.size.iconMd, height: vars.size.iconMd },
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      neutral: { color: vars.color.info },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  paddingBlockStart: vars.space['3xs'],
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
});

export const action = style({ flexShrink: 0, alignSelf: 'center' });

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
