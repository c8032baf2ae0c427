import type { Decorator } from '@storybook/react-vite';

/**
 * The app's main region around a story: where focus goes when 'Try Again' leaves with the
 * failure it answered.
 */
export const inMainRegion: Decorator = (Story) => (
  <main tabIndex={-1} aria-label="Page">
    <Story />
  </main>
);
