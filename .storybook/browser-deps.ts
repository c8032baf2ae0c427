/**
 * The packages the library's code imports in the browser, bundled by Vite before the first page
 * rather than found one by one as pages ask for them (each find bundles again and reloads the
 * page). Storybook and the fault table's Chromium both take the list.
 */
export const browserDeps = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@vanilla-extract/css/functionSerializer',
  '@vanilla-extract/css/recipe',
  '@vanilla-extract/dynamic',
  '@tanstack/react-query',
  'react-router-dom',
  'radix-ui',
  'msw',
  'msw/browser',
  '@faker-js/faker',
  'canvas-confetti',
  'date-fns',
  'xstate',
  '@xstate/react',
  'axios',
  'valibot',
];
