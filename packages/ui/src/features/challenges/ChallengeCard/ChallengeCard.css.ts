import { style } from '@vanilla-extract/css';

/** A badge not earned yet shows greyed out on its challenge's card. */
export const medallionToEarn = style({
  opacity: 0.5,
  filter: 'grayscale(1)',
});
