import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';

type BrowserOptions = NonNullable<NonNullable<TestProjectInlineConfiguration['test']>['browser']>;

/**
 * A page every story is tested on (npm run test:stories, a stage of npm test): the toolbar's globals and the
 * viewport, one of the preview's (narrow 320 px, phone 390 px, wide 1280 px). `screenshots`: each story's picture
 * is compared with its reference in tests/visual/<page name>/ too (.storybook/visual.setup.ts).
 */
export interface StoryPage {
  name: string;
  globals: { lang: string; dir: 'ltr' | 'rtl'; theme: string; units: '1' | '2' };
  viewport: keyof typeof viewports;
  screenshots: boolean;
}

/** The preview's viewports (.storybook/preview.tsx) by name. */
const viewports = { narrow: { width: 320, height: 640 }, phone: { width: 390, height: 844 }, wide: { width: 1280, height: 800 } } as const;

/** The page's name, without the browser instance Vitest adds to it ("en-light (chromium)"). */
const pageOf = (name: string) => name.replace(/ \(.*\)$/, '');

/**
 * The screenshot comparison: the references in tests/visual/<page>/<story id>.png, a failed comparison's picture
 * and diff under the attachments. Two renders of a story on one machine are the same picture to the pixel (bundled
 * fonts, no animation, recorded data); the tolerance is for a Chromium or FreeType upgrade's few pixels of hinting:
 * a pixel counts only when its colour moved by more than pixelmatch's threshold (0.1 of YIQ) and it is not
 * anti-aliasing, and 100 such pixels fail the story — a 10 × 10 px block, a fifth of a line of text, moved anywhere.
 */
const screenshotExpect: BrowserOptions['expect'] = {
  toMatchScreenshot: {
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 100 },
    resolveScreenshotPath: ({ arg, ext, root, project }) => path.join(root, 'tests/visual', pageOf(project.name), `${arg}${ext}`),
    resolveDiffPath: ({ arg, ext, root, attachmentsDir, project }) => path.join(root, attachmentsDir, 'visual', pageOf(project.name), `${arg}${ext}`),
  },
};

/**
 * The Vitest project of `page`: Storybook's Vitest integration in Debian's Chromium (never a downloaded one). The
 * viewport is a global too: Storybook's test sets the page to the story's viewport global, the preview's 1280 px
 * unless told.
 */
export async function storyProject(page: StoryPage, order: number): Promise<TestProjectInlineConfiguration> {
  return {
    extends: true,
    plugins: [await storybookTest({ configDir: '.storybook', initialGlobals: { ...page.globals, viewport: { value: page.viewport, isRotated: false } } })],
    test: {
      name: page.name,
      provide: { theme: page.globals.theme, screenshots: page.screenshots },
      // One page after another: three Chromiums starting at once on a busy 2-core machine missed Vitest's connect time.
      sequence: { groupOrder: order },
      browser: {
        connectTimeout: 180_000, // a guard against a hung start, not a speed check
        enabled: true,
        headless: true,
        viewport: viewports[page.viewport],
        provider: playwright({
          launchOptions: {
            executablePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium',
            args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--force-device-scale-factor=1'],
          },
        }),
        instances: [{ browser: 'chromium' }],
        ...(page.screenshots && { expect: screenshotExpect }),
      },
    },
  };
}
