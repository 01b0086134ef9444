import { afterEach, beforeAll, beforeEach, inject, vi } from 'vitest';
import { cdp } from 'vitest/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The theme of the project's page (vitest.stories.config.ts). */
    theme: string;
  }
}

// The forced-colours page is the browser's, not a stylesheet's: Chromium emulates Windows High Contrast.
beforeAll(async () => {
  if (inject('theme') !== 'forced-colors') return;
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
});

// A story that logs an error is broken even when it looks right (a failed fetch, a React warning): it fails.
let errors: unknown[][] = [];
const original = console.error.bind(console);
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
    original(...args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) throw new Error(`The story logged ${errors.length} console error(s): ${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
});
