/**
 * `npm run test:visual [-- <vitest filters>]`: every story and its pictures in all three modes.
 * When it fails, the diffs Vitest leaves out (a picture whose size changed) are drawn, and every
 * actual picture and diff under visual/diffs/ is listed.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { assertChromium } from '../chromium.mjs';
import { reportDiffs } from './baselines.mjs';

assertChromium();
// an earlier run's differences would be listed again: start clean
rmSync('visual/diffs', { recursive: true, force: true });
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'stories*', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
if (result.status !== 0) await reportDiffs();
process.exit(result.status ?? 1);
