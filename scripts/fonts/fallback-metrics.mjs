// Measures the 'Inter Fallback' faces of the theme's font file
// (packages/ui/src/theme/font/inter.css) and rewrites them: a local font scaled to Inter's widths
// and given Inter's vertical metrics, so text set while Inter's file is on its way wraps, and its
// lines stand, as they will once it arrives.
//   npm run font:fallback
// Run after updating Inter (npm run font:subset). Needs Debian's Chromium and its Liberation Sans
// (the metric twin of Arial), and the npm registry for Roboto's files, which it reads from a
// temporary folder and does not keep.
//
// How: in Chromium, the mean advance of the product's English texts (the sentences in the UI's
// sources) in Inter and in each fallback, at each weight the app sets (400, 500, 600, 700), the
// fallback in the face its @font-face names for that weight. `size-adjust` is Inter's over the
// fallback's. The ascent and descent overrides are Inter's own (its hhea table: 1984 and 494 of
// 2048 units), divided by `size-adjust` because the browser scales them with it; the ascent is
// raised by 0.15 % of the em, because a 16 px line of Inter has an ascent of exactly 15.5 px,
// which the browser rounds up, and the scaled fallback, a hair under it, was rounded down: a line
// 1 px shorter.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

/* global document -- the function given to page.evaluate runs in the page */

const CSS = fileURLToPath(new URL('../../packages/ui/src/theme/font/inter.css', import.meta.url));
const INTER = fileURLToPath(
  new URL('../../packages/ui/src/theme/font/inter-latin-wght-normal.woff2', import.meta.url),
);
const SOURCES = fileURLToPath(new URL('../../packages/ui/src', import.meta.url));
const START = '/* fallback faces: written by scripts/fonts/fallback-metrics.mjs */';
const END = '/* end of the fallback faces */';

const WEIGHTS = [400, 500, 600, 700];
const INTER_ASCENT = 1984 / 2048;
const INTER_DESCENT = 494 / 2048;
const ASCENT_MARGIN = 0.0015;
/** Inter's latin and latin-extended ranges (its two latin files): other scripts keep theirs. */
const RANGE =
  'U+0000-00FF, U+0100-02BA, U+02BB-02BC, U+02BD-02C5, U+02C6, U+02C7-02CC, U+02CE-02D7, ' +
  'U+02DA, U+02DC, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, ' +
  'U+1EF2-1EFF, U+2000-206F, U+20A0-20C0, U+2113, U+2122, U+2191, U+2193, U+2212, U+2215, ' +
  'U+2C60-2C7F, U+A720-A7FF, U+FEFF, U+FFFD';

/**
 * Each fallback: its family name in our stacks, the local names it may go by per weight, and
 * what is measured for a weight (`robotoFile` gives fontsource's Roboto file of a weight).
 */
const FALLBACKS = [
  {
    family: 'Inter Fallback',
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
    bold: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
    ],
    medium: null,
    measured: (weight) => `local('${weight >= 600 ? 'Liberation Sans Bold' : 'Liberation Sans'}')`,
  },
  {
    family: 'Inter Fallback Roboto',
    regular: ['Roboto', 'Roboto-Regular'],
    medium: ['Roboto Medium', 'Roboto-Medium'],
    bold: ['Roboto Bold', 'Roboto-Bold'],
    // the faces name Roboto Bold for 600 as for 700: measured as such
    measured: (weight, robotoFile) =>
      `url(data:font/woff2;base64,${robotoFile(weight >= 600 ? 700 : weight)}) format('woff2')`,
  },
];

/** Every string literal of the UI's sources longer than two words: the texts members read. */
function productText() {
  const texts = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.css\.ts$/.test(name))
        for (const [, text] of readFileSync(path, 'utf8').matchAll(/'([A-Z][^'\n]{10,})'/g))
          if (/^[\x20-\x7e]+$/.test(text) && text.split(' ').length > 2) texts.push(text);
    }
  };
  walk(SOURCES);
  return [...new Set(texts)].join(' ');
}

const roboto = mkdtempSync(join(tmpdir(), 'roboto-'));
try {
  execFileSync('npm', ['pack', '@fontsource/roboto@5', '--silent'], { cwd: roboto });
  const tarball = readdirSync(roboto).find((name) => name.endsWith('.tgz'));
  execFileSync('tar', ['xzf', tarball], { cwd: roboto });
  const robotoFile = (weight) =>
    readFileSync(join(roboto, 'package/files', `roboto-latin-${weight}-normal.woff2`)).toString(
      'base64',
    );

  const text = productText();
  // Inter as M0, the fallbacks as M1 and M2
  const face = (family, weight, src) =>
    `@font-face{font-family:${family};font-weight:${weight};src:${src}}`;
  const inter = readFileSync(INTER).toString('base64');
  const faces = [
    face('M0', '100 900', `url(data:font/woff2;base64,${inter}) format('woff2-variations')`),
    ...FALLBACKS.flatMap((fallback, index) =>
      WEIGHTS.map((weight) => face(`M${index + 1}`, weight, fallback.measured(weight, robotoFile))),
    ),
  ].join('\n');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const page = await browser.newPage();
  await page.setContent(`<style>${faces}</style>`);
  const advances = await page.evaluate(
    async ({ text, families, weights }) => {
      const context = document.createElement('canvas').getContext('2d');
      const result = {};
      for (const family of families)
        for (const weight of weights) {
          const font = `${weight} 100px ${family}`;
          await document.fonts.load(font, text);
          if (!document.fonts.check(font, text)) throw new Error(`${font} did not load`);
          context.font = font;
          result[`${family} ${weight}`] = context.measureText(text).width;
        }
      return result;
    },
    { text, families: ['M0', 'M1', 'M2'], weights: WEIGHTS },
  );
  await browser.close();

  const percent = (value) => `${(value * 100).toFixed(2)}%`;
  const block = FALLBACKS.flatMap((fallback, index) =>
    WEIGHTS.map((weight) => {
      const names =
        weight >= 600
          ? fallback.bold
          : weight === 500 && fallback.medium
            ? fallback.medium
            : fallback.regular;
      const scale = advances[`M0 ${weight}`] / advances[`M${index + 1} ${weight}`];
      return [
        '@font-face {',
        `  font-family: '${fallback.family}';`,
        '  font-style: normal;',
        `  font-weight: ${weight};`,
        `  src: ${names.map((name) => `local('${name}')`).join(', ')};`,
        `  size-adjust: ${percent(scale)};`,
        `  ascent-override: ${percent((INTER_ASCENT + ASCENT_MARGIN) / scale)};`,
        `  descent-override: ${percent(INTER_DESCENT / scale)};`,
        '  line-gap-override: 0%;',
        `  unicode-range: ${RANGE};`,
        '}',
      ].join('\n');
    }),
  );
  const css = readFileSync(CSS, 'utf8');
  const from = css.indexOf(START);
  const to = css.indexOf(END);
  if (from < 0 || to < 0) throw new Error(`inter.css has no "${START}" ... "${END}" block`);
  writeFileSync(
    CSS,
    `${css.slice(0, from + START.length)}\n${block.join('\n\n')}\n${css.slice(to)}`,
  );
  execFileSync('npx', ['prettier', '--write', CSS], { stdio: 'ignore' });
  console.log(`${text.length} characters of product text measured; ${CSS} rewritten`);
} finally {
  rmSync(roboto, { recursive: true, force: true });
}
