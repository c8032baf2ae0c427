import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

// the gap a page keeps between its own parts, between the banner and the page's heading
export const offline = style({ marginBottom: vars.space.lg });
