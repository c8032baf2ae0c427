/**
 * Proves the accessibility gate is real: runs the story tests on a fixture story with an
 * unnamed button and passes only if that run FAILS with axe's `button-name` rule.
 */
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', '--project', 'stories-desktop'], {
  // one story file: one shard
  env: {
    ...process.env,
    REPRALLY_GATE_FIXTURES: 'InaccessibleButton',
    STORY_SHARDS: '1',
    FORCE_COLOR: '0',
  },
  encoding: 'utf8',
});
const output = `${result.stdout}\n${result.stderr}`;

if (result.status === 0) {
  console.error(output);
  console.error('✖ The inaccessible fixture story passed: accessibility checks are not errors.');
  process.exit(1);
}
if (!output.includes('button-name')) {
  console.error(output);
  console.error('✖ The fixture run failed, but not on the button-name accessibility rule.');
  process.exit(1);
}
console.log('✔ The unnamed-button story fails the run with axe rule button-name, as it must.');
