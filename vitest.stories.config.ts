import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { realpathSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// `npm run test:stories` (a stage of `npm test`): every story of stories/ rendered in real Chromium by Storybook's
// Vitest integration, its play function run, axe over the result (the preview's a11y test is 'error') and a console
// error failing the story (.storybook/vitest.setup.ts). Debian's Chromium, never a downloaded one.

/** The pages every story is tested on: the toolbar's globals and the viewport's size. */
interface Page {
  name: string;
  globals: { lang: string; dir: 'ltr' | 'rtl'; theme: string; units: '1' | '2' };
  viewport: { width: number; height: number };
}

const pages: Page[] = [
  { name: 'en', globals: { lang: 'en', dir: 'ltr', theme: 'light', units: '2' }, viewport: { width: 1280, height: 800 } },
  // A right-to-left shop in a language the widgets lack, dark, imperial, on the narrowest phone.
  { name: 'ar-rtl-dark', globals: { lang: 'ar', dir: 'rtl', theme: 'dark', units: '1' }, viewport: { width: 320, height: 640 } },
  // Long Russian labels under Windows High Contrast (emulated by the setup file).
  { name: 'ru-forced-colors', globals: { lang: 'ru', dir: 'ltr', theme: 'forced-colors', units: '2' }, viewport: { width: 390, height: 844 } },
];

async function project(page: Page, order: number): Promise<TestProjectInlineConfiguration> {
  return {
    extends: true,
    plugins: [await storybookTest({ configDir: '.storybook', initialGlobals: page.globals })],
    test: {
      name: page.name,
      provide: { theme: page.globals.theme },
      // One page after another: three Chromiums starting at once on a busy 2-core machine missed Vitest's connect time.
      sequence: { groupOrder: order },
      browser: {
        connectTimeout: 180_000, // a guard against a hung start, not a speed check
        enabled: true,
        headless: true,
        viewport: page.viewport,
        provider: playwright({
          launchOptions: {
            executablePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium',
            args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  // node_modules may be a link to a shared checkout's (a worktree's): its real place is served too.
  server: { fs: { allow: ['.', realpathSync('node_modules')] } },
  test: {
    setupFiles: ['.storybook/vitest.setup.ts'],
    testTimeout: 60_000, // a guard against a hung story, not a speed check
    projects: await Promise.all(pages.map((page, order) => project(page, order))),
  },
});
