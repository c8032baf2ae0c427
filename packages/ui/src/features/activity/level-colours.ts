import type { palettes } from '../../theme/tokens';
import type { ActivityLevel } from './daily-activity';

type ColourRole = keyof (typeof palettes)['light'];

/** The theme's colour for each level of workouts on a day (0, 1, 2, 3 or more). */
export const levelColour = {
  0: 'activity0',
  1: 'activity1',
  2: 'activity2',
  3: 'activity3',
} as const satisfies Record<ActivityLevel, ColourRole>;

/**
 * The colour a calendar day's number is written in on its level: the theme's text on the two
 * levels nearest the card in lightness, the text on primary on the two farthest from it (the dark
 * oranges of the light theme, the bright ones of the dark theme).
 */
export const levelTextColour = {
  0: 'text',
  1: 'text',
  2: 'onPrimary',
  3: 'onPrimary',
} as const satisfies Record<ActivityLevel, ColourRole>;
