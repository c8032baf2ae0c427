import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mediaQueries, systemColors } from '../../theme/tokens';

export const widthVar = createVar();
export const heightVar = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const container = style({ display: 'block', minWidth: 0 });

export const shapes = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    // 'md' is a card's own gap between its parts, for a placeholder laid out as the card's body
    gap: { xs: { gap: vars.space.xs }, md: { gap: vars.space.md } },
  },
  defaultVariants: { gap: 'xs' },
});

export const shape = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    backgroundColor: vars.color.skeleton,
    backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 100%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': {
      // a still placeholder, not a slowed one: the shimmer is pure decoration
      [mediaQueries.reducedMotion]: { animation: 'none', backgroundImage: 'none' },
      // a contrast theme paints every background in its canvas colour, and a placeholder's fill
      // is its shape: it keeps one, the member's colour for what is not available yet, still
      [mediaQueries.forcedColors]: {
        backgroundColor: systemColors.grayText,
        backgroundImage: 'none',
        animation: 'none',
        forcedColorAdjust: 'none',
      },
    },
  },
  variants: {
    shape: {
      text: {
        width: widthVar,
        height: '0.9em',
        // a bar centred in one line of the text it stands for, so that a column of them is exactly
        // as tall as those lines: `lh` is the line height where the bar sits (a browser without
        // the unit gives it lines of 1.5em)
        marginBlock: ['0.3em', 'calc((1lh - 0.9em) / 2)'],
        borderRadius: vars.radius.sm,
        selectors: {
          // the last line of a paragraph runs short
          '&:last-child:not(:first-child)': { width: `calc(${widthVar} * 0.6)` },
        },
      },
      circle: { borderRadius: vars.radius.full },
      rect: { width: widthVar, height: heightVar, borderRadius: vars.radius.md },
    },
    size: {
      sm: { width: vars.size.avatarSm, height: vars.size.avatarSm },
      md: { width: vars.size.avatarMd, height: vars.size.avatarMd },
      lg: { width: vars.size.avatarLg, height: vars.size.avatarLg },
      xl: { width: vars.size.avatarXl, height: vars.size.avatarXl },
    },
  },
});

// as wide as the space it is given, also beside a disc in a row, where a box sized by its content
// would have no width and its bars (a share of it) would not be drawn
export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
});
