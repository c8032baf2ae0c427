import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/vars.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const monthTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const grid = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: vars.space['2xs'],
  tableLayout: 'fixed',
});

export const weekday = style({
  paddingBlock: vars.space['2xs'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});

const levelColours = {
  0: { background: vars.color.activity0, color: vars.color.text },
  1: { background: vars.color.activity1, color: vars.color.text },
  2: { background: vars.color.activity2, color: vars.color.text },
  // level 3 uses the primary colour in both themes, so its text is the text on primary
  3: { background: vars.color.activity3, color: vars.color.onPrimary },
} as const;

export const day = recipe({
  base: {
    height: vars.size.controlMd,
    padding: 0,
    borderRadius: vars.radius.sm,
    // a day's colour is its count: a contrast theme keeps it, and the text set on it
    forcedColorAdjust: 'none',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'center',
    verticalAlign: 'middle',
    cursor: 'default',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusOffset,
      },
    },
  },
  variants: {
    level: levelColours,
    today: {
      true: {
        boxShadow: `inset 0 0 0 ${vars.size.borderThick} ${vars.color.text}`,
        fontWeight: vars.fontWeight.bold,
      },
    },
    // a day still to come has no count: an outline, not the grey of a day without workouts
    future: {
      true: {
        background: 'transparent',
        color: vars.color.textMuted,
        boxShadow: `inset 0 0 0 ${vars.size.borderThin} ${vars.color.border}`,
      },
    },
  },
});

export const padding = style({ padding: 0 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const legendList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
});

export const swatch = recipe({
  base: {
    display: 'inline-block',
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    borderRadius: vars.radius.sm,
    borderWidth: vars.size.borderThin,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    forcedColorAdjust: 'none',
  },
  variants: {
    level: {
      0: { background: vars.color.activity0 },
      1: { background: vars.color.activity1 },
      2: { background: vars.color.activity2 },
      3: { background: vars.color.activity3 },
    },
  },
});
