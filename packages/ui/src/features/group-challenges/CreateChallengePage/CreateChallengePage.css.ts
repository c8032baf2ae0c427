import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const benefits = style({ margin: 0 });

// group names and custom type names from members: long words wrap
export const userText = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.medium });
