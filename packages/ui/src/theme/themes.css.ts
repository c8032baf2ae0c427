import { createGlobalTheme, createGlobalVar, globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { mediaQueries, palettes, shadows, sharedTokens } from './tokens';
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

/**
 * The classes ThemeProvider puts on <html>. Taken from this module (not theme-preference) so
 * that using them keeps this module, and with it the theme and base CSS, in every bundle.
 */
export const themeClasses = { light: lightTheme, dark: darkTheme } as const;

// Base styles of every page.

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle(`html.${themeClass.light}`, { colorScheme: 'light' });
globalStyle(`html.${themeClass.dark}`, { colorScheme: 'dark' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('body', { minHeight: '100dvh' });

// A control the browser scrolls into view (one that gets focus, a field with an error) stops a
// small gap short of the window's edge, so its focus ring (3 px, 2 px out) is never cut by the
// edge. The app's bars that stay over the page add their own height to this on their edge.
globalStyle('html', { scrollPadding: vars.space.xs });

globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });

// An element marked `hidden` is not shown, whatever display its classes give it: a layout
// primitive's flex would otherwise win over the browser's own rule and show a closed panel.
globalStyle('[hidden]', { display: 'none !important' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

// Long words (user content can hold 200-character words) never widen the page.
globalStyle('p, h1, h2, h3, h4, h5, h6, li, dd, td, th, figcaption', { overflowWrap: 'anywhere' });

// A modal dialog's scroll lock (Radix's, through react-remove-scroll-bar) writes the width of the
// page's scroll bar to this variable on <body> as the dialog opens. A custom property is inherited
// unless registered otherwise, so that one write restyled every element of the page inside the
// click that opens the dialog. Nothing reads it, so it is registered as not inherited: only
// <body> is restyled.
createGlobalVar('removed-body-scroll-bar-size', {
  syntax: '<length>',
  inherits: false,
  initialValue: '0px',
});

globalStyle(':focus-visible', {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusOffset,
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [mediaQueries.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
