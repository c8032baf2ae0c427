import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/vars.css';
import type { ActivityLevel } from '../daily-activity';
import { levelBackgrounds, todayRing } from '../activity-day.css';
import { levelTextColour } from '../level-colours';

const headerContainer = createContainer();

// The month's title between the Previous and Next buttons: 'September', the longest month's name
// (5.3em in this face), and the two buttons with their gaps (80 px, 5em at the default text
// size, less with larger text) fit side by side from 12em of the card's text. Narrower (a phone
// with large text), the title takes a line of its own above the buttons rather than breaking
// inside its word. A query in em follows the text's size, which the window's width alone does not.
const titleOnItsOwnLine = `${headerContainer} (width < 12em)`;

export const headerPlace = style({
  containerName: headerContainer,
  containerType: 'inline-size',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  '@container': { [titleOnItsOwnLine]: { flexWrap: 'wrap' } },
});

export const monthTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  '@container': {
    [titleOnItsOwnLine]: { order: -1, flexBasis: '100%', textAlign: 'center' },
  },
});

export const grid = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: vars.space['2xs'],
  tableLayout: 'fixed',
});

const monthContainer = createContainer();

// the month, at its weekday headers' text size, so a query in em follows the member's text size
export const month = style({
  containerName: monthContainer,
  containerType: 'inline-size',
  fontSize: vars.fontSize.xs,
});

export const weekday = style({
  paddingBlock: vars.space['2xs'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  // a weekday's name is never broken inside: where 'Wed' does not fit its column, 'W' stands in
  overflowWrap: 'normal',
  whiteSpace: 'nowrap',
});

// Seven columns of the widest short name ('Wed', 2.2 em), with the gaps between them (8 of 4 px,
// 2.7 em at the default text size, less with larger text) and a little room: 18.5 em. Narrower
// (a 320 px phone with text at 200 %), each weekday shows its first letter.
const shortNamesDoNotFit = `${monthContainer} (width < 18.5em)`;

export const weekdayShort = style({
  '@container': { [shortNamesDoNotFit]: { display: 'none' } },
});

export const weekdayLetter = style({
  display: 'none',
  '@container': { [shortNamesDoNotFit]: { display: 'inline' } },
});

// a level's colour, and its day's number in the colour that reads on it
const onLevel = (level: ActivityLevel) => ({
  ...levelBackgrounds[level],
  color: vars.color[levelTextColour[level]],
});
const levelColours = { 0: onLevel(0), 1: onLevel(1), 2: onLevel(2), 3: onLevel(3) };

export const day = recipe({
  base: {
    height: vars.size.controlMd,
    padding: 0,
    borderRadius: vars.radius.sm,
    // a day's colour is its count: a contrast theme keeps it, and the text set on it
    forcedColorAdjust: 'none',
    // A day's number ('10' to '31', 1.3em) whole inside its cell, a seventh of the month less the
    // gaps: on a phone with large text the number is at most 6.5 hundredths of the window's
    // width (6.5vw), which leaves it room in its cell down to a 280 px window; at the default
    // text size that is more than the text's size on every window from 185 px up, so nothing
    // changes there. It follows the window, not the calendar's box: a calendar far narrower than
    // its window (a story's fixed box) keeps the text's size
    fontSize: `min(${vars.fontSize.xs}, 6.5vw)`,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'center',
    verticalAlign: 'middle',
    cursor: 'default',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusOffset,
      },
    },
  },
  variants: {
    level: levelColours,
    today: {
      true: { boxShadow: todayRing, fontWeight: vars.fontWeight.bold },
    },
    // a day still to come has no count: an outline, not the grey of a day without workouts
    future: {
      true: {
        background: 'transparent',
        color: vars.color.textMuted,
        boxShadow: `inset 0 0 0 ${vars.size.borderThin} ${vars.color.border}`,
      },
    },
  },
});

export const padding = style({ padding: 0 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const legendList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
});

export const swatch = recipe({
  base: {
    display: 'inline-block',
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    borderRadius: vars.radius.sm,
    borderWidth: vars.size.borderThin,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    forcedColorAdjust: 'none',
  },
  variants: {
    level: levelBackgrounds,
  },
});
