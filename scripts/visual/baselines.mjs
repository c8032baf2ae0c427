/**
 * Housekeeping for the committed baselines under visual/baselines/<mode>/<story id>.webp, and the
 * diff images under visual/diffs/ (git-ignored) that a failed comparison leaves.
 *
 * - `unusedBaselines`: the files under visual/baselines/ that no story compared in a full run (a
 *   story renamed or removed, a mode a story no longer asks for, a picture in another format).
 *   They would otherwise stay in git for ever.
 * - `baselinesSize`: the bytes the baselines take, held under `BASELINES_BUDGET_BYTES`.
 * - `drawSizeDiffs`: Vitest draws a diff only between two pictures of one size; a picture whose
 *   size changed (a taller card, a longer page) fails with its actual picture and no diff. This
 *   draws the missing diff, so every failed story has one to open.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import sharp from 'sharp';

/**
 * Baselines are lossless WebP: the pixels Chromium took, exactly, in about a third of the bytes
 * of an optimised PNG (measured on 40 baselines: 0.73 MB against 2.00 MB). The actual pictures and
 * diffs a failed run leaves stay PNG.
 */
export const BASELINE_EXTENSION = '.webp';

/** All baselines together may take at most this many bytes in git. */
export const BASELINES_BUDGET_BYTES = 40_000_000;

/** A picture's file name under its mode's folder, as Vitest makes it from the name it is given. */
export function baselineFile(name) {
  return name
    .split('/')
    .map((part) =>
      part
        .replace(/\s+/g, '-')
        .replace(/[^\w-]+/g, '')
        .replace(/-{2,}/g, '-'),
    )
    .join('/');
}

/** The files under a baselines folder, as '<mode>/<file>' relative to it. */
function baselineFiles(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/**
 * The files under `folder` ('<mode>/<file>', relative to it) that none of `compared` (names given
 * to the comparison, '<mode>/<story id>') stands for, except those matching `keep`. A file in
 * another format than the baselines' is never compared, so it is listed too.
 */
export function unusedBaselines(folder, compared, keep = /^$/) {
  const used = new Set([...compared].map((name) => `${baselineFile(name)}${BASELINE_EXTENSION}`));
  return baselineFiles(folder)
    .filter((file) => !used.has(file) && !keep.test(file))
    .sort();
}

/** The bytes the files under `folder` take. */
export function baselinesSize(folder = 'visual/baselines') {
  return baselineFiles(folder).reduce((sum, file) => sum + statSync(join(folder, file)).size, 0);
}

/** A picture file (PNG or WebP) as pngjs's RGBA image, which `padded` and pixelmatch take. */
async function readPicture(file) {
  const { data, info } = await sharp(readFileSync(file))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = new PNG({ width: info.width, height: info.height });
  image.data = data;
  return image;
}

/**
 * Pixelmatch's per-pixel colour threshold (its YIQ distance, 0 to 1): anti-aliasing noise passes,
 * a changed token does not. At 0.1 a loading placeholder's grey (#e6e6ec) on a white card
 * (distance 0.092) passed as noise, so a placeholder shape that was not drawn could not fail a
 * picture; at 0.06 it fails. The placeholder's shimmer, whose phase differs from one capture to
 * the next, moves a pixel by at most 0.049 (#e6e6ec to #f3f3f7), so it still passes. Paler
 * pairs stay below the threshold: the light placeholder on the page's background (0.059) and
 * the dark placeholder on a dark card (0.050).
 */
export const PIXEL_THRESHOLD = 0.06;

/** Outside a picture, once laid on a larger canvas: a colour no story draws, so it shows. */
const PADDING = [255, 0, 255, 255];

function padded(image, width, height) {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height });
  for (let i = 0; i < canvas.data.length; i += 4) canvas.data.set(PADDING, i);
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
}

/**
 * For every '<name>-actual.png' under `diffs` without a '<name>-diff.png' whose reference is in
 * `baselines`: both pictures are laid top-left on a canvas of the larger width and height, compared
 * as Vitest compares them (pixelmatch, PIXEL_THRESHOLD), and the diff is written. Returns the
 * diff files written.
 */
export async function drawSizeDiffs(diffs = 'visual/diffs', baselines = 'visual/baselines') {
  if (!existsSync(diffs)) return [];
  const written = [];
  for (const entry of readdirSync(diffs, { recursive: true })) {
    const file = String(entry);
    if (!file.endsWith('-actual.png')) continue;
    const name = file.slice(0, -'-actual.png'.length);
    const diffFile = join(diffs, `${name}-diff.png`);
    const referenceFile = join(baselines, `${name}${BASELINE_EXTENSION}`);
    if (existsSync(diffFile) || !existsSync(referenceFile)) continue;
    const reference = await readPicture(referenceFile);
    const actual = await readPicture(join(diffs, file));
    const width = Math.max(reference.width, actual.width);
    const height = Math.max(reference.height, actual.height);
    const diff = new PNG({ width, height });
    pixelmatch(
      padded(reference, width, height).data,
      padded(actual, width, height).data,
      diff.data,
      width,
      height,
      { threshold: PIXEL_THRESHOLD },
    );
    writeFileSync(diffFile, PNG.sync.write(diff));
    written.push(diffFile);
  }
  return written;
}

/** The diff images under `diffs` (actual pictures and diffs), relative to the working folder. */
export function listDiffs(diffs = 'visual/diffs') {
  if (!existsSync(diffs)) return [];
  return readdirSync(diffs, { recursive: true })
    .map((file) => join(diffs, String(file)))
    .filter((file) => file.endsWith('.png'))
    .map((file) => relative('.', file))
    .sort();
}

/**
 * After a failed visual run: draws the diffs Vitest left out, then lists every actual picture and
 * diff under visual/diffs/ on stderr.
 */
export async function reportDiffs() {
  await drawSizeDiffs();
  const files = listDiffs();
  if (files.length === 0) return;
  console.error('\nVisual differences (actual and diff images):');
  for (const file of files) console.error(`  ${file}`);
  console.error('Accept intended changes with `npm run test:visual:update`.');
}
