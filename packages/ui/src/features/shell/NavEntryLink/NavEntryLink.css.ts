import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/vars.css';
import { mediaQueries, systemColors } from '../../../theme/tokens';
import { oneLineRules } from '../../../theme/one-line.css';
import { chosenInContrastTheme } from '../../../theme/forced-colors.css';

export const link = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    borderRadius: vars.radius.md,
    transition: `background ${vars.motion.fast} ${vars.motion.easeStandard}, color ${vars.motion.fast} ${vars.motion.easeStandard}`,
    '@media': { [mediaQueries.canHover]: { selectors: { '&:hover': { color: vars.color.text } } } },
  },
  variants: {
    appearance: {
      bar: {
        minHeight: vars.size.controlSm,
        paddingBlock: vars.space['2xs'],
        paddingInline: vars.space.sm,
        fontSize: vars.fontSize.sm,
        whiteSpace: 'nowrap',
        '@media': {
          [mediaQueries.canHover]: { selectors: { '&:hover': { background: vars.color.neutral } } },
        },
      },
      menu: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.md,
        color: vars.color.text,
        borderInlineStart: `${vars.size.borderThick} solid transparent`,
        borderRadius: vars.radius.sm,
        '@media': {
          [mediaQueries.canHover]: { selectors: { '&:hover': { background: vars.color.neutral } } },
          // a contrast theme draws transparent borders: only the current page's edge shows
          [mediaQueries.forcedColors]: { borderInlineStartColor: systemColors.canvas },
        },
      },
      tab: {
        flexDirection: 'column',
        justifyContent: 'center',
        gap: vars.space['3xs'],
        minHeight: vars.size.controlLg,
        paddingBlock: vars.space['2xs'],
        paddingInline: 0,
        fontSize: vars.fontSize.xs,
        textAlign: 'center',
      },
    },
    // 'page' is the screen itself; 'section' an entry whose area holds it (Badges on /badges/monthly)
    // in a contrast theme, which has no tints or shadows: the page in the member's highlight
    // colours, the section underlined
    state: {
      idle: {},
      page: {
        color: vars.color.onPrimarySubtle,
        fontWeight: vars.fontWeight.semibold,
        '@media': {
          [mediaQueries.forcedColors]: {
            ...chosenInContrastTheme,
            borderInlineStartColor: systemColors.highlight,
          },
        },
      },
      section: {
        color: vars.color.text,
        '@media': {
          [mediaQueries.forcedColors]: {
            textDecorationLine: 'underline',
            textDecorationThickness: vars.size.borderThick,
          },
        },
      },
    },
  },
  compoundVariants: [
    {
      // the tint alone hardly stands out from the dark theme's header: the edge marks it in both
      variants: { appearance: 'bar', state: 'page' },
      style: {
        background: vars.color.primarySubtle,
        boxShadow: `inset 0 0 0 ${vars.size.borderThin} ${vars.color.primary}`,
        // a contrast theme's highlight marks it there: no edge in the brand's colour over it
        '@media': { [mediaQueries.forcedColors]: { boxShadow: 'none' } },
      },
    },
    {
      variants: { appearance: 'bar', state: 'section' },
      style: { boxShadow: `inset 0 calc(-1 * ${vars.size.borderThick}) 0 ${vars.color.primary}` },
    },
    {
      variants: { appearance: 'menu', state: 'page' },
      style: { background: vars.color.primarySubtle, borderInlineStartColor: vars.color.primary },
    },
    {
      variants: { appearance: 'menu', state: 'section' },
      style: { borderInlineStartColor: vars.color.borderStrong },
    },
    {
      variants: { appearance: 'tab', state: 'page' },
      style: { color: vars.color.primary, background: 'transparent' },
    },
  ],
  defaultVariants: { appearance: 'bar', state: 'idle' },
});

export const label = style({
  maxWidth: '100%',
  minWidth: 0,
  ...oneLineRules,
});

// The red '!' on the Invites entry
export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.iconSm,
  height: vars.size.iconSm,
  paddingInline: vars.space['3xs'],
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

// an entry's place, kept empty (NavEntryPlaceholder)
export const placeholder = style({ visibility: 'hidden' });
