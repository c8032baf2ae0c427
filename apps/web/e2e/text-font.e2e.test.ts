import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { LATIN_RANGES, SOURCE_FONT, TARGET_FONT } from '../../../scripts/fonts/subset-inter.mjs';
import { fileBrowser } from './browser';

const browser = fileBrowser();

/** Every character of the cut file's range that draws something, 64 to a line. */
function latinSample(): string {
  const characters: string[] = [];
  for (const [first, last] of LATIN_RANGES) {
    for (let code = first; code <= last; code += 1) {
      const character = String.fromCodePoint(code);
      if (/\p{L}|\p{N}|\p{P}|\p{S}/u.test(character)) characters.push(character);
    }
  }
  const lines: string[] = [];
  for (let at = 0; at < characters.length; at += 64) {
    lines.push(characters.slice(at, at + 64).join(''));
  }
  return lines.join('<br>');
}

// what the app writes, where kerning, ligatures and contextual forms show: times, arrows,
// capitals with punctuation, tabular figures
const APP_TEXT =
  '60 workouts in the last 12 weeks, most in the week of Oct 11 (8). Log Workout -> 10:30 ' +
  '(HELLO) [RANK #1] “Zoë’s” office affluent — 1,234 pts · 3×4 · +12.5% · -7 · Ærø Œuvre';

const WEIGHTS = [400, 500, 600, 700];
const SIZES = [12, 14, 16, 20, 28];

async function fontUrl(path: string): Promise<string> {
  return `data:font/woff2;base64,${(await readFile(path)).toString('base64')}`;
}

describe("the app's latin Inter file, cut to the features browsers apply", () => {
  it('draws every weight and size we use pixel for pixel as fontsource’s full file', async () => {
    const page = await browser.openPage({ viewport: { width: 900, height: 800 } });
    const block = (family: string) =>
      WEIGHTS.flatMap((weight) =>
        SIZES.map(
          (size) =>
            `<p style="font-family:${family};font-weight:${weight};font-size:${size}px">${APP_TEXT}</p>` +
            `<p style="font-family:${family};font-weight:${weight};font-size:${size}px;font-variant-numeric:tabular-nums">1111 0123456789 10:45 -12.5%</p>`,
        ),
      ).join('') +
      WEIGHTS.map(
        (weight) =>
          `<p style="font-family:${family};font-weight:${weight};font-size:16px">${latinSample()}</p>`,
      ).join('');
    await page.setContent(
      `<style>
        @font-face { font-family: Full; src: url(${await fontUrl(SOURCE_FONT)}) format('woff2'); font-weight: 100 900; }
        @font-face { font-family: Cut; src: url(${await fontUrl(TARGET_FONT)}) format('woff2'); font-weight: 100 900; }
        body { margin: 0; width: 880px; }
        p { margin: 0 0 4px; }
      </style>
      <div id="full">${block('Full')}</div><div id="cut">${block('Cut')}</div>`,
    );
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((face) => `${face.family} ${face.status}`);
    });
    expect(loaded).toEqual(['Full loaded', 'Cut loaded']);

    const full = page.locator('#full > p');
    const cut = page.locator('#cut > p');
    const count = await full.count();
    expect(count).toBe(WEIGHTS.length * (SIZES.length * 2 + 1));
    const differing: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const [a, b] = await Promise.all([full.nth(index).screenshot(), cut.nth(index).screenshot()]);
      if (!a.equals(b)) differing.push(index);
    }
    expect(differing, 'paragraphs drawn differently by the cut file').toEqual([]);
    await page.context().close();
  });
});
