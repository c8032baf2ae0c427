import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const figure = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
});

export const count = style({
  color: vars.color.primary,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

// The count's place while it loads: unseen digits hold its width, height and baseline (so 'day
// streak' beside it sits where it will), and a bar is drawn over them
export const countPlaceholder = style({ position: 'relative', display: 'inline-block' });

export const unseen = style({ visibility: 'hidden' });

export const countBar = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
});

export const unit = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space['2xs'],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const detail = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});
