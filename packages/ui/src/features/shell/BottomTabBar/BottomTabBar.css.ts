import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { focusRingInside } from '../../../theme/focus-ring.css';
import { vars } from '../../../theme/vars.css';
import { mediaQueries } from '../../../theme/tokens';
import { visuallyHiddenRules } from '../../../theme/visually-hidden.css';
import { label } from '../NavEntryLink/NavEntryLink.css';
import { icon } from '../NavIcon/NavIcon.css';

const shortcuts = createContainer();

// The bar at the labels' size (its em), narrower than its five labels side by side: 20.5 em,
// 21.5 with the bar's padding and the current tab's bolder label, and some room. So it is with
// large text (the member's setting, 150 % or more on a phone): then the tabs show their icons,
// as large as the text, each a fifth of the bar, and keep their labels as their names for screen
// readers; the menu lists every entry in words. A query in em follows the text's size, which the
// window's width alone does not.
const labelsDoNotFit = `${shortcuts} (width < 22em)`;
const iconAlone = `min(1.5em, calc(${vars.size.controlLg} - 2 * ${vars.space['2xs']}))`;

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
  containerName: shortcuts,
  containerType: 'inline-size',
  fontSize: vars.fontSize.xs,
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
  '@container': { [labelsDoNotFit]: { gridAutoColumns: 'minmax(0, 1fr)' } },
});

globalStyle(`${list} ${label}`, { '@container': { [labelsDoNotFit]: visuallyHiddenRules } });
globalStyle(`${list} ${icon}`, {
  '@container': {
    // up to the tab's height inside its padding, so the bar keeps its height
    [labelsDoNotFit]: { width: iconAlone, height: iconAlone },
  },
});

export const item = style({ minWidth: 0 });

// the bar sits at the window's foot, with a few pixels under its tabs: a focus ring drawn outside
// a tab, as everywhere else, was cut off along the bottom, so the tabs draw theirs inside
globalStyle(`${list} a:focus-visible`, focusRingInside);
