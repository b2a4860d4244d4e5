// One Storybook for the UI kit and the feature screens (DESIGN.md §2). Packages are read from
// src/ through the `source` export condition, like the apps do, so stories never see stale builds.
import { sourceConditions } from '@jinli/vite-config';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  // Relative to this folder. A glob that matches nothing (no feature stories yet) is fine.
  stories: [
    '../../../packages/ui/src/**/*.stories.tsx',
    '../../../packages/features/src/**/*.stories.tsx',
    // The operator console's own components (issue 32).
    '../../console/src/**/*.stories.tsx',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: sourceConditions.resolve,
      // Storybook's preview bundle (React, the test tooling, every story) is ~1.1 MB by nature.
      build: { chunkSizeWarningLimit: 2048 },
    }),
};

export default config;
