import { style } from '@vanilla-extract/css';

/**
 * A page that centres its own panel in the room the frame leaves it (the welcome): inside the
 * frame it fills the main region, between the header and what the app adds below every page (the
 * demo-data footer), rather than the window, so that footer shows in the window under it.
 */
export const fillsFrame = style({});
