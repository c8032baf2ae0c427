import { Box, type BoxProps } from './Box';
import type { Sprinkles } from '../theme/sprinkles.css';

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> & {
  /** Space between children, from the space scale (responsive). */
  gap?: Sprinkles['gap'];
  align?: Sprinkles['alignItems'];
};

/** Children stacked vertically with a token gap. */
export function Stack({ gap = 'md', align, ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} alignItems={align} {...props} />;
}
