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

/** Letters of the scripts written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko and the like. */
const rightToLeft =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
const letter = /\p{L}/u;

/** Which way an initial is written: a letter has a direction, an emoji or a digit has none. */
function directionOf(initial: string): 'rtl' | 'ltr' | null {
  if (rightToLeft.test(initial)) return 'rtl';
  return letter.test(initial) ? 'ltr' : null;
}

/**
 * Up to two initials from a display name: first and last word, whole graphemes so emoji and
 * combining marks stay intact ('Ana María López' → 'AL', '💪 Max' → '💪M'). Two initials are
 * written in one direction: when the last word's letter runs the other way from the first's (an
 * Arabic name ending in a Latin word), the first word's letter stands alone, as two letters of
 * two directions read in neither order.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const initial = firstGrapheme(first);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const second = last ? firstGrapheme(last) : '';
  const [one, other] = [directionOf(initial), directionOf(second)];
  const mixed = one !== null && other !== null && one !== other;
  return (mixed ? initial : initial + second).toLocaleUpperCase();
}
