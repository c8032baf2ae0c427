// Cuts the app's latin Inter file down to what a browser draws with it, and writes it beside the
// theme's font faces (packages/ui/src/theme/font/). Run after updating @fontsource-variable/inter:
//   npm run font:subset
// A unit test (subset-inter.test.ts) fails while the committed file is not what this writes.
//
// What stays: every character of the latin range fontsource's file covers, the whole weight axis
// (100 to 900), and the OpenType features a browser applies by itself to latin text (kerning,
// ligatures, contextual alternates, marks) plus tabular figures, which our styles ask for. What
// goes: the features only a page asking for them by name would see (stylistic sets, character
// variants, fractions, slashed zero and the like). Text draws pixel for pixel as with the full
// file; cutting the weight axis to the weights we use was smaller still but moved glyphs by a
// pixel at 600 and 700, so the axis stays whole.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** fontsource's latin file, the source of ours. */
export const SOURCE_FONT =
  require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

/** Where the theme's font faces (inter.css) expect the cut file. */
export const TARGET_FONT = fileURLToPath(
  new URL('../../packages/ui/src/theme/font/inter-latin-wght-normal.woff2', import.meta.url),
);

/** The latin range of fontsource's file, as its unicode-range says (and ours repeats). */
export const LATIN_RANGES = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * The features kept: those browsers turn on for horizontal latin text without being asked
 * (HarfBuzz's defaults, which Chromium, Firefox and Safari's shaping follow), the variable
 * font's own substitutions (rvrn), and tabular figures (font-variant-numeric: tabular-nums).
 * Proportional figures (pnum) too: without them the minus sign after an arrow or before a
 * division slash drew differently, though no style asks for them.
 */
export const KEPT_FEATURES = [
  'abvm',
  'blwm',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'calt',
  'clig',
  'curs',
  'dist',
  'kern',
  'liga',
  'rclt',
  'rvrn',
  'tnum',
  'pnum',
];

/** Every character of the latin range, as the text the subsetter keeps glyphs for. */
export function latinText() {
  let text = '';
  for (const [first, last] of LATIN_RANGES) {
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

/** The cut file, from fontsource's. */
export async function subsetInterLatin(source) {
  return subsetFont(source, latinText(), { targetFormat: 'woff2', keepFeatures: KEPT_FEATURES });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = await readFile(SOURCE_FONT);
  const cut = await subsetInterLatin(source);
  await writeFile(TARGET_FONT, cut);
  console.log(
    `${TARGET_FONT}: ${cut.length} bytes (fontsource's latin file: ${source.length} bytes)`,
  );
}
