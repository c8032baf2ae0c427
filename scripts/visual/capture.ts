/**
 * Visual regression, after every story test: the page as the play function left it is compared
 * with the committed baseline of this story in this project's mode. Runs in the browser.
 */
import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import type { ModeName, VisualMode } from '@reprally/ui';
import { storySettled } from '../../.storybook/settled';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the visual mode a story project captures; see vitest.config.ts */
    visualMode: ModeName | null;
  }
}

type CapturedStory = {
  id: string;
  parameters: {
    chromatic?: { modes?: Partial<Record<string, Partial<VisualMode>>>; disableSnapshot?: boolean };
  };
};

/** Waits at most `ms` for something that may never happen (an image that never loads). */
const settle = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A tall screen is captured down to this height: two and a half desktop screens, or about two
 * and a half phone screens. Below it a long list only repeats its rows; capturing 4000 px kept
 * the baselines over their 40 MB budget (41 MiB, against 37.5 MiB at this height).
 */
const MAX_HEIGHT = 2000;

afterEach(async (context) => {
  const mode = inject('visualMode');
  if (!mode) return;
  const story = (context as unknown as { story?: CapturedStory }).story;
  if (!story || context.task.result?.state === 'fail') return;
  const wanted = story.parameters.chromatic?.modes?.[mode];
  // Chromatic's own switch for a story whose picture is left out
  if (!wanted || wanted.disable || story.parameters.chromatic?.disableSnapshot) return;

  const started = performance.now();
  // the viewport the story runs in: the mode's, or the one a phone-only story asks for
  const width = window.innerWidth;
  const height = window.innerHeight;
  // confetti is random by design: its canvas is left out of the picture (the chart is SVG, so
  // confetti is the only canvas a story draws)
  const hideCanvas = document.createElement('style');
  hideCanvas.textContent = 'canvas { visibility: hidden !important; }';
  document.head.append(hideCanvas);
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483647';
  let full = height;
  let settleMs = 0;
  try {
    // what the story shows once it has settled: answered requests in, lazy parts rendered
    settleMs += await storySettled();
    // capture the whole page, not just the first screenful: grow the viewport to the content
    full = Math.min(MAX_HEIGHT, Math.max(height, document.documentElement.scrollHeight));
    if (full !== height) await page.viewport(width, full);
    // every picture in, lazy ones too (a lazy image below the fold would never load by itself)
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (image) => {
        if (image.loading === 'lazy') image.loading = 'eager';
        return image.complete
          ? undefined
          : Promise.race([image.decode().catch(() => undefined), settle(3000)]);
      }),
    );
    // a taller viewport can bring in more (a list that fills the screen): let it settle again
    if (full !== height) settleMs += await storySettled({ quietMs: 60, timeoutMs: 2000 });
    // the picture is the page's body; a page taller than the cap is clipped to a transparent
    // frame fixed over the (grown) viewport instead, so it is cut at the same place every time
    const tooTall = document.documentElement.scrollHeight > MAX_HEIGHT;
    if (tooTall) document.body.append(frame);
    const subject = tooTall ? frame : document.body;
    await expect.element(page.elementLocator(subject)).toMatchScreenshot(story.id, {
      screenshotOptions: { animations: 'disabled', caret: 'hide' },
    });
  } finally {
    frame.remove();
    hideCanvas.remove();
    if (full !== height) await page.viewport(width, height);
    context.task.meta.visual = { mode, ms: Math.round(performance.now() - started), settleMs };
  }
});

declare module '@vitest/runner' {
  interface TaskMeta {
    /** set when a story's picture was compared: its mode and how long the capture took */
    visual?: { mode: ModeName; ms: number; settleMs: number };
  }
}
