import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/**
 * A total shown on its own (a member's workouts, points, streak; the site's users on the admin
 * dashboard): the heading face, 2xl and bold, with figures of one width so that numbers line up
 * and do not jitter as they change. One style, so every total speaks in the same voice.
 */
export const figure = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});
