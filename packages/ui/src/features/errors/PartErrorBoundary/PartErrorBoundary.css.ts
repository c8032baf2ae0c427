import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

// Not the Stack primitive: its sprinkles runtime (4.6 KB gzipped) would come with this boundary
// onto the dashboard, whose code does without it
export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
