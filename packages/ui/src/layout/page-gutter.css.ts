import { createVar } from '@vanilla-extract/css';

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
