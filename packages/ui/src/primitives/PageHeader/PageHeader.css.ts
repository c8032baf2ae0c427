import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';

export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.lg,
  minWidth: 0,
  '@media': {
    // phones stack title and actions; wider screens put the actions at the end of the row
    [mediaQueries.tablet]: {
      flexDirection: 'row',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
    },
  },
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  minWidth: 0,
  flex: 1,
});

/**
 * On a phone a title is a notch smaller, so two-word titles fit one line, and smaller still on a
 * narrow window with large text, so the longest word of a title ('Leaderboard', 'Application',
 * 6.2em in this face) stays whole on a 320 px phone at twice the text size: the size is part
 * text size and part window width, up to the notch. It still grows with the member's text size
 * (at 200 % on a 320 px phone it is 1.3 times the body's text), and at the browser's default size
 * it is the notch on every phone from 291 px up. A word longer than the window still breaks
 * (the global rule for headings). 'h1&' outranks Heading's class.
 */
const phoneTitle = `min(${vars.fontSize['2xl']}, calc(${vars.fontSize.xs} + 5.5vw))`;

export const title = style({
  selectors: {
    'h1&': { fontSize: phoneTitle },
  },
  '@media': {
    [mediaQueries.tablet]: { selectors: { 'h1&': { fontSize: vars.fontSize['3xl'] } } },
  },
});

export const subtitle = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

// a little more room than between title and subtitle: another kind of line
export const details = style({
  marginBlockStart: vars.space.xs,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});
