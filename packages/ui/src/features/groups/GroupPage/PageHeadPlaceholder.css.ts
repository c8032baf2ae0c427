import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';

// the title's line: as tall as the page's title, a notch smaller on a phone
export const title = style({
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize['3xl'] } },
});

// the tabs' row: a tab's height over the same line, each label's bar where the label will stand
export const tabs = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minHeight: vars.size.controlMd,
  borderBottomWidth: vars.size.borderThin,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
});
globalStyle(`${tabs} > *`, {
  paddingInline: vars.space.md,
});
// as the tabs do, the first label lines up with the page's edge, its padding in the margin
globalStyle(`${tabs} > :first-child`, {
  marginInlineStart: `calc(-1 * ${vars.space.md})`,
});

// a little more room than between title and description, as the page's header gives its details
export const details = style({
  marginBlockStart: vars.space.xs,
});
