// Issue 36 item 7: blends near their critical point by PRESSURE. Bubble and dew points at about 0.85, 0.9 and 0.95
// pc against CoolProp 8 (tests/fixtures/critical-region-saturation.json says how each row was made: PQ for the
// pseudo-pure R410A and R407C, the points of CoolProp's own phase envelope for the multi-fluid blends, most of them
// above the end of the engine's traced curves, where they used to be refused). Above the mixture's critical pressure
// a blend has no bubble point and, up to the cricondenbar, two dew points: refused, naming the critical point and
// the cricondenbar (CoolProp's envelope top). (p, h) and (p, s) across the critical region: CoolProp's single-phase
// states come back at their temperature, and every state of the grid round-trips, within a bounded number of states.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EngineError, limits, saturation, state } from '../../src/engine';
import * as mixtureState from '../../src/engine/refrigerants/mixture/state';

interface SatRow {
  b: string;
  p: number;
  [key: string]: number | string;
}
const fixtures = path.join(import.meta.dirname, '../fixtures');
const sat = JSON.parse(readFileSync(path.join(fixtures, 'critical-region-saturation.json'), 'utf8')) as {
  rows: SatRow[];
  tops: { b: string; cricondenbar: number; T: number }[];
};
const grid = JSON.parse(readFileSync(path.join(fixtures, 'critical-region-blends.json'), 'utf8')) as {
  rows: { b: string; T: number; p: number; two: boolean; h?: number }[];
};

// The tolerances of the blends' other saturation rows (tests/reference/mixture-rows.ts): T 0.02 K (here 5 mK),
// densities 2e-4, h 50 J/kg, s 0.2 J/(kg K).
const tolerance: Record<string, { rel?: number; abs?: number }> = {
  T_bubble: { abs: 0.005 },
  T_dew: { abs: 0.005 },
  rho_liquid: { rel: 2e-4 },
  rho_vapor: { rel: 2e-4 },
  h_liquid: { abs: 50 },
  h_vapor: { abs: 50 },
  s_liquid: { abs: 0.2 },
  s_vapor: { abs: 0.2 },
};

describe('bubble and dew points by pressure near the critical point, against CoolProp 8', () => {
  const named = sat.rows.map((row) => ({ row, name: `${row.b} at ${(row.p / limits(row.b).critical!.pressure).toFixed(3)} pc (${String(row.side ?? 'both')})` }));

  it('covers R410A and R407C at 0.85, 0.9 and 0.95 pc, and every multi-fluid blend above its traced curves', () => {
    for (const b of ['R410A', 'R407C']) {
      expect(sat.rows.filter((r) => r.b === b).map((r) => Number((r.p / limits(b).critical!.pressure).toFixed(2)))).toEqual([0.85, 0.9, 0.95]);
    }
    for (const { b } of sat.tops) {
      // above the end of the traced curves (the highest traced dew point, Tmax): what used to be refused
      const traced = saturation(b, { T: limits(b).saturationTemperature.max }).p_dew;
      expect(sat.rows.filter((r) => r.b === b && r.p > traced).length, b).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(named)('$name', ({ row }) => {
    const result = saturation(row.b, { p: row.p }) as unknown as Record<string, number>;
    for (const [key, expected] of Object.entries(row)) {
      const tol = tolerance[key];
      if (!tol || typeof expected !== 'number') continue;
      const deviation = tol.rel ? Math.abs(result[key]! / expected - 1) : Math.abs(result[key]! - expected);
      expect(deviation, `${key}: ${result[key]} vs ${expected}`).toBeLessThanOrEqual(tol.rel ?? tol.abs!);
    }
  });

  it.each(sat.tops)('$b above its critical pressure: refused, naming the critical point and the cricondenbar', ({ b, cricondenbar }) => {
    const refusal = (p: number) => {
      try {
        saturation(b, { p });
      } catch (e) {
        expect(e, `${p} Pa`).toBeInstanceOf(EngineError);
        return (e as EngineError).detail as unknown as Record<string, number>;
      }
      throw new Error(`${b} answered at ${p} Pa`);
    };
    const above = refusal(cricondenbar * 1.01);
    expect(above).toMatchObject({ code: 'out_of_range', quantity: 'pressure', region: 'critical', max: above.criticalPressure });
    // CoolProp's envelope top, to the spacing of its points near it; the critical point just under the cricondenbar
    expect(Math.abs(above.cricondenbar! / cricondenbar - 1)).toBeLessThan(1e-3);
    expect(Math.abs(above.criticalPressure! / cricondenbar - 1)).toBeLessThan(2e-3);
    expect(above.criticalPressure!).toBeLessThanOrEqual(above.cricondenbar!);
    // between the critical pressure and the cricondenbar (two dew points, no bubble point), and well above
    for (const p of [(above.criticalPressure! + above.cricondenbar!) / 2, limits(b).critical!.pressure * 1.1]) {
      if (p > above.criticalPressure!) expect(refusal(p)).toMatchObject({ value: p, criticalPressure: above.criticalPressure });
    }
    // and a little below the critical pressure the blend answers both
    const below = saturation(b, { p: above.criticalPressure! * 0.999 });
    expect(below.T_dew).toBeGreaterThan(below.T_bubble);
    expect(below.T_bubble).toBeLessThan(above.criticalTemperature!);
  });
});

describe('(p, h) and (p, s) across the critical region (0.9–1.2 pc)', () => {
  const rows = grid.rows;

  it("CoolProp's single-phase states come back from (p, h) at their temperature (10 mK)", () => {
    for (const row of rows.filter((r) => !r.two)) {
      expect(Math.abs(state(row.b, { p: row.p, h: row.h! }).T - row.T), `${row.b} ${row.T} K ${row.p} Pa`).toBeLessThan(0.01);
    }
  });

  it('every state of the grid, two-phase included, round-trips through (p, h) and (p, s) in at most 40 states each', () => {
    let most = 0;
    for (const row of rows) {
      const st = state(row.b, { T: row.T, p: row.p });
      for (const back of [state(row.b, { p: row.p, h: st.h }), state(row.b, { p: row.p, s: st.s })]) {
        most = Math.max(most, mixtureState.acrossEvaluations);
        expect(Math.abs(back.T - row.T), `${row.b} ${row.T} K ${row.p} Pa`).toBeLessThan(1e-6);
        expect(back.phase).toBe(st.phase);
        expect(Math.abs(back.rho / st.rho - 1)).toBeLessThan(1e-6);
      }
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(40);
  });
});
