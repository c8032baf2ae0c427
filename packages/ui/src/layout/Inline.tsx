import { Box, type BoxProps } from './Box';
import type { Sprinkles } from '../theme/sprinkles.css';

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'flexWrap'> & {
  /** Space between children, from the space scale (responsive). */
  gap?: Sprinkles['gap'];
  /** Vertical alignment of the children (default centre). */
  align?: Sprinkles['alignItems'];
  /** Horizontal distribution, e.g. 'space-between' for a title and its action. */
  justify?: Sprinkles['justifyContent'];
  /** Wrap onto the next line when out of room (default true). */
  wrap?: boolean;
};

/** Children in a row that wraps, with a gap from the space scale: buttons, tags, meta lines. */
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
