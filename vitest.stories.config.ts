import { realpathSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { storyProject, type StoryPage } from './.storybook/story-project';

// `npm run test:stories` (a stage of `npm test`): every story of stories/ rendered in real Chromium by Storybook's
// Vitest integration, its play function run, axe over the result (the preview's a11y test is 'error'), a console
// error failing the story (.storybook/vitest.setup.ts), and on the pages with `screenshots` its first screen compared
// with the reference in tests/visual/<page>/ (.storybook/visual.setup.ts): every story in English and Arabic, light
// and dark, one browser for both checks. `npm run test:visual` runs those four pages alone; `-- --update` writes
// their references anew after a change of look made on purpose.

const pages: StoryPage[] = [
  { name: 'en-light', globals: { lang: 'en', dir: 'ltr', theme: 'light', units: '2' }, viewport: 'phone', screenshots: true },
  { name: 'en-dark', globals: { lang: 'en', dir: 'ltr', theme: 'dark', units: '2' }, viewport: 'phone', screenshots: true },
  // A right-to-left shop in a language the widgets lack.
  { name: 'ar-light', globals: { lang: 'ar', dir: 'rtl', theme: 'light', units: '2' }, viewport: 'phone', screenshots: true },
  // The same, dark, imperial, on the narrowest phone.
  { name: 'ar-dark', globals: { lang: 'ar', dir: 'rtl', theme: 'dark', units: '1' }, viewport: 'narrow', screenshots: true },
  // Long Russian labels under Windows High Contrast (emulated by the setup file), on a desktop's width.
  { name: 'ru-forced-colors', globals: { lang: 'ru', dir: 'ltr', theme: 'forced-colors', units: '2' }, viewport: 'wide', screenshots: false },
];

export default defineConfig({
  // node_modules may be a link to a shared checkout's (a worktree's): its real place is served too.
  server: { fs: { allow: ['.', realpathSync('node_modules')] } },
  test: {
    setupFiles: ['.storybook/vitest.setup.ts', '.storybook/visual.setup.ts'],
    testTimeout: 60_000, // a guard against a hung story, not a speed check
    projects: await Promise.all(pages.map((page, order) => storyProject(page, order))),
  },
});
