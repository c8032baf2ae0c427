import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { allModes, viewports, type ModeName } from './packages/ui/src/foundations/modes.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const configDir = fileURLToPath(new URL('.storybook', import.meta.url));
const screensConfigDir = fileURLToPath(new URL('.storybook/screens', import.meta.url));
const captureSetup = fileURLToPath(new URL('scripts/visual/capture.ts', import.meta.url));
// Debian's Chromium; Playwright's own browser downloads are not available here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromium = playwright({
  // the page holding the test iframe is at least as large as the largest capture (a desktop
  // width, a tall screen), so Vitest never scales the iframe down and pictures stay 1:1
  contextOptions: { viewport: { width: 1280, height: 4000 }, deviceScaleFactor: 1 },
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

/**
 * Stories as tests in Chromium, one project per visual mode. Each story renders with the mode's
 * theme and viewport, runs its play function and accessibility checks, and then (in
 * scripts/visual/capture.ts) its picture is compared with the committed baseline in
 * visual/baselines/<mode>/<story id>.png. Failed comparisons write the actual and diff images to
 * visual/diffs/ (git-ignored).
 */
function storybookProject(
  name: string,
  storybookConfigDir: string,
  mode: ModeName,
  excludeTags: string[] = [],
) {
  const { theme, viewport } = allModes[mode];
  const viewportName = viewport.width === viewports.phone.width ? 'phone' : 'desktop';
  const folder = mode.replace(' ', '-');
  return {
    plugins: [
      storybookTest({
        configDir: storybookConfigDir,
        storybookScript: 'npm run storybook -- --no-open',
        initialGlobals: { theme, viewport: { value: viewportName, isRotated: false } },
        tags: { exclude: excludeTags },
      }),
    ],
    test: {
      name,
      // One tab, and every story file in the same page: the preview, the mock backend and the
      // library load once instead of once per file (measured on the 2-core machine: the light
      // run took 744 s with a fresh page per file, 466 s with one page; a second tab gave
      // nothing, since the tabs share one renderer). Stories stay independent: each starts from
      // the seeded database, a fresh query client and its own handlers.
      isolate: false,
      maxWorkers: 1,
      // one more try for a story whose first render raced its data (the picture must then match)
      retry: 1,
      setupFiles: [captureSetup],
      // VISUAL=off runs the stories without comparing pictures (quick checks while writing them)
      provide: { visualMode: process.env.VISUAL === 'off' ? null : mode },
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: 'chromium' as const }],
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch' as const,
            // anti-aliasing noise only: a changed token moves far more than 0.01 % of a picture
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0001 },
            // from the repository root: the dark and phone projects' own root is .storybook/
            resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) =>
              `${repoRoot}visual/baselines/${folder}/${arg}${ext}`,
            resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) =>
              `${repoRoot}visual/diffs/${folder}/${arg}${ext}`,
          },
        },
      },
    },
  };
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
          include: [
            'packages/*/src/**/*.test.ts',
            'mocks/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
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
      // every story as a test (play function, accessibility as errors), captured in light desktop
      storybookProject('storybook', configDir, 'light desktop'),
      // the widget and screen stories again in the other two visual modes
      storybookProject('visual-dark', screensConfigDir, 'dark desktop'),
      // a story that checks the desktop layout is not rendered on a phone at all
      storybookProject('visual-phone', screensConfigDir, 'light phone', ['desktop-only']),
    ],
  },
});
