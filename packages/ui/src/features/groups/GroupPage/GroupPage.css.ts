import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';

// group names, descriptions and member names from members: long words wrap
export const userText = style({
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// the title's line while the group loads: as tall as the page's title, a notch smaller on a phone
export const titlePlaceholder = style({
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize['3xl'] } },
});

// the tabs' row while the group loads: a tab's height over the same line, each label's bar where
// the label will stand
export const tabsPlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minHeight: vars.size.controlMd,
  borderBottomWidth: vars.size.borderThin,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
});
globalStyle(`${tabsPlaceholder} > *`, {
  paddingInline: vars.space.md,
});
