// Shared runner for the per-fluid reference suites: each row is { inputs, expected, tolerance }; a failure
// prints the whole row. Tolerances: `rel` (relative) or `abs` (SI units) per expected quantity.
import { expect, it } from 'vitest';
import { saturation, state } from '../../src/engine';

type Tolerance = { rel: number } | { abs: number };

export interface ReferenceRow {
  inputs: { T: number } | { p: number } | { T: number; p: number } | { p: number; h: number } | { p: number; s: number };
  /** 'saturation' or 'state'. */
  kind: 'saturation' | 'state';
  expected: Record<string, number | string>;
  tolerance: Record<string, Tolerance>;
}

function within(actual: number, expected: number, tol: Tolerance): boolean {
  return 'rel' in tol ? Math.abs(actual / expected - 1) <= tol.rel : Math.abs(actual - expected) <= tol.abs;
}

export function checkRows(name: string, source: string, rows: readonly ReferenceRow[]): void {
  rows.forEach((row, i) => {
    it(`${name} ${source} #${i + 1} ${row.kind} ${JSON.stringify(row.inputs)}`, () => {
      const result = (row.kind === 'saturation' ? saturation(name, row.inputs as { T: number }) : state(name, row.inputs as { T: number; p: number })) as unknown as Record<
        string,
        number | string
      >;
      const failures: string[] = [];
      for (const [key, want] of Object.entries(row.expected)) {
        const got = result[key];
        if (typeof want === 'string') {
          if (got !== want) failures.push(`${key}: got ${got}, want ${want}`);
        } else if (typeof got !== 'number' || !within(got, want, row.tolerance[key] ?? { rel: 1e-4 })) {
          failures.push(`${key}: got ${got}, want ${want}`);
        }
      }
      expect(failures, `${name} row ${JSON.stringify(row)}\n${failures.join('\n')}`).toEqual([]);
    });
  });
}
