import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const preview = style({
  width: vars.size.avatarLg,
  height: vars.size.avatarLg,
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  borderWidth: vars.size.borderThin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  background: vars.color.surfaceSunken,
});

export const placeholder = style([
  preview,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
    borderStyle: 'dashed',
    borderColor: vars.color.borderStrong,
  },
]);

export const placeholderIcon = style({ width: vars.size.iconLg, height: vars.size.iconLg });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

// the native input sits invisibly on top of the button look, so a click or a tap opens the picker
export const chooser = style({ position: 'relative', display: 'inline-flex' });

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
  whiteSpace: 'nowrap',
  selectors: {
    [`${input}:hover:not(:disabled) + &`]: { background: vars.color.neutral },
    [`${input}:focus-visible + &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusOffset,
    },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger },
    [`${input}:disabled + &`]: { opacity: 0.55 },
  },
});

export const chooseIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm });

export const fileName = style({
  flexBasis: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
