import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../../theme/sprinkles.css';

// sprinkles applied at build time: the screen's chunk carries no layout runtime
export const list = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    gap: 'md',
    padding: 'none',
    margin: 'none',
  }),
  { listStyle: 'none' },
]);

export const item = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: '2xs', minWidth: 0 }),
  { overflowWrap: 'anywhere' },
]);
