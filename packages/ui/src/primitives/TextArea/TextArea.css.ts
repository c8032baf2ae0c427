import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { control } from '../Field/Field.css';

export const overLimit = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
