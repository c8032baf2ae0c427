import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/vars.css';
import { mediaQueries } from '../../../theme/tokens';
import { pageColumn, pageGutter, pageInFrame } from '../../../layout/page-gutter.css';
import { tabBarHeight } from '../BottomTabBar/BottomTabBar.css';
import { MEMBER_FRAME } from '../member-frame';
import { fillsFrame } from '../fills-frame.css';

export const shell = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100dvh',
    background: vars.color.background,
    // the built page for a member coming back keeps the tab bar's room as her frame will
    selectors: { [`${MEMBER_FRAME} &`]: { paddingBottom: tabBarHeight } },
    '@media': {
      [mediaQueries.desktop]: { selectors: { [`${MEMBER_FRAME} &`]: { paddingBottom: 0 } } },
    },
  },
  variants: {
    // phones: the last lines of the page (and the footer below it) stay clear of the bottom tab bar
    tabBar: {
      true: {
        paddingBottom: tabBarHeight,
        '@media': { [mediaQueries.desktop]: { paddingBottom: 0 } },
      },
      false: {},
    },
  },
});

// off-screen until focused, then the first thing on the page
export const skipLink = style({
  position: 'absolute',
  zIndex: vars.zIndex.toast,
  top: vars.space.xs,
  insetInlineStart: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const main = style([pageInFrame, { flex: 1 }]);

// a page that fills the frame grows into the main region's room and no further, so the footer
// below it stays in the window
globalStyle(`${main}:has(> ${fillsFrame})`, { display: 'flex', flexDirection: 'column' });
globalStyle(`${main} > ${fillsFrame}`, { flex: 1, minHeight: 'auto' });

/** Below the page and outside its main landmark: what the app adds under every page. */
export const footer = style([pageColumn, { paddingBottom: pageGutter }]);

/** A placeholder kept hidden, but where the page boot marked the member's frame (MEMBER_FRAME). */
export const dormantPlaceholder = style({
  selectors: { [`:root:not(${MEMBER_FRAME}) &`]: { display: 'none' } },
});
