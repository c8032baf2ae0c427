/**
 * Visual regression, after every story test: the page as the play function left it is compared
 * with the committed baseline of this story in each of its visual modes. Runs in the browser.
 *
 * A project renders and plays each story once, in its viewport, and then takes the story's
 * pictures in each of the project's modes that the story asks for, on that same page. The
 * desktop project takes light desktop and then dark desktop: the theme is switched through the
 * story's ThemeProvider (the toolbar's path) and axe's colour rules run again, since dark
 * colours need their own contrast check. A theme changes colours only, never what a play
 * function does, so playing the story again in dark would cost as much as the first run for the
 * same picture. A viewport is different: a screen rendered on a phone is not the desktop screen
 * narrowed afterwards (a heat map scrolls to its latest weeks when it first appears, say), so
 * the phone pictures come from a project that renders and plays every story on a phone.
 */
import { afterEach, beforeAll, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { afterEach as checkAccessibility } from '@storybook/addon-a11y/preview';
import { allModes, isScreenModes, type ModeName, type VisualMode } from '@reprally/ui';
import { storySettled } from '../../.storybook/settled';
import { setCaptureTheme } from '../../.storybook/capture-theme';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * the visual modes a story project captures, the first being the one its stories run in
     * (none with VISUAL=off); see vitest.config.ts
     */
    visualModes: ModeName[];
  }
}

type CapturedStory = {
  id: string;
  globals: Record<string, unknown>;
  parameters: {
    chromatic?: { modes?: Partial<Record<string, Partial<VisualMode>>>; disableSnapshot?: boolean };
    /**
     * the id of the story whose baselines this one is compared with, instead of its own: the
     * visual gate's changed card (scripts/fixtures/VisualChange.stories.tsx) against the
     * unchanged one's picture
     */
    comparedWith?: string;
  };
};

/** The story id whose baselines `story`'s pictures are compared with. */
const baselineId = (story: CapturedStory) => story.parameters.comparedWith ?? story.id;

/** Waits at most `ms` for something that may never happen (an image that never loads). */
const settle = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A tall screen is captured down to this height: two and a half desktop screens, or about two
 * and a half phone screens. Below it a long list only repeats its rows, and each picture's bytes
 * count against the baselines' budget (40 MB, `BASELINES_BUDGET_BYTES` in baselines.mjs).
 */
const MAX_HEIGHT = 2000;

/** The folder of a mode's baselines under visual/baselines/ ('light desktop' -> light-desktop). */
const modeFolder = (mode: ModeName) => mode.replace(' ', '-');

/** A picture's name under visual/baselines/: '<mode folder>/<story id>'. */
const baselineName = (mode: ModeName, storyId: string) => `${modeFolder(mode)}/${storyId}`;

/** Of `modes`, those a story asks to be captured in (its `chromatic.modes`). */
function wantedModes(story: CapturedStory, modes: readonly ModeName[]): ModeName[] {
  const chromatic = story.parameters.chromatic;
  // Chromatic's own switch for a story whose picture is left out
  if (chromatic?.disableSnapshot) return [];
  return modes.filter((mode) => {
    const wanted = chromatic?.modes?.[mode];
    return wanted && !wanted.disable;
  });
}

/**
 * Room kept around a widget's drawn box, for what lies outside its elements' boxes (a shadow, a
 * focus ring); the padded layout's own padding.
 */
const MARGIN = 16;

/**
 * A screen is captured as the whole page; any other story (a primitive, a widget) as the box
 * around what it drew, as Chromatic crops a story to its content, so a picture is not mostly empty
 * page. A screen is a story captured in more than the light desktop mode (see modes.ts).
 */
function isScreen(story: CapturedStory): boolean {
  return isScreenModes(story.parameters.chromatic?.modes ?? {});
}

/**
 * The box, in the viewport's pixels, around every element the story drew (its root's content and
 * anything portalled into the page, a dialog or a menu), with MARGIN around it, inside the
 * viewport; null when it drew nothing.
 */
function drawnBox(width: number, height: number, skip: Element): DOMRect | null {
  const root = document.getElementById('storybook-root');
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const element of document.body.querySelectorAll('*')) {
    if (element === root || element === skip) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    left = Math.min(left, box.left);
    top = Math.min(top, box.top);
    right = Math.max(right, box.right);
    bottom = Math.max(bottom, box.bottom);
  }
  if (right <= left || bottom <= top) return null;
  const x = Math.max(0, Math.floor(left) - MARGIN);
  const y = Math.max(0, Math.floor(top) - MARGIN);
  return new DOMRect(
    x,
    y,
    Math.min(width, Math.ceil(right) + MARGIN) - x,
    Math.min(height, Math.ceil(bottom) + MARGIN) - y,
  );
}

/**
 * Whether the page shows anything a picture could hold: text, a picture, a drawing or a
 * control. A screen that shows none (its play function left for a route its story does not
 * render) would be pictured as a blank page, a baseline that checks nothing.
 */
function showsAnything(): boolean {
  const { body } = document;
  if (body.innerText.trim() !== '') return true;
  // Storybook's own hidden parts (its loader, its error display) hold some
  return Array.from(
    body.querySelectorAll('img, svg, canvas, input, select, textarea, button'),
  ).some((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
  });
}

/**
 * The rectangle `subject` covers in the top page (the test runner's page, which holds the story's
 * frame), in whole pixels as Playwright rounds an element's picture; null where the frame is out
 * of reach or drawn scaled, or the rectangle is not wholly inside the runner's window. Given it, the picture is taken of that rectangle of the page rather
 * than through Playwright's element path (the patch to @vitest/browser-playwright), which waits
 * for the element to hold still, scrolls it into view and measures it again across the frames
 * (about 60 ms of the 230 a picture took, settling aside), while the story has settled already.
 * The pixels are the same: every baseline matched without being retaken.
 */
function clipInTopPage(
  subject: Element,
): { x: number; y: number; width: number; height: number } | null {
  const host = window.frameElement;
  const hostWindow = host?.ownerDocument.defaultView;
  // the frame's element belongs to the runner's page, so it is an HTMLElement of that window
  if (!hostWindow || !(host instanceof hostWindow.HTMLElement)) return null;
  const frame = host.getBoundingClientRect();
  // a frame scaled down to fit the runner's window: its pixels are not the page's
  if (Math.abs(frame.width - host.offsetWidth) > 0.5) return null;
  const style = hostWindow.getComputedStyle(host);
  const box = subject.getBoundingClientRect();
  const left = frame.left + host.clientLeft + parseFloat(style.paddingLeft) + box.left;
  const top = frame.top + host.clientTop + parseFloat(style.paddingTop) + box.top;
  // Playwright's rounding out to whole pixels, with its allowance for a box a hair off one
  const x = Math.floor(left + 1e-3);
  const y = Math.floor(top + 1e-3);
  const right = Math.ceil(left + box.width - 1e-3);
  const bottom = Math.ceil(top + box.height - 1e-3);
  // a page's picture is cut to the runner's window, where the element path would scroll or
  // capture past it: a rectangle not wholly inside is left to that path
  if (x < 0 || y < 0 || right > hostWindow.innerWidth || bottom > hostWindow.innerHeight) {
    return null;
  }
  return { x, y, width: right - x, height: bottom - y };
}

/** Compares the page, as it is now, with the baseline of `story` in `mode`. */
async function capture(story: CapturedStory, mode: ModeName): Promise<number> {
  if (isScreen(story) && !showsAnything()) {
    throw new Error(
      `${story.id} shows nothing to picture: render where its play function goes, or set ` +
        'chromatic.disableSnapshot',
    );
  }
  const width = window.innerWidth;
  const height = window.innerHeight;
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483647';
  let full = height;
  let settleMs = 0;
  try {
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
    // a screen's picture is the page's body; a page taller than the cap is clipped to a
    // transparent frame fixed over the (grown) viewport instead, so it is cut at the same place
    // every time; any other story's is that frame fixed over the box around what it drew
    const tooTall = document.documentElement.scrollHeight > MAX_HEIGHT;
    // a scroll-driven animation (the tabs' faded edges) follows where its box is scrolled, not
    // time, and the screenshot's own option would finish it as if scrolled to the end: what it
    // draws now is set on its element instead, and the animation let go
    for (const animation of document.getAnimations()) {
      if (animation.timeline instanceof DocumentTimeline) continue;
      holdScrollDriven(animation);
    }
    // animations end as the screenshot's own option ends them (a finite one finished, an endless
    // one back at its start) before the box is measured: a turning spinner's box turns with it
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations === Infinity) animation.cancel();
      else animation.finish();
    }
    const box = isScreen(story) ? null : drawnBox(width, full, frame);
    if (box) {
      Object.assign(frame.style, {
        inset: 'auto',
        left: `${box.x}px`,
        top: `${box.y}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
      });
    }
    if (tooTall || box) document.body.append(frame);
    const subject = tooTall || box ? frame : document.body;
    const clip = clipInTopPage(subject);
    await expect
      .element(page.elementLocator(subject))
      .toMatchScreenshot(baselineName(mode, baselineId(story)), {
        screenshotOptions: { animations: 'disabled', caret: 'hide', ...(clip && { clip }) },
        // a widget's picture tolerates the noise a whole desktop page does (0.01 % of 1280x800),
        // not 0.01 % of its own smaller size: a spinner caught a few degrees on moves ~80 pixels
        ...(box && {
          comparatorOptions: { allowedMismatchedPixels: 100, allowedMismatchedPixelRatio: 1 },
        }),
      });
  } finally {
    frame.remove();
    if (full !== height) await page.viewport(width, height);
  }
  return settleMs;
}

/** Every property of `element` as the browser computes it now, custom properties included. */
function computedValues(element: HTMLElement): Map<string, string> {
  const style = getComputedStyle(element);
  return new Map(Array.from(style, (property) => [property, style.getPropertyValue(property)]));
}

/**
 * Sets the values `animation` draws at this moment on its element's own style, then cancels it:
 * the picture shows the element as the member sees it, and nothing moves it afterwards. (What it
 * animates is read as what changes when it is let go: a keyframe's custom properties, such as the
 * fades' lengths, are not listed by `getKeyframes`.)
 */
function holdScrollDriven(animation: Animation) {
  const effect = animation.effect;
  if (!(effect instanceof KeyframeEffect) || !(effect.target instanceof HTMLElement)) return;
  const target = effect.target;
  const drawn = computedValues(target);
  animation.cancel();
  for (const [property, value] of computedValues(target)) {
    const held = drawn.get(property);
    if (held !== undefined && held !== value) target.style.setProperty(property, held);
  }
}

/**
 * Whether this browser draws an emoji in colour from the text stack's emoji face, Noto Color
 * Emoji. Names and captions hold emoji, and the face comes from the machine: where it is missing,
 * or is a copy in a colour format the browser cannot draw, every emoji is a blank gap in every
 * picture, and no comparison could see one go missing or change.
 */
async function emojiDrawnInColour(): Promise<boolean> {
  const size = 48;
  const font = `${size - 8}px "Noto Color Emoji"`;
  const emoji = '\u{1F4AA}';
  // a web font of that name (none is expected) is drawn only once loaded
  await document.fonts.load(font, emoji);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return false;
  context.font = font;
  context.textBaseline = 'top';
  context.fillText(emoji, 0, 0);
  const { data } = context.getImageData(0, 0, size, size);
  // a drawn flexed biceps is mostly yellow: count the pixels far from any grey
  let coloured = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [red = 0, green = 0, blue = 0, alpha = 0] = data.subarray(i, i + 4);
    if (alpha > 0 && Math.max(red, green, blue) - Math.min(red, green, blue) > 60) coloured += 1;
  }
  return coloured > size * 4;
}

beforeAll(async () => {
  if (inject('visualModes').length === 0) return;
  if (!(await emojiDrawnInColour())) {
    throw new Error(
      'This Chromium draws no colour emoji, so every emoji in a picture would be a blank gap. Install the Noto Color Emoji font (Debian: apt-get install fonts-noto-color-emoji), or run with VISUAL=off.',
    );
  }
});

afterEach(async (context) => {
  const projectModes = inject('visualModes');
  const [runMode] = projectModes;
  const story = (context as unknown as { story?: CapturedStory }).story;
  if (!story || !runMode || context.task.result?.state === 'fail') return;
  const modes = wantedModes(story, projectModes);
  if (modes.length === 0) return;
  const runTheme = allModes[runMode].theme;
  // confetti is random by design: its canvas is left out of the picture (the chart is SVG, so
  // confetti is the only canvas a story draws); colours change at once when the theme switches,
  // so no check or picture sees a colour halfway through its transition
  const captureStyle = document.createElement('style');
  captureStyle.textContent =
    'canvas { visibility: hidden !important; } *, *::before, *::after { transition: none !important; }';
  document.head.append(captureStyle);
  const captures: VisualCapture[] = [];
  context.task.meta.visual = captures;
  try {
    for (const mode of modes) {
      const started = performance.now();
      // the run's own theme is the story's (a story may pin one); another is switched to
      const { theme } = allModes[mode];
      const switched = theme !== runTheme;
      setCaptureTheme(switched ? theme : null);
      // what the story shows once it has settled: answered requests in, lazy parts rendered
      let settleMs = await storySettled();
      // the story's own run checked its own theme, with every rule; in another theme only the
      // colour rules can come out differently
      if (switched) await checkAccessibility(colourCheckContext(story));
      settleMs += await capture(story, mode);
      captures.push({
        mode,
        baseline: baselineName(mode, baselineId(story)),
        ms: Math.round(performance.now() - started),
        settleMs,
      });
    }
  } finally {
    setCaptureTheme(null);
    captureStyle.remove();
  }
});

/**
 * The axe rules whose outcome depends on colours: text contrast, and a link told from the text
 * around it by colour alone. A theme switch changes colours and nothing else (no element, name,
 * role or size), so every other rule would only repeat the verdict of the story's own run; they
 * are most of axe's time on a screen.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * What the accessibility addon's own after-each check reads from a story, asking it to run only
 * the colour rules (rules the story turns off stay off: the addon keeps its disabled rules).
 */
function colourCheckContext(story: CapturedStory) {
  const a11y = (story.parameters as { a11y?: { options?: object } }).a11y ?? {};
  return {
    id: story.id,
    parameters: {
      ...story.parameters,
      a11y: {
        ...a11y,
        options: { ...a11y.options, runOnly: { type: 'rule', values: COLOUR_RULES } },
      },
    },
    globals: story.globals,
    viewMode: 'story',
    // the story's own report is already filed; a violation in another mode fails by throwing
    reporting: { addReport: () => undefined },
  } as unknown as Parameters<typeof checkAccessibility>[0];
}

type VisualCapture = {
  mode: ModeName;
  /** the baseline compared, as '<mode folder>/<story id>' */
  baseline: string;
  ms: number;
  settleMs: number;
};

declare module '@vitest/runner' {
  interface TaskMeta {
    /** set when a story's pictures were compared: one entry per mode, with their timings */
    visual?: VisualCapture[];
  }
}
