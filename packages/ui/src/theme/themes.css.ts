import { createTheme } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { palettes, shadows, sharedTokens } from './tokens';

/** Class names applied to <html>: `lightTheme` or `darkTheme`. */
export const lightTheme = createTheme(vars, {
  ...sharedTokens,
  color: palettes.light,
  shadow: shadows.light,
});

export const darkTheme = createTheme(vars, {
  ...sharedTokens,
  color: palettes.dark,
  shadow: shadows.dark,
});

export const themeClass = { light: lightTheme, dark: darkTheme } as const;
