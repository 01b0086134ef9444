/// <reference types="vite/client" />
import notoSans from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';
import notoSansBold from '@expo-google-fonts/noto-sans/600SemiBold/NotoSans_600SemiBold.ttf?url';
import notoSansSc from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';
import notoSansScBold from '@expo-google-fonts/noto-sans-sc/600SemiBold/NotoSansSC_600SemiBold.ttf?url';
import { afterEach, beforeAll, expect, inject } from 'vitest';
import { cdp, page } from 'vitest/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The project's page compares each story's picture with its reference (vitest.stories.config.ts). */
    screenshots: boolean;
  }
}

/**
 * The pages with screenshots (vitest.stories.config.ts): after each story (its play function done, axe run), its
 * picture is compared with the committed reference (.storybook/story-project.ts says where and how closely). The
 * picture is the page's first screen, 1x: what a designer sees first, and small references.
 *
 * The same picture on any machine with Debian's Chromium: the text is in the report's typefaces (Noto Sans, and Noto
 * Sans SC for what it lacks: Chinese, ℃, ≤), served from node_modules, not in the machine's system-ui (DejaVu here,
 * another font or none for Chinese elsewhere); the page asks for reduced motion and the screenshot stops animations
 * and hides the caret; every answer is a recorded one (stories/fixtures).
 */
const family = "'VS Visual Noto Sans', 'VS Visual Noto Sans SC', sans-serif";
const faces = [
  new FontFace('VS Visual Noto Sans', `url(${notoSans})`, { weight: '400' }),
  new FontFace('VS Visual Noto Sans', `url(${notoSansBold})`, { weight: '600 900' }),
  new FontFace('VS Visual Noto Sans SC', `url(${notoSansSc})`, { weight: '400' }),
  new FontFace('VS Visual Noto Sans SC', `url(${notoSansScBold})`, { weight: '600 900' }),
];

beforeAll(async () => {
  if (!inject('screenshots')) return;
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
  for (const face of faces) document.fonts.add(face);
  // Loaded before any story, not when its first letter needs them: a picture never catches the fallback font.
  await Promise.all(faces.map((face) => face.load()));
  document.documentElement.style.setProperty('--vs-font-family', family);
  document.body.style.fontFamily = family;
});

afterEach(async (context) => {
  if (!inject('screenshots')) return;
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === 'fail') return;
  document.body.style.maxHeight = `${window.innerHeight}px`;
  document.body.style.overflow = 'hidden';
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(storyId, {
      screenshotOptions: { animations: 'disabled', caret: 'hide' },
      timeout: 30_000, // two equal pictures in a row, however busy the machine: a guard, not a speed check
    });
  } finally {
    document.body.style.maxHeight = '';
    document.body.style.overflow = '';
  }
});
