import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      '4xl': { fontSize: vars.fontSize['4xl'] },
      '3xl': { fontSize: vars.fontSize['3xl'] },
      '2xl': { fontSize: vars.fontSize['2xl'] },
      xl: { fontSize: vars.fontSize.xl },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.snug },
      sm: {
        fontSize: vars.fontSize.sm,
        lineHeight: vars.lineHeight.snug,
        letterSpacing: '0.02em',
        textTransform: 'uppercase',
      },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      primary: { color: vars.color.primary },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
    },
  },
  defaultVariants: { size: 'xl', tone: 'default', align: 'start' },
});
