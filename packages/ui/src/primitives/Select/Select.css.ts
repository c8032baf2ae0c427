import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';
import { chosenInContrastTheme } from '../../theme/forced-colors.css';
import { highlightedFromTheKeyboard } from '../../theme/focus-ring.css';
import { oneLineRules } from '../../theme/one-line.css';

export { control } from '../Field/Field.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

// a picker standing on its own: as wide as its longest option, never wider than its column
export const fitsLongestOption = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto)',
  alignSelf: 'flex-start',
  maxWidth: '100%',
  minWidth: 0,
});

// the trigger and the hidden line of options share one cell, the widest setting its width
globalStyle(`${fitsLongestOption} > *`, { gridArea: '1 / 1' });

// every option's label on one hidden line, only as wide as the longest: no height of its own
export const widthOfOptions = style({
  visibility: 'hidden',
  overflow: 'hidden',
  height: 0,
  minHeight: 0,
  paddingBlock: 0,
  borderBlockWidth: 0,
});

export const optionLabels = style({
  display: 'grid',
  minWidth: 0,
  whiteSpace: 'nowrap',
});

globalStyle(`${optionLabels} > *`, { gridArea: '1 / 1' });

export const value = style({
  ...oneLineRules,
  minWidth: 0,
});

export const chevron = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.textMuted,
});

export const content = style({
  zIndex: vars.zIndex.popover,
  // as wide as the trigger at least, but never past the window's edge (a trigger may fill a
  // phone's whole width): a long option wraps inside it instead
  minWidth: 'min(var(--radix-select-trigger-width), var(--radix-select-content-available-width))',
  maxWidth: 'var(--radix-select-content-available-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  borderWidth: vars.size.borderThin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
});

export const viewport = style({ padding: vars.space['2xs'] });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space['2xs'],
  paddingInlineStart: vars.space.xl,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
    },
    // reached from the keyboard, the option is ringed as focus is everywhere: its fill alone
    // differs too little from the list's
    '&[data-highlighted]:focus-visible': highlightedFromTheKeyboard,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
  '@media': {
    [mediaQueries.forcedColors]: { selectors: { '&[data-highlighted]': chosenInContrastTheme } },
  },
});

export const indicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.xs,
  display: 'inline-flex',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});
