import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';

export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.lg,
  minWidth: 0,
  '@media': {
    // phones stack title and actions; wider screens put the actions at the end of the row
    [mediaQueries.tablet]: {
      flexDirection: 'row',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
    },
  },
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  minWidth: 0,
  flex: 1,
});

export const title = style({
  selectors: {
    // a notch smaller on phones so two-word titles fit one line ('h1&' outranks Heading's class)
    'h1&': { fontSize: vars.fontSize['2xl'] },
  },
  '@media': {
    [mediaQueries.tablet]: { selectors: { 'h1&': { fontSize: vars.fontSize['3xl'] } } },
  },
});

export const subtitle = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});
