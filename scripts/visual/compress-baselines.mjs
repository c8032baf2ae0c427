/**
 * After `npm run test:visual:update`: recompresses the baseline PNGs changed since the last commit
 * with optipng (lossless: the pixels, and so every comparison, stay the same; the files shrink
 * to a third or less). Skipped, with a hint, where optipng is not installed.
 */
import { execFileSync, spawnSync } from 'node:child_process';

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
for (let i = 0; i < changed.length; i += 50) {
  spawnSync('optipng', ['-quiet', '-o1', ...changed.slice(i, i + 50)], { stdio: 'inherit' });
}
console.log(`Recompressed ${changed.length} baseline(s) with optipng.`);
