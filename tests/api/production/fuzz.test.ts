// Issue 17: generated bad requests to every call get the envelope, no 5xx, no stack trace, within a bound. A modest
// count here; `npm run fuzz` runs many more (tests/api/production/fuzz-many.ts).
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper';
import { fuzzEveryCall } from './contract-fuzz';

describe('fuzzing every contract', () => {
  it('answers 15 generated requests per call in the envelope, never 5xx, each within 5 s', { timeout: 300_000 }, async () => {
    const app = await buildTestApp();
    const outcome = await fuzzEveryCall(app, 15, 5_000);
    expect(outcome.calls).toBeGreaterThanOrEqual(34);
    expect(outcome.requests).toBe(outcome.calls * 15);
  });
});
