import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.lg})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': {
      animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easeStandard}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easeStandard}`,
    },
  },
});

// phone: a full-screen sheet; tablet and up: a centred card
export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '100dvh',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-state="open"]': {
        animation: `${riseIn} ${vars.motion.normal} ${vars.motion.easeStandard}`,
      },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easeStandard}`,
      },
    },
    '@media': {
      [mediaQueries.tablet]: {
        inset: 'auto',
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        width: `calc(100vw - ${vars.space.xl})`,
        maxHeight: `calc(100dvh - ${vars.space['2xl']})`,
        borderRadius: vars.radius.lg,
        borderWidth: vars.size.borderThin,
        borderStyle: 'solid',
        borderColor: vars.color.border,
        selectors: {
          '&[data-state="open"]': {
            animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easeStandard}`,
          },
        },
      },
      // in a window too short for the title, the body and the actions together (a phone on its
      // side) the whole panel scrolls as one, so no part is left outside the window
      [mediaQueries.shortWindow]: { overflowY: 'auto' },
    },
  },
  variants: {
    size: {
      sm: { '@media': { [mediaQueries.tablet]: { maxWidth: vars.size.dialogSm } } },
      md: { '@media': { [mediaQueries.tablet]: { maxWidth: vars.size.dialogMd } } },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  // room for the close button in the corner
  paddingInlineEnd: `calc(${vars.space.lg} + ${vars.size.controlMd})`,
  borderBottomWidth: vars.size.borderThin,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
});

export const headings = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  overflowWrap: 'anywhere',
  // in a short window the panel scrolls instead: a body of its own scroll would shrink to nothing
  // under a long title and description
  '@media': { [mediaQueries.shortWindow]: { flex: 'none', overflowY: 'visible' } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderTopWidth: vars.size.borderThin,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border,
});

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  '@media': {
    [mediaQueries.canHover]: {
      selectors: { '&:hover': { background: vars.color.neutral, color: vars.color.text } },
    },
    // in a short window the panel scrolls as one (above): Close stays in its corner as she
    // scrolls, a round button lifted over what passes under it, rather than scrolling away with
    // the title. Drawn first (it is last in the page's order, for focus) and taking no room of its
    // own, it overlaps the header as it does in a taller window
    [mediaQueries.shortWindow]: {
      position: 'sticky',
      top: vars.space.sm,
      zIndex: 1,
      order: -1,
      flexShrink: 0,
      alignSelf: 'flex-end',
      marginBlockStart: vars.space.sm,
      marginBlockEnd: `calc(-1 * (${vars.size.controlMd} + ${vars.space.sm}))`,
      marginInlineEnd: vars.space.sm,
      borderRadius: vars.radius.full,
      background: vars.color.surfaceRaised,
      boxShadow: vars.shadow.md,
    },
  },
});

export const closeIcon = style({ width: vars.size.iconMd, height: vars.size.iconMd });
