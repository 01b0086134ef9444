import { afterEach, beforeEach, vi } from 'vitest';

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
