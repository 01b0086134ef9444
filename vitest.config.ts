import { defineConfig } from 'vitest/config';

// Unit, reference and API tests run in Node; component tests opt into happy-dom with a
// `// @vitest-environment happy-dom` comment at their top.
const include = ['tests/unit/**/*.test.{ts,tsx}', 'tests/reference/**/*.test.ts', 'tests/api/**/*.test.ts'];
// Files that test a module's first load (a refrigerant's tables not yet fetched), so need modules of their own.
const needsFreshModules = ['tests/unit/engine/refrigerants/load.test.ts', 'tests/unit/widgets/pt-chart.test.tsx', 'tests/unit/widgets/selector-local-fluids.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000, // a guard against a hung test, not a speed check
    hookTimeout: 120_000,
    // Closes what a file's helpers made (apps, servers, folders, schemas) after each file: tests/support/after-file.ts.
    setupFiles: ['tests/support/after-file-setup.ts'],
    projects: [
      {
        extends: true,
        // A worker keeps its modules from one test file to the next: importing the engine, React and the server
        // once per worker instead of once per file took more time than the tests themselves (import 81 s, tests
        // 136 s for unit and reference on 2 cores). Tests therefore leave no global state behind.
        test: { name: 'shared', include, exclude: needsFreshModules, isolate: false },
      },
      { extends: true, test: { name: 'fresh', include: needsFreshModules, isolate: true } },
    ],
  },
});
