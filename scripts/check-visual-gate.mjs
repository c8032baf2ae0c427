/**
 * Proves the visual step is real. Runs the story tests on one fixture story
 * (scripts/fixtures/VisualChange.stories.tsx) twice:
 * 1. as committed: its picture must match the committed baseline (the capture is deterministic);
 * 2. with its gap one step of the space scale larger: the run must FAIL on the picture
 *    comparison and leave a diff image under visual/diffs/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const diffs = 'visual/diffs';

function runFixture(extraEnv) {
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'stories-desktop'], {
    // one story file: one shard
    env: {
      ...process.env,
      REPRALLY_GATE_FIXTURES: 'VisualChange',
      STORY_SHARDS: '1',
      FORCE_COLOR: '0',
      ...extraEnv,
    },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function gateDiffs() {
  const folder = join(diffs, 'light-desktop');
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.startsWith('gate-')) : [];
}

const unchanged = runFixture({});
if (unchanged.status !== 0) {
  console.error(unchanged.output);
  console.error(
    '✖ The unchanged fixture story does not match its baseline: captures are not stable.',
  );
  process.exit(1);
}

const changed = runFixture({ STORYBOOK_VISUAL_GATE: 'changed' });
const written = gateDiffs();
if (changed.status === 0) {
  console.error(changed.output);
  console.error('✖ A story whose spacing changed passed: the visual step compares nothing.');
  process.exit(1);
}
if (!changed.output.includes('toMatchScreenshot') || written.length === 0) {
  console.error(changed.output);
  console.error(
    '✖ The changed fixture failed, but not on the picture comparison with a diff image.',
  );
  process.exit(1);
}
for (const name of written) rmSync(join(diffs, 'light-desktop', name));
console.log(
  '✔ The fixture matches its baseline as committed, and fails the visual step with a diff image once its spacing changes.',
);
