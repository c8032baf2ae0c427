import type { StyleRule } from '@vanilla-extract/css';
import { systemColors } from './tokens';

/**
 * What is current or chosen (the page in a navigation, the theme, a table's row), in a contrast
 * theme: the member's highlight colours, with the element out of the theme's adjustment, or the
 * browser paints a plate in the canvas colour behind the text and hides it. For use under
 * `mediaQueries.forcedColors`.
 */
export const chosenInContrastTheme = {
  background: systemColors.highlight,
  color: systemColors.highlightText,
  forcedColorAdjust: 'none',
} satisfies StyleRule;
