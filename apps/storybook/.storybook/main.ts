import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Stories live beside what they show: each tool's in its route folder, ui's beside each component.
  stories: ['../../../packages/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js (MSW's worker) is served from public/.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  // PGlite (our real server's database in stories that declare `backend`) loads its own
  // WebAssembly and data files next to its module: the dev server must not pre-bundle it.
  viteFinal: (vite) => ({
    ...vite,
    optimizeDeps: { ...vite.optimizeDeps, exclude: [...(vite.optimizeDeps?.exclude ?? []), '@electric-sql/pglite'] },
  }),
};

export default config;
