import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { browserDeps } from './browser-deps.ts';

/**
 * The gates (scripts/check-gates.mjs) swap the catalogue for the fixture stories under
 * scripts/fixtures/ that REPRALLY_GATE_FIXTURES names, separated by commas.
 */
export function gateStories(fromConfigDir: string): string[] | undefined {
  const gate = process.env.REPRALLY_GATE_FIXTURES;
  return gate
    ?.split(',')
    .map((fixture) => `${fromConfigDir}scripts/fixtures/${fixture.trim()}.stories.tsx`);
}

const stories = gateStories('../') ?? [
  '../packages/ui/src/**/*.mdx',
  '../packages/ui/src/**/*.stories.@(ts|tsx)',
];

const config: StorybookConfig = {
  stories,
  addons: [
    '@chromatic-com/storybook',
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // the app's public folder holds mockServiceWorker.js (msw.workerDirectory in mocks/package.json)
  staticDirs: ['../apps/web/public'],
  core: { disableTelemetry: true },
  // Highlighting elements (the accessibility panel's) is for a person in the Storybook UI. Under
  // Vitest it only costs: after every change to the page it read every element's computed style.
  features: { highlight: process.env.VITEST === undefined },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // there is no root vite config: the plugins the library needs are added here
      plugins: [react(), vanillaExtractPlugin()],
      optimizeDeps: {
        include: [
          ...browserDeps,
          // the visual run's accessibility check in the second theme (scripts/visual/capture.ts)
          '@storybook/addon-a11y/preview',
        ],
      },
    });
  },
};

export default config;
