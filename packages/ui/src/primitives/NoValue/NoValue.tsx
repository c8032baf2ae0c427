import { VisuallyHidden } from 'radix-ui';

export interface NoValueProps {
  /** What the dash means, heard in its place: 'Not ranked', 'Not measured'. */
  meaning: string;
}

/**
 * A value that is not there (yet): a dash to the eye, and its meaning to a screen reader, which
 * skips a dash alone or reads it as punctuation, leaving a cell or a figure that sounds empty.
 */
export function NoValue({ meaning }: NoValueProps) {
  return (
    <>
      <span aria-hidden="true">–</span>
      <VisuallyHidden.Root>{meaning}</VisuallyHidden.Root>
    </>
  );
}
