/**
 * `npm test`: everything CI runs, in order, stopping at the first failure.
 * typecheck, lint and format side by side -> unit tests (Node) -> every story as a test in
 * Chromium, its picture compared with the committed baseline (light desktop), and the screen and
 * shell stories again in dark desktop and light phone -> bundle budgets -> end-to-end tests
 * against the production build (with the hostile-input screens) -> every mutation against every
 * fault (Chromium) and the gates, one story run (an inaccessible story, and a story whose
 * spacing changed, must fail), side by side.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertChromium } from './chromium.mjs';
import { reportDiffs, unusedBaselines } from './visual/baselines.mjs';

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

/**
 * Runs single-threaded steps side by side (on two cores, each alone leaves one idle). Each
 * step's output is held and printed whole when they have all ended, in the order given, so
 * nothing interleaves; the first that failed then ends the run as `run` would.
 */
async function together(steps) {
  for (const { title } of steps) console.log(`\n▶ ${title} (side by side)`);
  const results = await Promise.all(
    steps.map(
      ({ command, args }) =>
        new Promise((resolve) => {
          const started = performance.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
          const output = [];
          child.stdout.on('data', (chunk) => output.push([process.stdout, chunk]));
          child.stderr.on('data', (chunk) => output.push([process.stderr, chunk]));
          child.on('error', (error) => output.push([process.stderr, `${error}\n`]));
          child.on('close', (status) =>
            resolve({ status, output, seconds: ((performance.now() - started) / 1000).toFixed(1) }),
          );
        }),
    ),
  );
  let failed = null;
  steps.forEach(({ title }, index) => {
    const { status, output, seconds } = results[index];
    for (const [stream, chunk] of output) stream.write(chunk);
    if (status === 0) console.log(`✔ ${title} (${seconds} s)`);
    else {
      console.error(`\n✖ ${title} failed after ${seconds} s`);
      failed ??= status ?? 1;
    }
  });
  if (failed !== null) {
    const failures = results.filter(({ status }) => status !== 0).length;
    console.log(`\n${totals.passed} passed, ${totals.failed + failures} failed`);
    process.exit(failed);
  }
}

/** Pictures compared by the visual step, per mode, and the time their captures took. */
const visual = { images: new Map(), baselines: new Set(), ms: 0, settleMs: 0 };
/**
 * The fault table: its mutation x fault cases that passed, the mutations they cover, and the
 * mutations whose field the server refused (a fault only mutations that send a field get).
 */
const FIELD_REFUSAL = '400 naming a field';
const faultTable = { cases: 0, mutations: new Set(), faults: new Set(), refusedFields: 0 };
/** Pages the content security policy watched in the end-to-end tests, and its violations. */
const policy = { tests: 0, pages: 0, violations: 0 };
/** The hostile-input end-to-end tests: corpus strings, screens they opened, and what they caught. */
const hostile = {
  strings: 0,
  screens: 0,
  rendered: 0,
  executions: 0,
  injected: 0,
  unsafeUrls: 0,
  overflowing: 0,
};

/** A Vitest run of `projects` as a step, writing a JSON report that `count` reads afterwards. */
function vitestStep(title, ...projects) {
  const report = join(reports, `${projects.join('+')}.json`);
  return {
    title,
    command: 'npx',
    args: [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    report,
  };
}

/** Runs `projects` in Vitest and counts what they did; returns how long it took, in ms. */
function vitest(title, ...projects) {
  const step = vitestStep(title, ...projects);
  const started = performance.now();
  run(step.title, step.command, step.args);
  count(step);
  return performance.now() - started;
}

/** Adds a finished Vitest step's report to the totals and the tables printed at the end. */
function count({ title, report }) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
  if (json.numTotalTests === 0) {
    console.error(`✖ ${title}: no test ran`);
    process.exit(1);
  }
  for (const file of json.testResults) {
    for (const test of file.assertionResults) {
      const [table, mutation] = test.ancestorTitles;
      if (table === 'every mutation against every fault' && mutation && test.status === 'passed') {
        faultTable.cases += 1;
        faultTable.mutations.add(mutation);
        if (test.title === FIELD_REFUSAL) faultTable.refusedFields += 1;
        else faultTable.faults.add(test.title);
      }
      if (test.meta?.policy) {
        policy.tests += 1;
        policy.pages += test.meta.policy.pages;
        policy.violations += test.meta.policy.violations;
      }
      if (test.meta?.hostile) {
        // every test meets the same corpus; the rest adds up
        const { strings, ...counts } = test.meta.hostile;
        hostile.strings = Math.max(hostile.strings, strings);
        for (const [count, n] of Object.entries(counts)) hostile[count] += n;
      }
      for (const { mode, baseline, ms, settleMs } of test.meta?.visual ?? []) {
        visual.images.set(mode, (visual.images.get(mode) ?? 0) + 1);
        visual.baselines.add(baseline);
        visual.ms += ms;
        visual.settleMs += settleMs;
      }
    }
  }
}

process.on('exit', (code) => {
  if (code !== 0) reportDiffs();
});

await together([
  { title: 'Typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { title: 'Lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
  { title: 'Format', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
]);
vitest('Unit tests (Node)', 'unit');
assertChromium();
// an earlier run's differences would be listed again: start clean
rmSync('visual/diffs', { recursive: true, force: true });
const storySeconds =
  vitest(
    'Stories as tests (Chromium, accessibility as errors) and the visual step: every story in light desktop, screens also in dark desktop and light phone',
    'stories*',
  ) / 1000;
const compared = [...visual.images.values()].reduce((sum, n) => sum + n, 0);
console.log(
  `Visual: ${compared} pictures compared (${[...visual.images].map(([mode, n]) => `${n} ${mode}`).join(', ')}) ` +
    `in a story step of ${storySeconds.toFixed(1)} s (budget 360 s); the pictures took ` +
    `${(visual.ms / 1000).toFixed(1)} s of it (waiting for stories to settle ` +
    `${(visual.settleMs / 1000).toFixed(1)} s), summed over the story shards, which run side by side`,
);
if (storySeconds > 360) console.warn('⚠ The story and visual step missed its 6-minute budget.');
// every committed baseline is some story's picture (the visual gate's fixture has its own run)
const unused = unusedBaselines('visual/baselines', visual.baselines, /^light-desktop\/gate-/);
if (unused.length > 0) {
  console.error(`\n✖ ${unused.length} baseline(s) under visual/baselines/ that no story compared:`);
  for (const file of unused) console.error(`  visual/baselines/${file}`);
  console.error('A story was renamed or removed, or left a mode: delete these files.');
  process.exit(1);
}
run('Bundle budgets (no mock code for a real API, initial JS, lazy chunks)', 'node', [
  'scripts/check-bundle.mjs',
]);
totals.passed += 1;
vitest('End-to-end tests (production build, Chromium)', 'e2e');
// The fault table and the gates side by side: the fault table leaves a third of the machine
// idle (its cases wait on answers and timers), and the gates' one story run is mostly start-up
// on one core. The end-to-end journeys run alone: they keep the machine busier, and a journey
// under load is where a race would show.
const faults = vitestStep(
  'Every mutation against every fault (server errors, no network, a slow answer, offline, an expired token, a refused field), Chromium',
  'faults',
);
await together([
  faults,
  {
    title:
      'Gates: an inaccessible story and a story whose spacing changed each fail the run, an unchanged one passes',
    command: 'node',
    args: ['scripts/check-gates.mjs'],
  },
]);
totals.passed += 2;
count(faults);
console.log(
  `Mutation x fault cases: ${faultTable.cases} passed (${faultTable.mutations.size} mutations x ` +
    `${faultTable.faults.size} faults, and a 400 naming a field on the ${faultTable.refusedFields} ` +
    'that send one)',
);
console.log(
  `Content security policy: ${policy.violations} violations on ${policy.pages} pages of ${policy.tests} end-to-end tests`,
);
console.log(
  `Hostile input: ${hostile.strings} strings x ${hostile.screens} screens opened ` +
    `(${hostile.rendered} strings shown, summed over the screens), ${hostile.executions} executions, ` +
    `${hostile.injected} elements or handlers made from content, ${hostile.unsafeUrls} unsafe URLs, ` +
    `${hostile.overflowing} overflowing screens`,
);

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
