import { style } from '@vanilla-extract/css';

/**
 * The challenge's name in 'Earned for: {challenge}': one piece, so a name that fits on a line is
 * never split between two ('Earned for: Half / Century' on a phone's narrow card) but moves whole
 * under 'Earned for:'; a name longer than the line breaks inside itself.
 */
export const challengeName = style({
  display: 'inline-block',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});
