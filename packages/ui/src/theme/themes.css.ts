import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { palettes, shadows, sharedTokens } from './tokens';
import { themeClass } from './theme-preference';

// Fixed class names (not hashed) so the inline boot script in index.html can apply the
// member's theme before the first paint. Light is also the default on a bare :root.
createGlobalTheme(`:root, .${themeClass.light}`, vars, {
  ...sharedTokens,
  color: palettes.light,
  shadow: shadows.light,
});

// Declared after light: on <html class="rr-theme-dark"> the dark values win.
createGlobalTheme(`.${themeClass.dark}`, vars, {
  ...sharedTokens,
  color: palettes.dark,
  shadow: shadows.dark,
});

export const lightTheme = themeClass.light;
export const darkTheme = themeClass.dark;
