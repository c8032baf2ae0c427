import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The way back sits alone at the start of its row, above the page's title. */
export const backLink = style({
  alignSelf: 'flex-start',
  minHeight: vars.size.controlSm,
});

/** The same look on a button (a way back through history): no button frame of its own. */
export const asButton = style({
  appearance: 'none',
  background: 'none',
  border: 'none',
  padding: 0,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  lineHeight: 'inherit',
});

export const chevron = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});
