import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../theme/sprinkles.css';

// sprinkles applied at build time: the screen's chunk carries no layout runtime
export const page = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    gap: 'lg',
    minWidth: 0,
    width: 'full',
    maxWidth: 'content',
    marginX: 'auto',
  }),
]);
