import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A list that lays out navigation entries or cards: no bullets, no indent. */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// cards in one grid row share the row's height
globalStyle(`${plainList} > li > *`, { height: '100%' });

/** A figure's name in a stats list (dt). */
export const statLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A figure in a stats list (dd). */
export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * A tag beside a card's title: a box of its own rather than a word on a line of body text, so
 * the header is as tall as the tag itself and no taller than the title's line.
 */
export const headerTag = style({ display: 'flex' });
