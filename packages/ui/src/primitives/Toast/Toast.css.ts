import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.md})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(100%)' },
});

// phone: full width along the bottom; wider screens: a column in the bottom-right corner
export const viewport = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
  pointerEvents: 'none',
  '@media': {
    [mediaQueries.tablet]: {
      insetInline: 'auto',
      right: 0,
      width: `calc(${vars.size.toastWidth} + ${vars.space.md} * 2)`,
      maxWidth: '100vw',
    },
  },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderWidth: vars.size.borderThin,
    borderStyle: 'solid',
    borderInlineStartWidth: vars.size.focusRing,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-state="open"]': {
        animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easeStandard}`,
      },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easeStandard}`,
      },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.motion.fast} ${vars.motion.easeStandard}`,
      },
      '&[data-swipe="end"]': {
        animation: `${swipeOut} ${vars.motion.fast} ${vars.motion.easeStandard}`,
      },
    },
  },
  variants: {
    tone: {
      neutral: { borderColor: vars.color.border, borderInlineStartColor: vars.color.info },
      success: { borderColor: vars.color.border, borderInlineStartColor: vars.color.success },
      error: {
        borderColor: vars.color.danger,
        background: vars.color.dangerSurface,
        color: vars.color.onDangerSurface,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const icon = recipe({
  base: { flexShrink: 0, width: vars.size.iconMd, height: vars.size.iconMd },
  variants: {
    tone: {
      neutral: { color: vars.color.info },
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
    },
  },
});

export const text = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
});

export const title = style({
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });

export const dismiss = style({
  flexShrink: 0,
  marginBlock: `calc(-1 * ${vars.space['2xs']})`,
  paddingBlock: vars.space['2xs'],
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
  '@media': {
    [mediaQueries.canHover]: { selectors: { '&:hover': { background: vars.color.neutral } } },
  },
});
