import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './vars.css';
import { mediaQueries } from './tokens';

const space = vars.space;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
    wide: { '@media': mediaQueries.wide },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: [
      'stretch',
      'flex-start',
      'center',
      'flex-end',
      'space-between',
      'space-around',
    ],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      sidebar: 'minmax(0, 2fr) minmax(0, 1fr)',
      // a navigation rail before the content (the admin area)
      railStart: 'minmax(0, 1fr) minmax(0, 4fr)',
    },
    textAlign: ['left', 'center', 'right'],
    width: { full: '100%', auto: 'auto' },
    maxWidth: { readable: vars.size.readable, content: vars.size.content, full: '100%' },
    minWidth: { 0: '0' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colorProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      primary: vars.color.primary,
      success: vars.color.success,
      danger: vars.color.danger,
      inherit: 'inherit',
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      primarySubtle: vars.color.primarySubtle,
      transparent: 'transparent',
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    borderColor: { default: vars.color.border, strong: vars.color.borderStrong },
    borderStyle: { solid: 'solid', none: 'none' },
    borderWidth: { none: '0', thin: vars.size.borderThin, thick: vars.size.borderThick },
    position: ['relative', 'absolute', 'sticky', 'static'],
    overflow: ['hidden', 'auto', 'visible'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof vars.space;
