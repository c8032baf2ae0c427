import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { mediaQueries } from '../theme/tokens';

/**
 * The space the app's frame keeps between a page and the window's edges, set on the frame's
 * `<main>` (narrower on a phone). A page that lays itself out against the window instead (it
 * centres a panel in the space below the header) takes it back with `cancelPageGutter`.
 */
export const pageGutter = createVar();

/**
 * Margins that undo the frame's gutter. Where a page stands alone, as in its stories, the
 * variable is unset, so the margins are too (0).
 */
export const cancelPageGutter = { margin: `calc(-1 * ${pageGutter})` } as const;

/**
 * The column the app's frame gives a page: as wide as the header's row and with its gutter (narrower
 * on a phone), so a page lines up with the logo above it.
 */
export const pageColumn = style({
  minWidth: 0,
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  vars: { [pageGutter]: vars.space.md },
  paddingInline: pageGutter,
  '@media': { [mediaQueries.desktop]: { vars: { [pageGutter]: vars.space.lg } } },
});

/**
 * The room a page has inside the app's frame: its column, with the gutter above and below it too.
 * The frame's main region is drawn with it, and so is a screen's story, so the story's picture
 * shows the page where the app does.
 */
export const pageInFrame = style([pageColumn, { paddingBlock: pageGutter }]);
