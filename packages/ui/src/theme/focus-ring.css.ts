import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** The focus ring drawn inside its element's box, where there is no room around it. */
export const focusRingInside = {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(${vars.size.focusRing} * -1)`,
} satisfies StyleRule;

/**
 * An option or menu item reached from the keyboard (Radix marks it highlighted and focuses it):
 * ringed inside its own box, as focus is drawn everywhere else, since a list's highlight fill
 * alone differs too little from the list's.
 */
export const highlightedFromTheKeyboard = focusRingInside;
