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

/**
 * Each fallback: its family name in our stacks, the local names it may go by at a weight, and
 * what is measured for a weight (`robotoFile` gives fontsource's Roboto file of a weight).
 */
const FALLBACKS = [
  {
    family: 'Inter Fallback',
    names: (weight) =>
      weight >= 600
        ? [
            'Arial Bold',
            'Arial-BoldMT',
            'Liberation Sans Bold',
            'LiberationSans-Bold',
            'Arimo Bold',
          ]
        : ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
    measured: (weight) => `local('${weight >= 600 ? 'Liberation Sans Bold' : 'Liberation Sans'}')`,
  },
  {
    family: 'Inter Fallback Roboto',
    names: (weight) =>
      weight >= 600
        ? ['Roboto Bold', 'Roboto-Bold']
        : weight === 500
          ? ['Roboto Medium', 'Roboto-Medium']
          : ['Roboto', 'Roboto-Regular'],
    // the faces name Roboto Bold for 600 as for 700: measured as such
    measured: (weight, robotoFile) =>
      `url(data:font/woff2;base64,${robotoFile(weight >= 600 ? 700 : weight)}) format('woff2')`,
  },
];

/**
 * The code points of Inter's two latin files, as their faces in `css` declare them, merged into
 * the fewest ranges: the fallback faces cover those only, and other scripts keep their own fonts.
 */
function latinRange(css) {
  const spans = ['inter-latin-ext-wght-normal', 'inter-latin-wght-normal'].flatMap((file) => {
    const face = new RegExp(`/\\* ${file} \\*/\\s*@font-face \\{([^}]*)\\}`).exec(css)?.[1];
    const range = face && /unicode-range:([^;]*);/.exec(face)?.[1];
    if (!range) throw new Error(`inter.css has no unicode-range for ${file}`);
    return range.split(',').map((token) => {
      const [from, to = from] = token.trim().slice(2).split('-');
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    });
  });
  spans.sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const [from, to] of spans) {
    const last = merged.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
  return merged
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

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

  const css = readFileSync(CSS, 'utf8');
  const range = latinRange(css);
  const percent = (value) => `${(value * 100).toFixed(2)}%`;
  const block = FALLBACKS.flatMap((fallback, index) =>
    WEIGHTS.map((weight) => {
      const scale = advances[`M0 ${weight}`] / advances[`M${index + 1} ${weight}`];
      return [
        '@font-face {',
        `  font-family: '${fallback.family}';`,
        '  font-style: normal;',
        `  font-weight: ${weight};`,
        `  src: ${fallback
          .names(weight)
          .map((name) => `local('${name}')`)
          .join(', ')};`,
        `  size-adjust: ${percent(scale)};`,
        `  ascent-override: ${percent((INTER_ASCENT + ASCENT_MARGIN) / scale)};`,
        `  descent-override: ${percent(INTER_DESCENT / scale)};`,
        '  line-gap-override: 0%;',
        `  unicode-range: ${range};`,
        '}',
      ].join('\n');
    }),
  );
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
