import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { realpathSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// `npm run test:stories` (a stage of `npm test`): every story of stories/ rendered in real Chromium by Storybook's
// Vitest integration, its play function run, axe over the result (the preview's a11y test is 'error') and a console
// error failing the story (.storybook/vitest.setup.ts). Debian's Chromium, never a downloaded one.
export default defineConfig({
  plugins: [await storybookTest({ configDir: '.storybook' })],
  // node_modules may be a link to a shared checkout's (a worktree's): its real place is served too.
  server: { fs: { allow: ['.', realpathSync('node_modules')] } },
  test: {
    name: 'stories',
    setupFiles: ['.storybook/vitest.setup.ts'],
    testTimeout: 60_000, // a guard against a hung story, not a speed check
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
