import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { mediaQueries } from '../../../theme/tokens';

/**
 * The button, then 'Failed to log workout' under it below a desktop's width (in a page header, on
 * the header's own row under the title and the button, as wide as the header). On a desktop the
 * button ends a page header's row, whose title lines up with the foot of what the row holds:
 * there the message comes before the button (in the page's order too, so focus meets it where it
 * is seen), on its line and no taller than it, so the title stays level with the button rather
 * than dropping to the message's foot.
 */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
  '@media': {
    [mediaQueries.desktop]: {
      flexDirection: 'row',
      alignItems: 'center',
      gap: vars.space.sm,
    },
  },
});

/** The button, and the confirmation placed against it. */
export const anchor = style({ position: 'relative', display: 'flex' });

/**
 * 'Workout logged' comes and goes without moving the page: it sits just under the button, in the
 * page header's space below it (under its start on a phone, where the button starts the line;
 * under its end on wider screens, where it ends the row), and is in the page even while empty,
 * so screen readers hear the line when it appears.
 */
export const confirmation = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineStart: 0,
  margin: 0,
  marginBlockStart: vars.space['2xs'],
  whiteSpace: 'nowrap',
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  fontWeight: vars.fontWeight.medium,
  '@media': {
    [mediaQueries.tablet]: { insetInlineStart: 'auto', insetInlineEnd: 0 },
  },
});

/**
 * 'Failed to log workout': before the button on a desktop (see `root`), in its height. Below
 * that, in a page header, it fills the header's row for messages; anywhere else it is under the
 * button and at least as wide as it, its words wrapping but whole, and it widens the button's
 * column no more than its longest word does.
 */
export const alert = style({
  width: 'min-content',
  minWidth: '100%',
  '@media': {
    [mediaQueries.desktop]: { width: 'auto', minWidth: 'auto', paddingBlock: vars.space.xs },
  },
});
// its words count whole in its narrowest width (a word wider than the screen still breaks)
globalStyle(`${alert} *`, { overflowWrap: 'break-word' });
