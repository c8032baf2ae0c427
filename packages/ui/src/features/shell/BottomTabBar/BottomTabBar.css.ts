import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { mediaQueries } from '../../../theme/tokens';

/** The bar's height, so the page keeps its last lines clear of it. */
export const tabBarHeight = `calc(${vars.size.controlLg} + ${vars.space.xs} + env(safe-area-inset-bottom, 0))`;

// Small screens only; wide screens have the top bar
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderTop: `${vars.size.borderThin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  paddingBottom: 'env(safe-area-inset-bottom, 0)',
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  // equal columns, but none narrower than its label: on a 320 px screen 'Dashboard' needs a
  // pixel more than a fifth, which the others have to spare
  gridAutoColumns: 'minmax(min-content, 1fr)',
  margin: 0,
  paddingBlock: vars.space['3xs'],
  paddingInline: vars.space['2xs'],
  listStyle: 'none',
});

export const item = style({ minWidth: 0 });
