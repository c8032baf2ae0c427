import { keyframes, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/tokens';

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * The ring turns as a CSS animation, not an SVG one: a reduced-motion setting reaches it (a
 * slower turn, which still reads as working, as the Spinner keeps), and a picture taken of it
 * stops it at its start.
 */
export const turning = style({
  animation: `${turn} 0.7s linear infinite`,
  '@media': {
    [mediaQueries.reducedMotion]: {
      animationDuration: '1.6s !important',
      animationIterationCount: 'infinite !important',
    },
  },
});
