// Issue 36 item 7: the multi-fluid blends between 0.9 and 1.2 times their critical pressure, above the end of their
// traced saturation curves (the critical region), where every (T, p) state used to be refused. Each state now answers
// from the equation of state: single-phase with CoolProp's density and enthalpy, or two-phase exactly where CoolProp's
// phase envelope says so (tests/fixtures/critical-region-blends.json says how the reference was made). A state the
// solvers cannot resolve may still be refused, but the refusal names the state (T and p) and the limits: the end of
// the traced curves and the estimated critical point.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EngineError, limits, state } from '../../src/engine';

interface RefRow {
  b: string;
  T: number;
  p: number;
  two: boolean;
  rho?: number;
  h?: number;
}

const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, '../fixtures/critical-region-blends.json'), 'utf8')) as { rows: RefRow[] };
const blends = [...new Set(fixture.rows.map((r) => r.b))];

describe.each(blends)('%s in its critical region (0.9–1.2 pc) against CoolProp 8', (blend) => {
  const rows = fixture.rows.filter((r) => r.b === blend);
  const answers = rows.map((row) => {
    try {
      return { row, result: state(blend, { T: row.T, p: row.p }) };
    } catch (error) {
      return { row, error };
    }
  });

  it('has reference states there, above the traced curves', () => {
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) expect(r.T).toBeGreaterThanOrEqual(limits(blend).saturationTemperature.max);
  });

  it('answers at least all but one of them; a refusal names T, p, the end of the traced curves and the critical point', () => {
    const refused = answers.filter((a) => a.error);
    expect(refused.length).toBeLessThanOrEqual(1);
    for (const { row, error } of refused) {
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).detail).toMatchObject({
        code: 'out_of_range',
        value: row.T,
        pressure: row.p,
        max: limits(blend).saturationTemperature.max,
        criticalTemperature: limits(blend).critical!.temperature,
      });
    }
  });

  it('is two-phase exactly where CoolProp\'s phase envelope puts the state inside it', () => {
    for (const { row, result } of answers) {
      if (!result) continue;
      expect(result.phase === 'twophase', `${row.T} K, ${row.p} Pa`).toBe(row.two);
      if (row.two) expect(result.quality).toBeGreaterThan(0);
      if (row.two) expect(result.quality).toBeLessThan(1);
    }
  });

  it('single-phase states have CoolProp\'s density (2e-4) and enthalpy (0.1 kJ/kg)', () => {
    for (const { row, result } of answers) {
      if (!result || row.two) continue;
      expect(Math.abs(result.rho / row.rho! - 1), `rho at ${row.T} K, ${row.p} Pa`).toBeLessThan(2e-4);
      expect(Math.abs(result.h - row.h!), `h at ${row.T} K, ${row.p} Pa`).toBeLessThan(100);
    }
  });
});
