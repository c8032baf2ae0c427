import type { StyleRule } from '@vanilla-extract/css';

/**
 * Text kept to one line, cut with an ellipsis where the box ends: as much of it shows as fits,
 * even of one long word. (A one-line clamp that lets words break would show only what comes
 * before the first break, 'Hubert…' of 'Hubert Wolfeschlegelsteinhausen…'.) For a block box.
 */
export const oneLineRules = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} satisfies StyleRule;
