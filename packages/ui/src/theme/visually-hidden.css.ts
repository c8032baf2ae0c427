import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from './vars.css';

/**
 * Out of sight and taking no room, but still in the page for assistive technology: a caption a
 * table does not show, a live region with nothing to say yet. (Not `display: none`, which would
 * hide it from screen readers too.) The rules, for a selector or a variant, and a class.
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: vars.size.borderThin,
  height: vars.size.borderThin,
  padding: 0,
  margin: `calc(-1 * ${vars.size.borderThin})`,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;

export const visuallyHidden = style(visuallyHiddenRules);
