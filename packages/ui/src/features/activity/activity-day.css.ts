import { vars } from '../../theme/vars.css';
import { levelColour } from './level-colours';

/** A day's (and a legend swatch's) background: the colour of its level of workouts. */
export const levelBackgrounds = {
  0: { background: vars.color[levelColour[0]] },
  1: { background: vars.color[levelColour[1]] },
  2: { background: vars.color[levelColour[2]] },
  3: { background: vars.color[levelColour[3]] },
};

/**
 * Today's ring: the text's colour with a line of the card's colour inside it, so it shows on every
 * level (the darkest level of the light theme is nearly as dark as the text).
 */
export const todayRing = `inset 0 0 0 ${vars.size.borderThick} ${vars.color.text}, inset 0 0 0 calc(${vars.size.borderThick} + ${vars.size.borderThin}) ${vars.color.surface}`;
