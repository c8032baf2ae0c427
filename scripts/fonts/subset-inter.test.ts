import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LATIN_RANGES, SOURCE_FONT, TARGET_FONT, subsetInterLatin } from './subset-inter.mjs';

const FONT_FACES = fileURLToPath(
  new URL('../../packages/ui/src/theme/font/inter.css', import.meta.url),
);

/** The unicode-range of the face in inter.css whose file is the cut latin one, as code ranges. */
async function latinFaceRanges(): Promise<Array<[number, number]>> {
  const css = await readFile(FONT_FACES, 'utf8');
  const face = css
    .split('@font-face')
    .find((rule) => rule.includes('url(./inter-latin-wght-normal.woff2)'));
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error('inter.css has no face for the cut latin file');
  return range.split(',').map((part) => {
    const [first, last] = part.trim().replace(/^U\+/, '').split('-');
    const start = parseInt(first ?? '', 16);
    return [start, last === undefined ? start : parseInt(last, 16)];
  });
}

describe("the app's latin Inter file", () => {
  it('is what `npm run font:subset` cuts from the installed fontsource file', async () => {
    const committed = await readFile(TARGET_FONT);
    const fresh = await subsetInterLatin(await readFile(SOURCE_FONT));
    expect(
      Buffer.compare(committed, Buffer.from(fresh)),
      'the committed file is stale: run `npm run font:subset`',
    ).toBe(0);
    expect(committed.length).toBeLessThan((await readFile(SOURCE_FONT)).length);
  }, 20_000);

  it('covers the characters its face in inter.css claims, and no others', async () => {
    expect(await latinFaceRanges()).toEqual(LATIN_RANGES);
  });
});
