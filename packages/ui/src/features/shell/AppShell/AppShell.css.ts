import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/vars.css';
import { mediaQueries } from '../../../theme/tokens';
import { pageGutter } from '../../../layout/page-gutter.css';
import { tabBarHeight } from '../BottomTabBar/BottomTabBar.css';
import { MEMBER_FRAME } from '../member-frame';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.background,
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

export const main = recipe({
  base: {
    flex: 1,
    minWidth: 0,
    // as wide as the header's row and with its gutter, so a page lines up with the logo above it
    width: '100%',
    maxWidth: vars.size.content,
    marginInline: 'auto',
    vars: { [pageGutter]: vars.space.md },
    padding: pageGutter,
    '@media': { [mediaQueries.desktop]: { vars: { [pageGutter]: vars.space.lg } } },
  },
  variants: {
    // phones: the last lines of the page stay clear of the bottom tab bar
    tabBar: {
      true: {
        paddingBottom: `calc(${tabBarHeight} + ${pageGutter})`,
        '@media': { [mediaQueries.desktop]: { paddingBottom: pageGutter } },
      },
      false: {},
    },
  },
});

/** A placeholder kept hidden, but where the page boot marked the member's frame (MEMBER_FRAME). */
export const dormantPlaceholder = style({
  selectors: { [`:root:not(${MEMBER_FRAME}) &`]: { display: 'none' } },
});
