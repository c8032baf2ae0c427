import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../theme/tokens';
import { figure } from '../../../theme/figure.css';
import { vars } from '../../../theme/vars.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.md },
    // with large text on a phone, half the screen cannot hold 'Workouts' in one line
    [mediaQueries.largeTextPhone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** The bar standing for a tile's figure while it loads: about three digits of the figure. */
export const figurePlaceholderWidth = '2.5em';

const tileFrame = {
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  borderWidth: vars.size.borderThin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
} as const;

export const tile = style({
  ...tileFrame,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
});

/** The figures' failure: one tile across the row, with the tiles' edge and padding. */
export const failed = style(tileFrame);

export const label = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

export const value = style([figure, { color: vars.color.text, overflowWrap: 'anywhere' }]);

/**
 * A figure's unit ('days', 'Weekly'). It starts with a space, so that it is read apart from the
 * figure ('6 days', not '6days'): the space, in the unit's own size, is the gap.
 */
export const unit = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
