// What a test file's helpers leave to end after the file: apps to close, servers to stop, folders to remove, schemas
// to drop. A helper module cannot call afterAll once at its top: with isolate: false a worker evaluates it for the first
// test file that imports it only, and the files after that would never close their apps (a PostgreSQL app's pg-boss
// then ran on into a schema already dropped). tests/support/after-file-setup.ts, a vitest setup file evaluated for every
// test file, runs them after the file's own afterAll hooks, last registered first: an app made in a schema closes
// before the schema is dropped.
const cleanups: (() => Promise<void> | void)[] = [];

/** Runs `cleanup` after the current test file. */
export function afterFile(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}

/** Runs every cleanup registered, last first; each runs even when one before it failed, whose error is then thrown. */
export async function runAfterFile(): Promise<void> {
  const errors: unknown[] = [];
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, 'cleanups after the test file failed');
}
