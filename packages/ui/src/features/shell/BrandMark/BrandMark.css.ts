import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/vars.css';
import { mediaQueries } from '../../../theme/tokens';
import { MEMBER_FRAME } from '../member-frame';

export const brand = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.text,
    letterSpacing: '-0.01em',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      md: { fontSize: vars.fontSize.lg },
      lg: { fontSize: vars.fontSize['2xl'], gap: vars.space.sm },
    },
  },
});

export const mark = recipe({
  base: { flexShrink: 0 },
  variants: {
    size: {
      md: { width: vars.size.controlSm, height: vars.size.controlSm },
      lg: { width: vars.size.avatarLg, height: vars.size.avatarLg },
    },
  },
});

export const markTile = style({ fill: vars.color.primary });
export const markBar = style({ fill: vars.color.onPrimary });

// a signed-in phone header holds the menu button, 'Log Out' and the theme switch: no room for the name
export const nameFromTablet = style({
  display: 'none',
  '@media': { [mediaQueries.tablet]: { display: 'inline' } },
});

// Signed out, the header has room for the name; but the page built into index.html, marked for a
// member coming back before any script has run, shows the header she will get: no name on a phone
export const nameFromTabletForMember = style({
  selectors: { [`:root${MEMBER_FRAME} &`]: { display: 'none' } },
  '@media': {
    [mediaQueries.tablet]: { selectors: { [`:root${MEMBER_FRAME} &`]: { display: 'inline' } } },
  },
});
