import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';

/**
 * With large text on a phone a label's longest word can be wider than the button's padded
 * inside ('Measurements' at 200 % on a 320 px phone), and would break inside the word: there
 * every size keeps only a narrow space on its sides, so the word stays whole.
 */
const largeTextSides = { [mediaQueries.largeTextPhone]: { paddingInline: vars.space.xs } };

/**
 * A disabled button is drawn at 55 % opacity, which would fade its focus ring as well (a
 * keyboard can still reach it): in light, to 2.2:1 against the page, under the 3:1 a focus
 * indicator needs. Focused, it is drawn opaque instead and its ring keeps its full colour: its
 * fill and border at 55 % of their colour, over whatever is behind as before, and its label mixed
 * 55 % with the page's background, as it looked faded on the page.
 */
const disabledFocused = '&[aria-disabled="true"]:not([data-loading="true"]):focus-visible';
const DISABLED_SHARE = '55%';
const seeThrough = (colour: string) =>
  `color-mix(in srgb, ${colour} ${DISABLED_SHARE}, transparent)`;
const fadedIntoPage = (colour: string) =>
  `color-mix(in srgb, ${colour} ${DISABLED_SHARE}, ${vars.color.background})`;
const fadedWhenFocused = (fill: string | null, ink: string, edge: string | null) => ({
  [disabledFocused]: {
    ...(fill ? { background: seeThrough(fill) } : {}),
    ...(edge ? { borderColor: seeThrough(edge) } : {}),
    color: fadedIntoPage(ink),
  },
});

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    borderRadius: vars.radius.md,
    borderWidth: vars.size.borderThin,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    // a label keeps one line and its button its width beside others in a row; only a label
    // longer than the whole row (with large text on a phone) breaks into lines, inside it
    flexShrink: 0,
    maxWidth: '100%',
    textAlign: 'center',
    // room above and below a label on two lines (one line is within the minimum height)
    paddingBlock: vars.space['2xs'],
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easeStandard}, border-color ${vars.motion.fast} ${vars.motion.easeStandard}, transform ${vars.motion.fast} ${vars.motion.easeStandard}`,
    selectors: {
      '&:active:not([aria-disabled="true"])': { transform: `translateY(${vars.size.borderThin})` },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-loading="true"]': { cursor: 'progress', opacity: 1 },
      // its colours are faded instead (below), so they do not pass through a transition
      [disabledFocused]: { opacity: 1, transition: 'none' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        '@media': {
          [mediaQueries.canHover]: {
            selectors: {
              '&:hover:not([aria-disabled="true"])': { background: vars.color.primaryHover },
            },
          },
        },
        selectors: fadedWhenFocused(vars.color.primary, vars.color.onPrimary, null),
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        '@media': {
          [mediaQueries.canHover]: {
            selectors: {
              '&:hover:not([aria-disabled="true"])': { background: vars.color.neutral },
            },
          },
        },
        selectors: fadedWhenFocused(vars.color.surface, vars.color.text, vars.color.borderStrong),
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        '@media': {
          [mediaQueries.canHover]: {
            selectors: {
              '&:hover:not([aria-disabled="true"])': { background: vars.color.neutral },
            },
          },
        },
        selectors: fadedWhenFocused(null, vars.color.text, null),
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        '@media': {
          [mediaQueries.canHover]: {
            selectors: {
              '&:hover:not([aria-disabled="true"])': { background: vars.color.dangerHover },
            },
          },
        },
        selectors: fadedWhenFocused(vars.color.danger, vars.color.onDanger, null),
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.sm,
        fontSize: vars.fontSize.sm,
        '@media': largeTextSides,
      },
      md: {
        minHeight: vars.size.controlMd,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.md,
        '@media': largeTextSides,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.lg,
        '@media': largeTextSides,
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
export const ring = style({ width: '1em', height: '1em', flexShrink: 0 });
