/**
 * `npm run stories:weigh`: runs the desktop story shards as `npm test` does and writes how long
 * each story file took (seconds, its pictures included) to scripts/visual/story-weights.json, which
 * the shards are dealt by. Run it after adding or changing stories that take noticeably longer;
 * stale or missing weights only make the shards end less evenly, they never leave a story out.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'reprally-weigh-'));
const report = join(folder, 'report.json');
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'stories-desktop*',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  { cwd: repoRoot, stdio: 'inherit' },
);
if (run.status !== 0) {
  console.error('✖ The story run failed: no weights written.');
  process.exit(run.status ?? 1);
}
const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
rmSync(folder, { recursive: true, force: true });
const weights = Object.fromEntries(
  testResults
    .map(({ name, startTime, endTime }) => [
      relative(repoRoot, name).split('\\').join('/'),
      Math.round((endTime - startTime) / 100) / 10,
    ])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(
  join(repoRoot, 'scripts/visual/story-weights.json'),
  `${JSON.stringify(weights, null, 2)}\n`,
);
console.log(`✔ Weighed ${Object.keys(weights).length} story files.`);
