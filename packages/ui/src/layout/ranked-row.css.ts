import { vars } from '../theme/vars.css';

/**
 * A ranked row too narrow for its name beside the rank and the picture (a phone with large text):
 * the rank, the picture and what follows them stand on a line of their own, and the name and its
 * figure under them take the row's whole width. The rows' own container query decides when.
 */
export const nameUnderRankRules = {
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space['2xs'],
} as const;
