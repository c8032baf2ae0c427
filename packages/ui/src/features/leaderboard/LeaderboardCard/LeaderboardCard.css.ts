import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { mediaQueries, systemColors } from '../../../theme/tokens';
import { oneLineRules } from '../../../theme/one-line.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.size.borderThick} solid transparent`,
  selectors: {
    // The current member stands out
    '&[aria-current="true"]': {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      borderInlineStartColor: vars.color.primary,
    },
  },
  // a contrast theme has no tint: the member's row is edged in her highlight colour, the others
  // not at all (it would draw their transparent edges)
  '@media': {
    [mediaQueries.forcedColors]: {
      borderInlineStartColor: systemColors.canvas,
      selectors: {
        '&[aria-current="true"]': { borderInlineStartColor: systemColors.highlight },
      },
    },
  },
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
});

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  color: 'inherit',
  ...oneLineRules,
});

export const points = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '[aria-current="true"] &': { color: 'inherit' } },
});

export const you = style({ flexShrink: 0 });

export const gap = style({
  display: 'flex',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.space['2xs'],
  lineHeight: vars.lineHeight.tight,
});
