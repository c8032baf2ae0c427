/**
 * `npm test`: everything CI runs, in order, stopping at the first failure.
 * typecheck -> lint -> format -> unit tests (Node) -> every story as a test in Chromium
 * -> bundle budgets -> end-to-end tests against the production build -> the gates (an inaccessible story must
 * fail the run).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertChromium } from './chromium.mjs';

const reports = mkdtempSync(join(tmpdir(), 'reprally-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args) {
  const started = performance.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds} s`);
    console.log(`\n${totals.passed} passed, ${totals.failed + 1} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

function vitest(title, project) {
  const report = join(reports, `${project}.json`);
  run(title, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
  if (json.numTotalTests === 0) {
    console.error(`✖ ${title}: no test ran`);
    process.exit(1);
  }
}

run('Typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('Lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
run('Format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
vitest('Unit tests (Node)', 'unit');
assertChromium();
vitest('Stories as tests (Chromium, accessibility as errors)', 'storybook');
run('Bundle budgets (no mock code for a real API, initial JS, lazy chunks)', 'node', [
  'scripts/check-bundle.mjs',
]);
totals.passed += 1;
vitest('End-to-end tests (production build, Chromium)', 'e2e');
run('Gate: an inaccessible story fails the run', 'node', ['scripts/check-a11y-gate.mjs']);
totals.passed += 1;

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
