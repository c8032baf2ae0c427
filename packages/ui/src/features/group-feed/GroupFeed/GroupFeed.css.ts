import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

// captions, comments and names from members: a 200-character word wraps inside the card
export const userText = style({
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  minWidth: 0,
});

export const postList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// the photo's box is reserved before the image arrives, so nothing below it moves
export const photoFrame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const photoMissing = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.textMuted,
});

export const heartIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export const commentList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// the heart beside the count for someone who may not heart: a muted picture, not a control
export const heartMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.textMuted,
});
