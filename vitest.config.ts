import { defineConfig } from 'vitest/config';

// Unit, reference and API tests run in Node; component tests opt into happy-dom with a
// `// @vitest-environment happy-dom` comment at their top.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/reference/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000, // a guard against a hung test, not a speed check: a busy 2-core machine is slow
    hookTimeout: 120_000,
  },
});
