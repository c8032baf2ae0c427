/**
 * The grapheme segmenter, made on first need: building one loads the browser's text-boundary
 * data, which cost about 40 ms of a throttled phone's main thread while the dashboard's code was
 * being evaluated, for names that are nearly always plain letters.
 */
let graphemes: Intl.Segmenter | undefined;

function firstGrapheme(word: string): string {
  // An ASCII character followed by another ASCII character (or by nothing) is a whole grapheme on
  // its own: only a combining mark, a joiner, a variation selector or an emoji modifier would
  // extend it, and none of those is ASCII.
  const first = word.charCodeAt(0);
  if (first < 0x80 && (word.length === 1 || word.charCodeAt(1) < 0x80)) return word.charAt(0);
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const segment = graphemes.segment(word)[Symbol.iterator]().next();
  return segment.done ? '' : segment.value.segment;
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
