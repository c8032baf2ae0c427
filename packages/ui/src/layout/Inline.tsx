import { Box, type BoxProps } from './Box';
import type { Sprinkles } from '../theme/sprinkles.css';

export type InlineProps = Omit<
  BoxProps,
  'display' | 'flexDirection' | 'gap' | 'rowGap' | 'columnGap' | 'flexWrap'
> & {
  /** Space between children, from the space scale (responsive). */
  gap?: Sprinkles['gap'];
  /**
   * Space between the lines when the row wraps, when it should differ from `gap` (responsive):
   * a smaller one keeps a wrapped line of short items reading as one line, not a new paragraph.
   * `gap` alone sets both.
   */
  rowGap?: Sprinkles['rowGap'];
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
  rowGap,
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
      {...(rowGap === undefined ? { gap } : { columnGap: gap, rowGap })}
      alignItems={align}
      justifyContent={justify}
      {...props}
    />
  );
}
