import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { mediaQueries } from '../../../theme/tokens';

// The top bar is for wide screens; phones get the side menu and the bottom bar
export const nav = style({
  display: 'none',
  borderTop: `${vars.size.borderThin} solid ${vars.color.border}`,
  '@media': { [mediaQueries.desktop]: { display: 'block' } },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3xs'],
  maxWidth: vars.size.content,
  marginInline: 'auto',
  marginBlock: 0,
  paddingBlock: vars.space['2xs'],
  // aligned with the header bar's padding on wide screens
  paddingInline: vars.space.md,
  listStyle: 'none',
  '@media': { [mediaQueries.desktop]: { paddingInline: vars.space.lg } },
});
