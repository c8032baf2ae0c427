import { style } from '@vanilla-extract/css';

export { control } from '../Field/Field.css';

// the native picker icon follows the theme through color-scheme on <html>
export const date = style({ fontVariantNumeric: 'tabular-nums' });
