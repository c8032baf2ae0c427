import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { badgeGrid, badgeTile, badgeTileName } from '../../monthly-badges/badge-grid.css';

export const grid = badgeGrid;
export const badge = badgeTile;
export const badgeName = badgeTileName;

export const challengeName = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  maxWidth: '100%',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});
