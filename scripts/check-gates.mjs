/**
 * Proves the story step's checks bite. Runs the story tests once, on three fixture stories
 * (scripts/fixtures/), and reads each one's outcome from the run's report:
 * 1. an icon-only button with no accessible name must FAIL on axe's `button-name` rule;
 * 2. a card built from the design system must PASS, its picture matching the committed baseline
 *    (captures are deterministic);
 * 3. the same card with its gap one step of the space scale larger, compared with that same
 *    baseline, must FAIL on the picture comparison and leave a diff image under visual/diffs/;
 * 4. a loading card's placeholder must PASS against its baseline, and the same placeholder with
 *    its name bar not drawn (pale grey on white) must FAIL on the picture comparison.
 * One run, not one per fixture: most of a story run is its start-up.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const diffs = join('visual', 'diffs', 'light-desktop');
const reportDir = mkdtempSync(join(tmpdir(), 'reprally-gates-'));
const report = join(reportDir, 'gates.json');
process.on('exit', () => rmSync(reportDir, { recursive: true, force: true }));

const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'stories-desktop',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  {
    env: {
      ...process.env,
      REPRALLY_GATE_FIXTURES: 'InaccessibleButton,VisualChange',
      // the fixtures are one catalogue: one shard
      STORY_SHARDS: '1',
      FORCE_COLOR: '0',
    },
    encoding: 'utf8',
  },
);
const output = `${result.stdout}\n${result.stderr}`;

function fail(message) {
  console.error(output);
  console.error(`✖ ${message}`);
  process.exit(1);
}

if (!existsSync(report)) fail('The gate run wrote no report.');
const tests = new Map();
for (const file of JSON.parse(readFileSync(report, 'utf8')).testResults) {
  for (const test of file.assertionResults) tests.set(test.meta?.storyId, test);
}
/** The fixture story's test and its failure messages. */
function outcome(storyId) {
  const test = tests.get(storyId);
  if (!test) fail(`The gate run has no result for the fixture story ${storyId}.`);
  return { passed: test.status === 'passed', errors: test.failureMessages.join('\n') };
}

const inaccessible = outcome('gate-inaccessiblebutton--unnamed-icon-button');
if (inaccessible.passed) {
  fail('The inaccessible fixture story passed: accessibility checks are not errors.');
}
if (!inaccessible.errors.includes('button-name')) {
  fail('The inaccessible fixture failed, but not on the button-name accessibility rule.');
}
console.log('✔ The unnamed-button story fails the run with axe rule button-name, as it must.');

const unchanged = outcome('gate-visualchange--card-with-button');
if (!unchanged.passed) {
  fail('The unchanged fixture story does not match its baseline: captures are not stable.');
}
const changed = outcome('gate-visualchange--card-with-button-changed');
const written = existsSync(diffs)
  ? readdirSync(diffs).filter((name) => name.startsWith('gate-'))
  : [];
if (changed.passed) fail('A story whose spacing changed passed: the visual step compares nothing.');
if (!/screenshot/i.test(changed.errors) || written.length === 0) {
  fail('The changed fixture failed, but not on the picture comparison with a diff image.');
}
console.log(
  '✔ The fixture matches its baseline as committed, and fails the visual step with a diff image once its spacing changes.',
);

const placeholder = outcome('gate-visualchange--placeholder');
if (!placeholder.passed) {
  fail('The placeholder fixture story does not match its baseline: captures are not stable.');
}
const missingBar = outcome('gate-visualchange--placeholder-without-name-bar');
if (missingBar.passed) {
  fail(
    "A placeholder whose name bar is not drawn passed: the comparison's colour threshold cannot see a placeholder's grey.",
  );
}
if (!/screenshot/i.test(missingBar.errors)) {
  fail('The placeholder without its name bar failed, but not on the picture comparison.');
}
for (const name of written) rmSync(join(diffs, name));
console.log(
  "✔ A loading card's placeholder matches its baseline, and fails the visual step once its pale name bar is not drawn.",
);
