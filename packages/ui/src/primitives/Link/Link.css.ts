import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';

export const link = recipe({
  base: {
    color: vars.color.link,
    borderRadius: vars.radius.sm,
    textUnderlineOffset: '0.2em',
    textDecorationThickness: vars.size.borderThin,
    cursor: 'pointer',
    transition: `color ${vars.motion.fast} ${vars.motion.easeStandard}`,
    overflowWrap: 'anywhere',
    '@media': {
      [mediaQueries.canHover]: { selectors: { '&:hover': { color: vars.color.linkHover } } },
    },
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusOffset,
        textDecorationThickness: vars.size.borderThick,
      },
    },
  },
  variants: {
    variant: {
      // inside running text: always underlined, so colour is not the only cue (WCAG 1.4.1)
      inline: { textDecorationLine: 'underline' },
      // on its own line ('View Full Leaderboard'): bolder, underline on hover
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space['2xs'],
        fontWeight: vars.fontWeight.semibold,
        textDecorationLine: 'none',
        '@media': {
          [mediaQueries.canHover]: {
            selectors: { '&:hover': { textDecorationLine: 'underline' } },
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const externalMark = style({
  display: 'inline-block',
  width: '0.8em',
  height: '0.8em',
  marginInlineStart: vars.space['3xs'],
  verticalAlign: 'baseline',
});
