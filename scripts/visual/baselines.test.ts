import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  baselineFile,
  baselinesSize,
  drawSizeDiffs,
  listDiffs,
  unusedBaselines,
} from './baselines.mjs';

/** A PNG of one colour, as Chromium's pictures and the diffs are. */
function picture(width: number, height: number, rgb: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return PNG.sync.write(png);
}

/** A baseline of one colour: lossless WebP, as the comparison writes it. */
function baseline(width: number, height: number, rgb: [number, number, number]): Promise<Buffer> {
  return sharp(picture(width, height, rgb))
    .webp({ lossless: true })
    .toBuffer();
}

function folders() {
  const root = mkdtempSync(join(tmpdir(), 'baselines-'));
  const baselines = join(root, 'baselines');
  const diffs = join(root, 'diffs');
  mkdirSync(join(baselines, 'light-desktop'), { recursive: true });
  mkdirSync(join(diffs, 'light-desktop'), { recursive: true });
  return { baselines, diffs };
}

describe('baseline names', () => {
  it('are the file names Vitest gives a story id', () => {
    expect(baselineFile('light-desktop/leaderboard-leaderboardcard--loaded')).toBe(
      'light-desktop/leaderboard-leaderboardcard-loaded',
    );
  });
});

describe('unused baselines', () => {
  it('lists the baselines no compared story stands for, and files in another format', async () => {
    const { baselines } = folders();
    for (const name of ['a-card-loaded', 'a-card-removed', 'gate-fixture'])
      writeFileSync(
        join(baselines, 'light-desktop', `${name}.webp`),
        await baseline(1, 1, [0, 0, 0]),
      );
    // a picture left in the old format is never compared
    writeFileSync(join(baselines, 'light-desktop', 'a-card-loaded.png'), picture(1, 1, [0, 0, 0]));
    const compared = ['light-desktop/a-card--loaded'];
    expect(unusedBaselines(baselines, compared, /^light-desktop\/gate-/)).toEqual([
      'light-desktop/a-card-loaded.png',
      'light-desktop/a-card-removed.webp',
    ]);
  });
});

describe("the baselines' size", () => {
  it('adds up every file under the folder, in every mode', async () => {
    const { baselines } = folders();
    mkdirSync(join(baselines, 'light-phone'));
    const one = await baseline(3, 3, [1, 2, 3]);
    writeFileSync(join(baselines, 'light-desktop', 'a.webp'), one);
    writeFileSync(join(baselines, 'light-phone', 'a.webp'), one);
    expect(baselinesSize(baselines)).toBe(2 * one.length);
  });
});

describe('diffs for a picture whose size changed', () => {
  it('draws the diff Vitest leaves out, as large as the larger picture, marking the new rows', async () => {
    const { baselines, diffs } = folders();
    writeFileSync(
      join(baselines, 'light-desktop', 'card.webp'),
      await baseline(4, 2, [255, 255, 255]),
    );
    writeFileSync(join(diffs, 'light-desktop', 'card-actual.png'), picture(4, 3, [255, 255, 255]));

    const written = await drawSizeDiffs(diffs, baselines);

    const file = join(diffs, 'light-desktop', 'card-diff.png');
    expect(written).toEqual([file]);
    const diff = PNG.sync.read(readFileSync(file));
    expect([diff.width, diff.height]).toEqual([4, 3]);
    const red = (x: number, y: number) => {
      const i = (y * diff.width + x) * 4;
      return diff.data[i] === 255 && diff.data[i + 1] === 0 && diff.data[i + 2] === 0;
    };
    // the rows both pictures have are the same; the row only the new one has is marked
    expect(red(0, 0) || red(3, 1)).toBe(false);
    expect(red(0, 2) && red(3, 2)).toBe(true);
    expect(listDiffs(diffs).map((file) => file.split('/').slice(-2).join('/'))).toEqual([
      'light-desktop/card-actual.png',
      'light-desktop/card-diff.png',
    ]);
  });

  it('leaves alone a failure that already has its diff', async () => {
    const { baselines, diffs } = folders();
    writeFileSync(join(baselines, 'light-desktop', 'card.webp'), await baseline(2, 2, [0, 0, 0]));
    writeFileSync(join(diffs, 'light-desktop', 'card-actual.png'), picture(2, 2, [9, 9, 9]));
    writeFileSync(join(diffs, 'light-desktop', 'card-diff.png'), picture(2, 2, [255, 0, 0]));
    expect(await drawSizeDiffs(diffs, baselines)).toEqual([]);
  });
});
