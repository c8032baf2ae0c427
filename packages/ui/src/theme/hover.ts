import type { StyleRule } from '@vanilla-extract/css';
import { mediaQueries } from './tokens';

type Selectors = NonNullable<StyleRule['selectors']>;

/**
 * Hover styles, for a style's `'@media'`: only where the device has a pointer that can rest on
 * an element. A touch screen counts a tap as hovering and keeps that look after the finger has
 * gone (a tapped tab stayed grey), so there a control looks as it does untouched.
 */
export function whenHovered(selectors: Selectors): Record<string, StyleRule> {
  return { [mediaQueries.canHover]: { selectors } };
}
