import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { mediaQueries } from '../../../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });

// The side menu belongs to small screens; wide screens have the top bar
export const trigger = style({
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

export const triggerGlyph = style({ position: 'relative', display: 'inline-flex' });

export const triggerDot = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space['3xs']})`,
  insetInlineEnd: `calc(-1 * ${vars.space['3xs']})`,
  width: vars.space.xs,
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  boxShadow: `0 0 0 ${vars.size.borderThick} ${vars.color.surface}`,
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

export const sheet = style({
  position: 'fixed',
  zIndex: vars.zIndex.modal,
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  flexDirection: 'column',
  width: `min(85vw, ${vars.size.dialogSm})`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderInlineEnd: `${vars.size.borderThin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflowY: 'auto',
  paddingBottom: 'env(safe-area-inset-bottom, 0)',
  selectors: {
    '&[data-state="open"]': {
      animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easeEmphasized}`,
    },
    '&[data-state="closed"]': {
      animation: `${slideOut} ${vars.motion.fast} ${vars.motion.easeStandard}`,
    },
  },
});

// The bar holds 'Close menu' (a control placed xs in from its corner) with the same room under
// it, so 'Menu' is centred on the button; and 'Menu' starts where the entries' names start (the
// list's inset, an entry's edge for the current-page marker, and an entry's own padding).
export const header = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: `calc(${vars.size.controlMd} + ${vars.space.xs} * 2 + ${vars.size.borderThin})`,
  paddingBlock: vars.space.xs,
  paddingInlineStart: `calc(${vars.space.xs} + ${vars.size.borderThick} + ${vars.space.md})`,
  paddingInlineEnd: `calc(${vars.space.md} + ${vars.size.controlMd})`,
  borderBottom: `${vars.size.borderThin} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const close = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineEnd: vars.space.xs,
});

export const nav = style({ paddingBlock: vars.space.xs });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  margin: 0,
  paddingInline: vars.space.xs,
  listStyle: 'none',
});
