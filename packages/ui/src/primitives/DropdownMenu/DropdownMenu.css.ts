import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';
import { chosenInContrastTheme } from '../../theme/forced-colors.css';
import { highlightedFromTheKeyboard } from '../../theme/focus-ring.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: vars.size.menuMin,
  maxWidth: `min(${vars.size.tooltipMax}, calc(100vw - ${vars.space.md}))`,
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space['2xs'],
  borderRadius: vars.radius.md,
  borderWidth: vars.size.borderThin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  selectors: {
    '&[data-state="open"]': {
      animation: `${popIn} ${vars.motion.fast} ${vars.motion.easeStandard}`,
    },
  },
});

export const item = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.controlSm,
    paddingBlock: vars.space['2xs'],
    paddingInlineStart: vars.space.xl,
    paddingInlineEnd: vars.space.sm,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.snug,
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      // reached from the keyboard, the item is ringed as focus is everywhere: its fill alone
      // differs too little from the menu's
      '&[data-highlighted]:focus-visible': highlightedFromTheKeyboard,
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
    '@media': {
      [mediaQueries.forcedColors]: { selectors: { '&[data-highlighted]': chosenInContrastTheme } },
    },
  },
  variants: {
    tone: {
      neutral: {
        selectors: {
          '&[data-highlighted]': {
            background: vars.color.primarySubtle,
            color: vars.color.onPrimarySubtle,
          },
        },
      },
      danger: {
        color: vars.color.danger,
        selectors: {
          '&[data-highlighted]': { background: vars.color.danger, color: vars.color.onDanger },
        },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const itemIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.xs,
  display: 'inline-flex',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export const label = style({
  paddingBlock: vars.space['2xs'],
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({
  height: vars.size.borderThin,
  marginBlock: vars.space['2xs'],
  marginInline: vars.space['2xs'],
  background: vars.color.border,
});
