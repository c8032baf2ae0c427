import type { StorybookConfig } from '@storybook/react-vite';
import base, { gateStories } from '../main.ts';
import { multiModeStoryFolders } from './folders.ts';

/**
 * The screen and shell stories only (the folders in `multiModeStoryFolders`), with the main
 * catalogue's addons, preview and static files. The visual run captures these in the
 * light-phone mode (rendered and played on a phone); the desktop run captures every story in
 * light and these also in dark.
 */
const config: StorybookConfig = {
  ...base,
  stories: gateStories('../../') ?? [
    `../../packages/ui/src/features/**/@(${multiModeStoryFolders.join('|')})/*.stories.@(ts|tsx)`,
  ],
  staticDirs: ['../../apps/web/public'],
};

export default config;
