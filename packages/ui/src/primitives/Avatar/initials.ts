const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function firstGrapheme(word: string): string {
  const first = graphemes.segment(word)[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment;
}

/**
 * Up to two initials from a display name: first and last word, whole graphemes so emoji and
 * combining marks stay intact ('Ana María López' → 'AL', '💪 Max' → '💪M').
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (firstGrapheme(first) + (last ? firstGrapheme(last) : '')).toLocaleUpperCase();
}
