import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { mediaQueries } from '../../../theme/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
});

// phones: one column, the member's own numbers first; desktop: main column + side widgets. The
// side column is a third of the page, and never narrower than a leaderboard row needs for its
// names whole: a third of a 1024 px window (about 317 px) cut 'Ana Moreno' to 'Ana Mo…'
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: `minmax(0, 2fr) minmax(${vars.size.sideColumnMin}, 1fr)`,
    },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});
