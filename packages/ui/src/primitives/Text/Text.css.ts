import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { oneLineRules } from '../../theme/one-line.css';

export const text = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    // user content can hold 200-character words: they wrap instead of widening the page
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.snug },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    numeric: { true: { fontVariantNumeric: 'tabular-nums' } },
    // clamped text still breaks long words first, so the ellipsis lands inside the box
    maxLines: {
      none: {},
      // one line shows as much as fits, even of one long word, rather than its first word
      1: { display: 'block', ...oneLineRules },
      2: {
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        overflow: 'hidden',
      },
      3: {
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 3,
        overflow: 'hidden',
      },
    },
  },
  defaultVariants: {
    size: 'md',
    tone: 'default',
    weight: 'regular',
    align: 'start',
    numeric: false,
    maxLines: 'none',
  },
});
