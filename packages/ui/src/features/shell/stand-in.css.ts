import { style } from '@vanilla-extract/css';

// the stand-in's content keeps its own box in the layout, invisible
export const standIn = style({ display: 'contents', visibility: 'hidden' });
