import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { workspaceAliases } from '../tools/vite/workspace-aliases.ts';

/**
 * One Storybook for the whole workspace: every `*.stories.tsx` next to its component. `public/` serves MSW's
 * worker (`npx msw init .storybook/public --save=false`); the Vitest addon runs every story as a test.
 */
const config: StorybookConfig = {
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)'],
  staticDirs: ['./public'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { resolve: { alias: workspaceAliases() } }),
};
export default config;
