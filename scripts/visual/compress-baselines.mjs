/**
 * After `npm run test:visual:update`: recompresses the baseline PNGs changed since the last commit
 * with optipng (lossless: the pixels, and so every comparison, stay the same; the files shrink
 * to a third or less). Skipped, with a hint, where optipng is not installed.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';

const changed = execFileSync(
  'git',
  ['ls-files', '--modified', '--others', '--exclude-standard', 'visual/baselines'],
  { encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file.endsWith('.png'));

if (changed.length === 0) process.exit(0);
if (spawnSync('optipng', ['-v'], { stdio: 'ignore' }).error) {
  console.log(
    `${changed.length} baseline(s) changed; install optipng (apt-get install optipng) to shrink them before committing.`,
  );
  process.exit(0);
}
// level 2: measured on a sample of baselines, as small as level 3 or zopflipng, in half the time
const batches = [];
for (let i = 0; i < changed.length; i += 40) batches.push(changed.slice(i, i + 40));
// two optipng processes at a time, one per core of the CI machine
await Promise.all(
  [0, 1].map(async (lane) => {
    for (let i = lane; i < batches.length; i += 2) {
      await new Promise((resolve) =>
        spawn('optipng', ['-quiet', '-o2', ...batches[i]], { stdio: 'inherit' }).on(
          'close',
          resolve,
        ),
      );
    }
  }),
);
console.log(`Recompressed ${changed.length} baseline(s) with optipng.`);
