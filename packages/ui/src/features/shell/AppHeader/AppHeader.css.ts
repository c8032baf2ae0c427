import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { oneLineRules } from '../../../theme/one-line.css';
import { mediaQueries } from '../../../theme/tokens';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `${vars.size.borderThin} solid ${vars.color.border}`,
  // on a phone on its side the header and the tab bar together took 30 % of the window, over the
  // page at every scroll: there the header stays at the page's top and scrolls away with it
  '@media': { [mediaQueries.shortWindow]: { position: 'relative' } },
});

export const bar = style({
  display: 'flex',
  // with large text on a phone the controls take a row of their own under the product's mark
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  maxWidth: vars.size.content,
  marginInline: 'auto',
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  '@media': { [mediaQueries.desktop]: { paddingInline: vars.space.lg } },
});

export const start = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minWidth: 0,
});

export const brandLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

// It takes the bar's free space and packs its controls at the end, so its own box stays put when
// her e-mail arrives after the sign-in: the e-mail is new on the page, and nothing already on it
// moves (as a box sized by its content, it grew leftwards, a layout shift on every desktop load).
// Its controls are as tall as the tallest of them (the theme switch, a row of buttons in a
// rim): 'Log Out' beside it is a button of the same height, not a smaller one.
export const actions = style({
  display: 'flex',
  flexGrow: 1,
  alignItems: 'stretch',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minWidth: 0,
});

// The e-mail shows on wide screens only
export const email = style({
  display: 'none',
  alignSelf: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  ...oneLineRules,
  maxWidth: vars.size.dialogSm,
  '@media': { [mediaQueries.desktop]: { display: 'block' } },
});
