import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  minWidth: 0,
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space['2xs'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled="true"]': { color: vars.color.textMuted } },
});

export const requiredMarker = style({ color: vars.color.danger });

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2xs'],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

export const errorIcon = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  marginTop: vars.space['3xs'],
});

export const meta = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** The look every text-like control shares (input, textarea, select trigger, file button). */
export const control = recipe({
  base: {
    width: '100%',
    minWidth: 0,
    minHeight: vars.size.controlMd,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    borderWidth: vars.size.borderThin,
    borderStyle: 'solid',
    borderColor: vars.color.borderStrong,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.snug,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easeStandard}`,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&[aria-invalid="true"]': {
        borderColor: vars.color.danger,
        boxShadow: `inset 0 0 0 ${vars.size.borderThin} ${vars.color.danger}`,
      },
      // held while what it holds is sent: sunken as a disabled field, her text as readable as
      // ever, and still focusable
      '&[readonly]': { background: vars.color.surfaceSunken },
      '&:disabled, &[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.surfaceSunken,
        color: vars.color.textMuted,
      },
    },
    '@media': {
      [mediaQueries.canHover]: {
        selectors: {
          '&:hover:not(:disabled):not([data-disabled]):not([readonly])': {
            borderColor: vars.color.text,
          },
        },
      },
    },
  },
  variants: {
    multiline: {
      true: { minHeight: `calc(${vars.size.controlLg} * 2)`, resize: 'vertical' },
    },
  },
});
