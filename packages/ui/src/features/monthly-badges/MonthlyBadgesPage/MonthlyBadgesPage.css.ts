import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const backIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
