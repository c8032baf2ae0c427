/**
 * `npm test`: everything CI runs, in three groups one after the other, the steps of a group side
 * by side, stopping at the first failure:
 * 1. typecheck, lint and format;
 * 2. the bundle budgets; every story as a test in Chromium, its picture compared with the
 *    committed baseline (light desktop), and the screen and shell stories' also in dark desktop;
 * 3. end-to-end tests against the production build (with the hostile-input screens); every
 *    mutation against every fault (Chromium), then the screen and shell stories rendered and
 *    played on a phone (light phone); the unit tests (Node); and the gates, one story run (an
 *    inaccessible story, and a story whose spacing changed, must fail).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { assertChromium } from './chromium.mjs';
import { BASELINES_BUDGET_BYTES, baselinesSize, unusedBaselines } from './visual/baselines.mjs';

const reports = mkdtempSync(join(tmpdir(), 'reprally-test-'));
// the steps' JSON reports are read here and nowhere else (the story steps' hold every story's
// accessibility report, about 65 MB a run): they go when the run ends, however it ends
process.on('exit', () => rmSync(reports, { recursive: true, force: true }));
/** The story step's budget on the 2-core build machine, in seconds (a warning when missed). */
const STORY_BUDGET_S = 360;
const totals = { passed: 0, failed: 0, skipped: 0 };

/**
 * Runs steps side by side: the run is bound by the two cores, and no step alone keeps both busy
 * all the time (single-threaded checks, start-up, answers and timers waited on). Each step's
 * output is held and printed whole when they have all ended, in the order given, so nothing
 * interleaves; a step run alone prints as it goes. The first step to fail stops the others (each
 * runs in a process group of its own, with its browsers and servers) and ends the run, without
 * waiting for the longest to finish.
 */
async function together(steps) {
  const live = steps.length === 1;
  for (const { title } of steps) console.log(`\n▶ ${title}${live ? '' : ' (side by side)'}`);
  const children = new Set();
  const stopping = new WeakSet();
  const stopOthers = () => {
    for (const child of children) {
      stopping.add(child);
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // it had ended
      }
    }
  };
  const interrupted = () => {
    stopOthers();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const results = await Promise.all(
    steps.map(
      ({ command, args }) =>
        new Promise((resolve) => {
          const started = performance.now();
          const child = spawn(command, args, {
            stdio: ['ignore', 'pipe', 'pipe'],
            shell: false,
            detached: true,
          });
          children.add(child);
          const output = [];
          const keep = (stream) => (chunk) =>
            live ? stream.write(chunk) : output.push([stream, chunk]);
          child.stdout.on('data', keep(process.stdout));
          child.stderr.on('data', keep(process.stderr));
          child.on('error', (error) => output.push([process.stderr, `${error}\n`]));
          child.on('close', (status) => {
            children.delete(child);
            const stopped = stopping.has(child);
            if (status !== 0 && !stopped) stopOthers();
            resolve({
              status: status ?? 1,
              stopped,
              output,
              seconds: ((performance.now() - started) / 1000).toFixed(1),
            });
          });
        }),
    ),
  );
  process.off('SIGINT', interrupted);
  process.off('SIGTERM', interrupted);
  let failed = null;
  steps.forEach(({ title }, index) => {
    const { status, stopped, output, seconds } = results[index];
    for (const [stream, chunk] of output) stream.write(chunk);
    if (status === 0) console.log(`✔ ${title} (${seconds} s)`);
    else if (stopped)
      console.error(`\n■ ${title} stopped after ${seconds} s: a step beside it failed`);
    else {
      console.error(`\n✖ ${title} failed after ${seconds} s`);
      failed ??= status;
    }
  });
  if (failed !== null) {
    const failures = results.filter(({ status, stopped }) => status !== 0 && !stopped).length;
    console.log(`\n${totals.passed} passed, ${totals.failed + failures} failed`);
    process.exit(failed);
  }
  return results.map(({ seconds }) => Number(seconds));
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

/** `word` as one word for `sh`. */
const quoted = (word) => `'${String(word).replaceAll("'", `'\\''`)}'`;

/**
 * Steps that run one after the other, as one step beside others: the next starts when the one
 * before it has passed.
 */
function inTurn(...steps) {
  return {
    title: steps
      .map(({ title }, index) => (index === 0 ? title : title[0].toLowerCase() + title.slice(1)))
      .join('; then '),
    command: 'sh',
    args: [
      '-c',
      steps.map(({ command, args }) => [command, ...args].map(quoted).join(' ')).join(' && '),
    ],
  };
}

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
    projects,
  };
}

/** How long a finished Vitest step's tests ran, from its report (start-up and teardown aside). */
function reportSeconds({ report }) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const ended = Math.max(json.startTime, ...json.testResults.map(({ endTime }) => endTime));
  return (ended - json.startTime) / 1000;
}

/**
 * Tests that failed and then passed on their retry, each with its first try's error (a passing
 * test's report keeps the errors of the tries before), so that a test that passes only sometimes
 * is seen with its reason, not just counted.
 */
const passedOnRetry = [];

/** The first `lines` lines of a test's error, without colours or the test runner's own frames. */
function errorHead(error, lines = 20) {
  return (
    error
      // eslint-disable-next-line no-control-regex -- the terminal's colour codes
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => !/^\s+at .*(node_modules|<anonymous>)/.test(line) && line.trim() !== '')
      .slice(0, lines)
      .join('\n')
  );
}

/** Adds a finished Vitest step's report to the totals and the tables printed at the end. */
function count({ title, report, projects }) {
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
      if (test.status === 'passed' && test.failureMessages.length > 0) {
        passedOnRetry.push({
          name: `${projects.join(', ')}: ${relative(process.cwd(), file.name)} > ${test.fullName}`,
          error: errorHead(test.failureMessages[0]),
        });
      }
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
  if (code !== 0) {
    spawnSync(process.execPath, ['scripts/visual/report-diffs.mjs'], { stdio: 'inherit' });
  }
});

await together([
  { title: 'Typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { title: 'Lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
  { title: 'Format', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
]);
assertChromium();
// an earlier run's differences would be listed again: start clean
rmSync('visual/diffs', { recursive: true, force: true });
// Each group keeps both cores busy, where any of its steps alone leaves part of them idle
// (start-up, single-threaded builds and checks, answers and timers waited on). What runs side
// by side must hold on a busy machine: timeouts allow for it, and journeys measure layout, not
// time.
const stories = vitestStep(
  'Stories as tests (Chromium, accessibility as errors) and the visual step: every story in light desktop, screens also in dark desktop',
  'stories-desktop*',
);
const [, storySeconds] = await together([
  {
    title: 'Bundle budgets (no mock code for a real API, initial JS, lazy chunks)',
    command: 'node',
    args: ['scripts/check-bundle.mjs'],
  },
  stories,
]);
totals.passed += 1;
count(stories);
const e2e = vitestStep('End-to-end tests (production build, Chromium)', 'e2e');
const faults = vitestStep(
  'Every mutation against every fault (server errors, no network, a slow answer, offline, an expired token, a refused field), Chromium',
  'faults',
);
// The screens rendered and played on a phone run here, after the fault table, rather than beside
// the desktop story shards: those keep both cores busy, while here the end-to-end files run one
// at a time (two at a time, a sign-in sometimes missed its 30 s) and leave a core mostly idle
// once the fault table has ended. So do the unit tests, for the same reason.
const phoneStories = vitestStep(
  'The screen and shell stories rendered and played on a phone, with their light phone pictures',
  'stories-phone',
);
const unit = vitestStep('Unit tests (Node)', 'unit');
await together([
  e2e,
  inTurn(faults, phoneStories),
  unit,
  {
    title:
      'Gates: an inaccessible story, a story whose spacing changed and a placeholder not drawn each fail the run; unchanged ones pass',
    command: 'node',
    args: ['scripts/check-gates.mjs'],
  },
]);
count(phoneStories);
const compared = [...visual.images.values()].reduce((sum, n) => sum + n, 0);
console.log(
  `Visual: ${compared} pictures compared (${[...visual.images].map(([mode, n]) => `${n} ${mode}`).join(', ')}); ` +
    `the desktop story step took ${storySeconds.toFixed(1)} s (budget ${STORY_BUDGET_S} s, beside the ` +
    `bundle budgets) and the phone run ${reportSeconds(phoneStories).toFixed(1)} s (after the fault ` +
    `table); the pictures took ${(visual.ms / 1000).toFixed(1)} s ` +
    `of them (waiting for stories to settle ${(visual.settleMs / 1000).toFixed(1)} s), summed ` +
    'over the story runs',
);
if (storySeconds > STORY_BUDGET_S) {
  console.warn(`⚠ The story and visual step missed its budget of ${STORY_BUDGET_S} s.`);
}
// every committed baseline is some story's picture (the visual gate's fixture has its own run)
const unused = unusedBaselines('visual/baselines', visual.baselines, /^light-desktop\/gate-/);
if (unused.length > 0) {
  console.error(`\n✖ ${unused.length} baseline(s) under visual/baselines/ that no story compared:`);
  for (const file of unused) console.error(`  visual/baselines/${file}`);
  console.error('A story was renamed or removed, or left a mode: delete these files.');
  process.exit(1);
}
const baselineBytes = baselinesSize();
console.log(
  `Baselines: ${(baselineBytes / 1e6).toFixed(1)} MB in visual/baselines/ (budget ${BASELINES_BUDGET_BYTES / 1e6} MB)`,
);
if (baselineBytes > BASELINES_BUDGET_BYTES) {
  console.error(
    `✖ The baselines take more than their budget of ${BASELINES_BUDGET_BYTES / 1e6} MB.`,
  );
  process.exit(1);
}
count(e2e);
totals.passed += 2;
count(faults);
count(unit);
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
if (passedOnRetry.length > 0) {
  console.warn(
    `\n⚠ ${passedOnRetry.length} test(s) passed only on their retry. Each first try's error:`,
  );
  for (const { name, error } of passedOnRetry) {
    console.warn(`\n  ${name}\n${error.replace(/^/gm, '    ')}`);
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
