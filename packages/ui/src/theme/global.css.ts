import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { darkTheme, lightTheme } from './themes.css';
import { mediaQueries } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle(`html.${lightTheme}`, { colorScheme: 'light' });
globalStyle(`html.${darkTheme}`, { colorScheme: 'dark' });

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

globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

// Long words (user content can hold 200-character words) never widen the page.
globalStyle('p, h1, h2, h3, h4, h5, h6, li, dd, td, th, figcaption', { overflowWrap: 'anywhere' });

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
