import { Box, type BoxProps } from './Box';
import type { Sprinkles } from '../theme/sprinkles.css';

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> & {
  /** Space between children, from the space scale (responsive). */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment of the children (default: stretch to the full width). */
  align?: Sprinkles['alignItems'];
};

/** Children stacked vertically with a gap from the space scale: forms, cards, page sections. */
export function Stack({ gap = 'md', align, ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} alignItems={align} {...props} />;
}
