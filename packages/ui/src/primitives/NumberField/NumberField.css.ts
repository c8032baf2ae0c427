import { style } from '@vanilla-extract/css';

export { control } from '../Field/Field.css';

// numbers line up and read as numbers
export const number = style({ fontVariantNumeric: 'tabular-nums' });
