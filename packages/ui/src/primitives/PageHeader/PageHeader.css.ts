import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';

/**
 * One layout on every screen: the title and the actions share a line when the actions fit beside
 * the title's longest word and the title then takes at most two lines, and the actions go under
 * the title (a line of their own) when not.
 */
export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  // on a phone an action beside the title stands on the title's first line, so that what comes
  // and goes under the action (a failure's message) moves neither; on wider screens the actions
  // line up with the foot of the title's lines
  alignItems: 'baseline',
  '@media': { [mediaQueries.tablet]: { alignItems: 'flex-end' } },
  gap: vars.space.md,
  paddingBlockEnd: vars.space.lg,
  minWidth: 0,
});

// as wide as the title's longest word when the line is shared, growing into the room the actions
// leave; a word wider than the header still breaks (the heading's own rule)
export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  minWidth: 0,
  flex: '1 1 min-content',
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
    // a word is whole in the title's narrowest width (so it measures the longest word), and
    // breaks only where it is wider than the header
    'h1&': { fontSize: phoneTitle, overflowWrap: 'break-word' },
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

/** Set on the actions while they are stacked; `PageHeader` decides it by measuring them. */
export const stackedAttribute = 'data-stacked';

/**
 * Set on the actions when they would fit beside the title but leave it more than two lines there:
 * they go under it, and the title takes the header's width. `PageHeader` decides it by measuring.
 */
export const underAttribute = 'data-under';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  // their own width beside the title; no wider than the header under it
  flex: '0 1 auto',
  minWidth: 0,
});

// under the title, on a line of their own, side by side from its start as they fit
globalStyle(`${actions}[${underAttribute}]`, { flexBasis: '100%' });

// stacked, each action as wide as the header, on a line of its own
globalStyle(`${actions}[${stackedAttribute}]`, {
  flexDirection: 'column',
  alignItems: 'stretch',
  flexBasis: '100%',
});
// the same inside the one element that holds the actions (a row of buttons passed in an `Inline`)
globalStyle(`${actions}[${stackedAttribute}] > :only-child`, {
  flexDirection: 'column',
  alignItems: 'stretch',
});

/**
 * A message about the actions, on a row of its own under the title and the actions and as wide
 * as the header; not drawn while it is empty, so it adds no gap to a header without a message.
 */
export const messageRow = style({
  flexBasis: '100%',
  minWidth: 0,
  selectors: { '&:empty': { display: 'none' } },
});
