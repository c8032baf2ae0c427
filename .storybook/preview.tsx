// the app's text face, shipped with the app: stories and their screenshots set text the same on
// every machine, whatever fonts it has installed. Emoji come from the machine's Noto Color Emoji,
// as in the app (Debian's fonts-noto-color-emoji on CI): a packaged copy of it, in the colour
// format Debian's Chromium does not draw, left every emoji in every picture blank.
import '@reprally/ui/theme/font.css';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers, resetDb } from '@reprally/mocks';
import { componentModes } from '@reprally/ui';
import {
  withClock,
  withPageFrame,
  withPersona,
  withQueryClient,
  withRouter,
  withTheme,
} from './decorators';
import { assertPlainArgs } from './plain-args';

// A play function's `findBy…` and `waitFor` wait up to 3 s, not Testing Library's 1 s: a story's
// first answer comes from the mock backend, and on a loaded 2-core CI machine, with three story
// shards side by side, the first story of a file has taken longer than a second to get it. What
// never appears still fails, only later.
configure({ asyncUtilTimeout: 3000 });

/**
 * A run of the stories as tests from the command line (`npm test`, CI), where no Storybook panel
 * shows axe's results: only its violations fail a story, and they are reported in full. Every
 * other result (the rules an element passed, those that need a person's review) keeps one element
 * instead of all of them. Finding a selector for every element that passed a rule was a large
 * part of axe's time, and each story's report held about 100 KB of them, carried to Vitest and
 * written to its JSON report. The Storybook UI, and tests run from it, keep every result.
 */
const commandLineTestRun = import.meta.env.VITEST_STORYBOOK === 'false';

const preview: Preview = {
  // every story starts from the seeded database: a story that writes never leaks into the next
  loaders: [() => resetDb(), mswLoader()],
  // args are plain data: a story whose args cannot be serialized fails instead of warning
  beforeEach: ({ id, initialArgs }) => assertPlainArgs(id, initialArgs),
  // outermost last: theme wraps everything so portals and the page root get the class
  decorators: [withPageFrame, withRouter, withPersona, withQueryClient, withClock, withTheme],
  parameters: {
    layout: 'padded',
    msw: { handlers },
    a11y: {
      test: 'error',
      options: {
        // a single character is checked for contrast too (axe leaves it for review by default):
        // a move of '2' or a count of '7' is read as any word is
        checks: { 'color-contrast': { options: { ignoreLength: true } } },
        ...(commandLineTestRun && { resultTypes: ['violations'] }),
      },
    },
    // the visual modes a story is captured in (Chromatic and `npm run test:visual`): light desktop,
    // unless its meta opts in to more (screens set screenModes)
    chromatic: { modes: componentModes },
    controls: { expanded: true },
    viewport: {
      options: {
        phone: {
          name: 'Phone 390x844',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop 1280x800',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
        // a small phone on its side (an iPhone SE): the tablet's layout at its narrowest; not a
        // visual mode: stories that check a layout at this width set it themselves
        phoneLandscape: {
          name: 'Phone on its side 667x375',
          styles: { width: '667px', height: '375px' },
          type: 'mobile',
        },
        // the narrowest window with the desktop's layout (a tablet on its side); not a visual
        // mode, as above
        smallDesktop: {
          name: 'Small desktop 1024x768',
          styles: { width: '1024px', height: '768px' },
          type: 'desktop',
        },
      },
    },
    options: {
      storySort: { order: ['Foundations', 'Layout', 'Primitives', '*'] },
    },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
    persona: {
      description: 'Who is signed in',
      toolbar: {
        title: 'Persona',
        icon: 'user',
        items: [
          { value: 'signedOut', title: 'Signed out' },
          { value: 'loading', title: 'Loading' },
          { value: 'returning', title: 'Loading, a member coming back' },
          { value: 'member', title: 'Member (Ana)' },
          { value: 'newcomer', title: 'Brand-new member (Noor)' },
          { value: 'admin', title: 'Admin (Kai)' },
          { value: 'adminUnverified', title: 'Roles not read (Kai)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    persona: 'member',
    viewport: { value: 'desktop', isRotated: false },
  },
};

export default preview;
