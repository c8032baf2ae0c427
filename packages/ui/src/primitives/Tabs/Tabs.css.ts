import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mediaQueries, systemColors } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** How far into the list its edge fades where more tabs lie beyond it. */
const FADE = vars.space.xl;
// registered as lengths, so the fades can be animated (an unregistered property would jump)
export const fadeStart = createVar({ syntax: '<length>', inherits: false, initialValue: '0' });
export const fadeEnd = createVar({ syntax: '<length>', inherits: false, initialValue: '0' });

// driven by the list's own sideways scroll: the end fades while tabs lie beyond it, the start
// once she has scrolled past the first
const edgeFades = keyframes({
  '0%': { vars: { [fadeStart]: vars.space.none, [fadeEnd]: FADE } },
  '2%': { vars: { [fadeStart]: FADE } },
  '98%': { vars: { [fadeEnd]: FADE } },
  '100%': { vars: { [fadeStart]: FADE, [fadeEnd]: vars.space.none } },
});

/**
 * The space between a tab's edge and its label, set by the list for its tabs: narrower on a phone,
 * where three tabs then fit a 390 px screen side by side, also in a card (about 20 px between two
 * labels there, 36 px from a tablet up).
 */
const TAB_PADDING = createVar();

/** Holds the row of tabs and draws the line under it, from the page's edge to its end. */
export const listLine = style({
  minWidth: 0,
  borderBottomWidth: vars.size.borderThin,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
});

// On a phone the tabs scroll sideways rather than wrap or squeeze. A tab cut by the edge looked
// like a broken label ('Group Fee'), so the edge fades where more tabs lie beyond it, and a tab
// scrolled into view (by focus, as arrow keys move it) stops clear of the fade. A list that does
// not scroll has no scroll timeline, so its animation is inactive and nothing fades; a browser
// without scroll-driven animations shows the list as before.
export const list = style({
  vars: { [TAB_PADDING]: vars.space.xs },
  '@media': { [mediaQueries.tablet]: { vars: { [TAB_PADDING]: vars.space.md } } },
  display: 'flex',
  gap: vars.space['2xs'],
  // the first tab's label, not its edge, lines up with the text above it: the tab's padding
  // stands out into the page's margin, which is at least as wide, and so does its focus ring
  marginInlineStart: `calc(-1 * ${TAB_PADDING})`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  scrollPaddingInline: FADE,
  '@supports': {
    '(animation-timeline: scroll())': {
      animationName: edgeFades,
      animationTimingFunction: 'linear',
      animationFillMode: 'both',
      animationTimeline: 'scroll(self inline)',
      // a mask reads only how opaque its colours are: black shows, transparent hides
      maskImage: `linear-gradient(to right, transparent, black ${fadeStart}, black calc(100% - ${fadeEnd}), transparent)`,
    },
  },
});

export const trigger = style({
  flexShrink: 0,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  maxWidth: vars.size.tooltipMax,
  paddingInline: TAB_PADDING,
  border: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  transition: `color ${vars.motion.fast} ${vars.motion.easeStandard}`,
  selectors: {
    '&[data-state="active"]': { color: vars.color.text },
    // the mark under the chosen tab is as wide as its label: under the first tab it starts where
    // the line under the row does, not out in the page's margin with the tab's padding
    '&[data-state="active"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: TAB_PADDING,
      bottom: 0,
      height: vars.size.borderThick,
      background: vars.color.primary,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    // pressed with a pointer: no keyboard ring, whatever the browser makes of the script's focus
    '&[data-pressed]:focus-visible': { outline: 'none' },
  },
  '@media': {
    [mediaQueries.canHover]: {
      selectors: {
        '&:hover:not([data-disabled])': { color: vars.color.text, background: vars.color.neutral },
      },
    },
    [mediaQueries.forcedColors]: {
      selectors: {
        '&[data-state="active"]::after': { background: systemColors.highlight },
      },
    },
  },
});

export const content = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { borderRadius: vars.radius.sm } },
});
