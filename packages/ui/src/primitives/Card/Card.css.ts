import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    borderWidth: vars.size.borderThin,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
    interactive: {
      true: {
        transition: `box-shadow ${vars.motion.normal} ${vars.motion.easeStandard}, border-color ${vars.motion.normal} ${vars.motion.easeStandard}, transform ${vars.motion.normal} ${vars.motion.easeStandard}`,
        '@media': {
          [mediaQueries.canHover]: {
            selectors: {
              '&:hover': {
                borderColor: vars.color.borderStrong,
                boxShadow: vars.shadow.md,
                transform: `translateY(calc(-1 * ${vars.size.borderThick}))`,
              },
            },
          },
        },
        selectors: {
          // the title link covers the card, so the ring goes round the whole card
          '&:has(:focus-visible)': {
            outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
            outlineOffset: vars.size.focusOffset,
          },
        },
      },
    },
  },
  defaultVariants: { padding: 'md', interactive: false },
});

export const header = style({
  display: 'flex',
  // the control goes under the title when the title's longest word and the control no longer
  // fit side by side (large text on a phone)
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  // the title's line runs up to the header's control: a right-to-left title stands at its end
  flex: '1 1 0',
  // never squeezed below about a long word's width (12 characters of its own text) beside the
  // control: with larger text the control goes under the title instead, and the title's words
  // stay whole rather than breaking a letter per line ('L / e / a / d …')
  minWidth: 'min(100%, 12ch)',
});

export const title = style({});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

// beside the title at its own width; alone on its line, no wider than the card (its words wrap)
export const headerAction = style({ flexShrink: 0, maxWidth: '100%' });

// Interactive cards: the link in the title stretches over the whole card (one tab stop, one name).
globalStyle(`${card.classNames.variants.interactive.true} ${title} a::after`, {
  content: '""',
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.lg,
});
globalStyle(`${card.classNames.variants.interactive.true} ${title} a`, {
  color: 'inherit',
  textDecorationLine: 'none',
  outline: 'none',
});
// ...while the header's own control stays above the stretched link and keeps working
globalStyle(`${card.classNames.variants.interactive.true} ${headerAction}`, {
  position: 'relative',
  zIndex: 1,
});
