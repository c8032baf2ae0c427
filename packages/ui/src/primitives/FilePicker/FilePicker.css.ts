import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';

export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

// a group feed's frame: 4:3, 128 px tall, and narrower where its column is narrower
const frameSize = {
  width: `calc(${vars.size.avatarXl} * 4 / 3)`,
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
} as const;

const shape = {
  // the preview takes the shape the picture is shown in: a profile photo's circle, a rounded
  // square, or the frame a group feed shows a shared photo in
  square: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full },
  frame: { ...frameSize, borderRadius: vars.radius.md },
};

const previewBase = {
  width: vars.size.avatarLg,
  height: vars.size.avatarLg,
  flexShrink: 0,
  objectFit: 'cover',
  // a preview that cannot be shown keeps its alternative text inside its box
  overflow: 'hidden',
  borderWidth: vars.size.borderThin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  background: vars.color.surfaceSunken,
} as const;

export const preview = recipe({
  base: previewBase,
  variants: {
    shape: {
      ...shape,
      // the picture whole, on the frame's sunken ground where it leaves room, as the feed draws it
      frame: { ...shape.frame, objectFit: 'contain' },
    },
  },
  defaultVariants: { shape: 'square' },
});

export const placeholder = recipe({
  base: {
    ...previewBase,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
    borderStyle: 'dashed',
    borderColor: vars.color.borderStrong,
  },
  variants: { shape },
  defaultVariants: { shape: 'square' },
});

export const placeholderIcon = style({ width: vars.size.iconLg, height: vars.size.iconLg });

// never wider than the field: with large text 'Choose image' wraps rather than runs off the screen
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
});

// the native input sits invisibly on top of the button look, so a click or a tap opens the picker
export const chooser = style({ position: 'relative', display: 'inline-flex', maxWidth: '100%' });

export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const chooseLook = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  borderWidth: vars.size.borderThin,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  '@media': {
    [mediaQueries.canHover]: {
      selectors: { [`${input}:hover:not(:disabled) + &`]: { background: vars.color.neutral } },
    },
  },
  selectors: {
    [`${input}:focus-visible + &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusOffset,
    },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger },
    [`${input}:disabled + &`]: { opacity: 0.55 },
  },
});

// as large as the label's text, 16 px at the default size
const chooseIconSize = `max(${vars.size.iconSm}, 1em)`;
export const chooseIcon = style({ width: chooseIconSize, height: chooseIconSize, flexShrink: 0 });

export const fileName = style({
  flexBasis: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
