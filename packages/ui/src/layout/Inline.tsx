import { Box, type BoxProps } from './Box';
import type { Sprinkles } from '../theme/sprinkles.css';

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'flexWrap'> & {
  gap?: Sprinkles['gap'];
  align?: Sprinkles['alignItems'];
  justify?: Sprinkles['justifyContent'];
  /** Wrap onto the next line when out of room (default true). */
  wrap?: boolean;
};

/** Children in a row that wraps, with a token gap. */
export function Inline({
  gap = 'xs',
  align = 'center',
  justify,
  wrap = true,
  ...props
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      {...props}
    />
  );
}
