import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { allModes, viewports, type ModeName } from './packages/ui/src/foundations/modes.ts';
import { otherShards } from './scripts/visual/shards.ts';
import { BASELINE_EXTENSION, PIXEL_THRESHOLD } from './scripts/visual/baselines.mjs';
import { browserDeps } from './.storybook/browser-deps.ts';

// Chromium runs React's production build, as a member's browser does: the stories and the fault
// table then take about a quarter less of the renderer's time (the development build's JSX
// records a stack trace for every element). Its one difference a test would notice: there is no
// `act` to settle what an update starts before a play function goes on, so a story waits, as a
// member does, for what shows a moment later (`findBy…`, `waitFor`). Vite bundles React for the
// browser with the NODE_ENV it finds when the run starts (Vitest sets 'test' when none is set),
// so it is set here, for every project. The unit tests keep the development build: theirs is
// Node's React, which reads NODE_ENV in the worker, and their `act` needs it.
// `REACT_DEV_SWEEP=1` runs them on the development build instead, to read React's warnings (a
// missing key, a control switching from uncontrolled, an element where HTML allows none): a
// review's sweep, printed with the run's output, not a check of `npm test`.
process.env.NODE_ENV = process.env.REACT_DEV_SWEEP ? 'development' : 'production';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const configDir = fileURLToPath(new URL('.storybook', import.meta.url));
const screensConfigDir = fileURLToPath(new URL('.storybook/screens', import.meta.url));
const captureSetup = fileURLToPath(new URL('scripts/visual/capture.ts', import.meta.url));
// Debian's Chromium; Playwright's own browser downloads are not available here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromium = playwright({
  // the page holding the test iframe is at least as large as the largest capture (a desktop
  // width, a tall screen), so Vitest never scales the iframe down and pictures stay 1:1
  contextOptions: { viewport: { width: 1280, height: 2000 }, deviceScaleFactor: 1 },
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
});

/** Tests in one headless Chromium tab (failures are read from the report, not screenshots). */
// a function, not a shared object: Vitest writes each project's name into its instances, so two
// projects holding the same instance objects collide as 'the same browser defined twice'
const inChromium = () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

type StoryProject = {
  name: string;
  /** the Storybook config whose stories it runs */
  configDir: string;
  /** the visual modes it captures; its stories run in the first one's theme and viewport */
  modes: [ModeName, ...ModeName[]];
  /** stories with one of these tags are not rendered at all */
  excludeTags?: string[];
  /** story files left to another project (a shard of the same catalogue) */
  exclude?: string[];
};

/**
 * Stories as tests in Chromium: each story renders in the project's first mode, runs its play
 * function and accessibility checks, and then (in scripts/visual/capture.ts) its picture in each
 * of the project's modes it asks for is compared with the committed baseline in
 * visual/baselines/<mode>/<story id>.png. Failed comparisons write the actual and diff images to
 * visual/diffs/ (git-ignored).
 */
function storybookProject({
  name,
  configDir,
  modes,
  excludeTags = [],
  exclude = [],
}: StoryProject) {
  const { theme, viewport } = allModes[modes[0]];
  const viewportName = viewport.width === viewports.phone.width ? 'phone' : 'desktop';
  return {
    plugins: [
      storybookTest({
        configDir,
        storybookScript: 'npm run storybook -- --no-open',
        initialGlobals: { theme, viewport: { value: viewportName, isRotated: false } },
        tags: { exclude: excludeTags },
      }),
    ],
    test: {
      name,
      exclude,
      // One tab, and every story file in the same page: the preview, the mock backend and the
      // library load once instead of once per file (measured on the 2-core machine: the light
      // run took 744 s with a fresh page per file, 466 s with one page). Stories stay
      // independent: each starts from the seeded database, a fresh query client and its own
      // handlers.
      isolate: false,
      maxWorkers: 1,
      // one more try for a story whose first render raced its data (the picture must then match);
      // STORY_RETRY=0 shows every story that passes only on its second try
      retry: Number(process.env.STORY_RETRY ?? 1),
      setupFiles: [captureSetup],
      // VISUAL=off runs the stories without comparing pictures (quick checks while writing them)
      provide: { visualModes: process.env.VISUAL === 'off' ? [] : modes },
      browser: {
        ...inChromium(),
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch' as const,
            // anti-aliasing noise only: a changed token moves far more than 0.01 % of a picture
            comparatorOptions: { threshold: PIXEL_THRESHOLD, allowedMismatchedPixelRatio: 0.0001 },
            // `arg` is '<mode folder>/<story id>' (capture.ts). Baselines are lossless WebP: the
            // same pixels as the PNG Chromium takes, in about a third of its bytes (the patch to
            // @vitest/browser writes them so); the actual pictures and diffs stay PNG
            resolveScreenshotPath: ({ arg }: { arg: string }) =>
              `${repoRoot}visual/baselines/${arg}${BASELINE_EXTENSION}`,
            resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) =>
              `${repoRoot}visual/diffs/${arg}${ext}`,
          },
        },
      },
    },
  };
}

/**
 * The whole catalogue on a desktop, light and then dark, as `shards` projects side by side, each
 * in its own Chromium: one browser leaves much of a 2-core machine idle while it waits for
 * frames and screenshots. Named 'stories-desktop', or 'stories-desktop-1', -2... when sharded.
 */
function desktopProjects(shards: number) {
  return Array.from({ length: shards }, (_, shard) =>
    storybookProject({
      name: shards === 1 ? 'stories-desktop' : `stories-desktop-${shard + 1}`,
      configDir,
      modes: ['light desktop', 'dark desktop'],
      exclude: otherShards(repoRoot, shard, shards),
    }),
  );
}

export default defineConfig({
  test: {
    // unit and end-to-end files: two at a time on the 2-core machine (story projects set their own)
    maxWorkers: 2,
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // worker threads rather than child processes: each file still gets its own modules,
          // and the step took about 94 s of CPU instead of 106 s (two runs each, alone)
          pool: 'threads',
          // React's development build, for its `act` (the browser projects take the production one)
          env: { NODE_ENV: 'test' },
          include: [
            'packages/*/src/**/*.test.ts',
            'mocks/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/*.test.ts',
            'scripts/**/*.test.ts',
            '.storybook/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['apps/web/e2e/**/*.e2e.test.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // one browser at a time on a 2-core machine
          fileParallelism: false,
        },
      },
      // every mutation against every fault (server errors, no network, a slow answer, offline,
      // an expired token), on the screens that make them, on the mock backend in Chromium
      {
        plugins: [vanillaExtractPlugin(), react()],
        publicDir: 'apps/web/public',
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'faults',
          include: ['packages/ui/src/**/*.faults.test.tsx'],
          testTimeout: 30_000,
          browser: inChromium(),
        },
      },
      // every story as a test (play function, accessibility as errors), its light desktop
      // picture and, for screens and the shell, its dark desktop one
      ...desktopProjects(Number(process.env.STORY_SHARDS ?? 2)),
      // the screen and shell stories again, rendered and played on a phone; a story that checks
      // the desktop layout is not rendered there at all
      storybookProject({
        name: 'stories-phone',
        configDir: screensConfigDir,
        modes: ['light phone'],
        excludeTags: ['desktop-only'],
      }),
    ],
  },
});
