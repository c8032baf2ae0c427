import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const emptyStateSizes = ['page', 'compact'] as const;

export const emptyState = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingInline: vars.space.md,
    textAlign: 'center',
    minWidth: 0,
  },
  variants: {
    size: {
      // a page with nothing to list: the message is the page's content
      page: { paddingBlock: vars.space.xl },
      // inside a card: the card's header already says what is missing, so the message takes
      // little more than its own lines
      compact: { paddingBlock: vars.space.xs, gap: vars.space.xs },
    },
  },
  defaultVariants: { size: 'page' },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatarMd,
  height: vars.size.avatarMd,
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontSize: vars.fontSize.xl,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  maxWidth: vars.size.readable,
  minWidth: 0,
});

/** The compact message: a line of the card's body text, a little heavier than the text around. */
export const compactTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const action = style({ marginBlockStart: vars.space.xs });
