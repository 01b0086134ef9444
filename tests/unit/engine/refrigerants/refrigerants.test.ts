import { describe, expect, it } from 'vitest';
import { EngineError, refrigerants, saturation, state } from '../../../../src/engine';
import { isOutOfRange } from '../../../../src/engine/errors';
import { fluidNames } from '../../../../src/engine/refrigerants/fluid-library';

const USER_LIST = [
  'R22', 'R32', 'R134a', 'R404A', 'R407C', 'R407F', 'R410A', 'R448A', 'R449A', 'R452A', 'R454B', 'R454C',
  'R507A', 'R513A', 'R1234yf', 'R1234ze(E)', 'R290', 'R600a', 'R1270', 'R744', 'R717', 'R23', 'R1233zd(E)',
];
const PURE_AND_PSEUDO = fluidNames();

function engineError(fn: () => unknown): EngineError {
  try {
    fn();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error('expected an EngineError');
}

describe('reference state IIR', () => {
  for (const name of PURE_AND_PSEUDO) {
    it(`${name}: h = 200 kJ/kg and s = 1 kJ/(kg K) for saturated liquid at 0 °C`, () => {
      const s = saturation(name, { T: 273.15 });
      expect(Math.abs(s.h_liquid - 200e3)).toBeLessThan(1e-3);
      expect(Math.abs(s.s_liquid - 1e3)).toBeLessThan(1e-6);
    });
  }
});

describe('saturation', () => {
  it('round-trips T -> p -> T for every pure and pseudo-pure fluid', () => {
    for (const name of PURE_AND_PSEUDO) {
      for (const T of [250, 280, 300]) {
        let sat;
        try {
          sat = saturation(name, { T });
        } catch (e) {
          expect((e as EngineError).detail.code).toBe('out_of_range'); // e.g. R23 above its critical point
          continue;
        }
        expect(saturation(name, { p: sat.p_bubble }).T_bubble).toBeCloseTo(T, 7);
        expect(saturation(name, { p: sat.p_dew }).T_dew).toBeCloseTo(T, 7);
      }
    }
  });

  it('gives bubble and dew pressures of a pseudo-pure blend (R407C glides)', () => {
    const s = saturation('R407C', { T: 273.15 });
    expect(s.p_bubble).toBeGreaterThan(s.p_dew * 1.1);
    const q = saturation('R407C', { p: 5e5 });
    expect(q.T_dew - q.T_bubble).toBeGreaterThan(4);
  });

  it('accepts names case-insensitively and common aliases', () => {
    expect(saturation('r134A', { T: 273.15 }).p_bubble).toBe(saturation('R134a', { T: 273.15 }).p_bubble);
    expect(saturation('CO2', { T: 273.15 }).p_bubble).toBe(saturation('R744', { T: 273.15 }).p_bubble);
    expect(saturation('propane', { T: 273.15 }).p_bubble).toBe(saturation('R290', { T: 273.15 }).p_bubble);
  });

  it('throws out_of_range with the limit below the triple point and above the critical point', () => {
    const low = engineError(() => saturation('R134a', { T: 150 }));
    expect(low.detail).toMatchObject({ code: 'out_of_range', quantity: 'temperature', value: 150 });
    expect(isOutOfRange(low.detail) && low.detail.min).toBeCloseTo(169.85, 6);
    const high = engineError(() => saturation('R744', { T: 310 }));
    expect(high.detail.code).toBe('out_of_range');
    expect(isOutOfRange(high.detail) && high.detail.max).toBeCloseTo(304.128, 3);
    const p = engineError(() => saturation('R32', { p: 6e6 }));
    expect(p.detail).toMatchObject({ code: 'out_of_range', quantity: 'pressure' });
    expect(isOutOfRange(p.detail) && p.detail.max).toBeCloseTo(5.7826e6, -4); // the equation's own critical pressure
  });

  it('throws unknown_refrigerant for an unknown name, and invalid_input for NaN', () => {
    expect(engineError(() => saturation('R999', { T: 273.15 })).detail).toEqual({ code: 'unknown_refrigerant', name: 'R999' });
    expect(engineError(() => saturation('R32', { T: Number.NaN })).detail.code).toBe('invalid_input');
  });

  it('routes the multi-fluid blends to the mixture dispatch', () => {
    for (const name of ['R407F', 'R448A', 'R449A', 'R452A', 'R454B', 'R454C', 'R513A']) {
      try {
        const s = saturation(name, { T: 273.15 });
        expect(s.p_bubble).toBeGreaterThan(s.p_dew); // wired to the mixture model
      } catch (e) {
        expect((e as EngineError).detail).toEqual({ code: 'unknown_refrigerant', name }); // not wired yet
      }
    }
  });
});

describe('state', () => {
  it('classifies phases from (T, p)', () => {
    const psat = saturation('R32', { T: 273.15 }).p_bubble;
    expect(state('R32', { T: 273.15, p: psat * 1.5 }).phase).toBe('liquid');
    expect(state('R32', { T: 273.15, p: psat * 0.5 }).phase).toBe('vapor');
    expect(state('R744', { T: 320, p: 10e6 }).phase).toBe('supercritical');
    expect(state('R744', { T: 320, p: 5e6 }).phase).toBe('vapor');
    expect(state('R744', { T: 290, p: 10e6 }).phase).toBe('liquid');
  });

  it('solves (p, h) and (p, s) back to (T, p) in every phase', () => {
    for (const [name, T, p] of [
      ['R134a', 300, 2e5],
      ['R134a', 260, 2e6],
      ['R744', 320, 10e6],
      ['R744', 350, 3e6],
      ['R410A', 330, 1e6],
      ['R407C', 250, 3e6],
      ['R717', 400, 1e6],
    ] as const) {
      const tp = state(name, { T, p });
      const ph = state(name, { p, h: tp.h });
      const ps = state(name, { p, s: tp.s });
      expect(ph.T, `${name} (p,h)`).toBeCloseTo(T, 6);
      expect(ps.T, `${name} (p,s)`).toBeCloseTo(T, 6);
      expect(ph.phase).toBe(tp.phase);
    }
  });

  it('gives two-phase states with quality from (p, h) and (p, s)', () => {
    const sat = saturation('R32', { p: 1e6 });
    const h = sat.h_liquid + 0.25 * (sat.h_vapor - sat.h_liquid);
    const st = state('R32', { p: 1e6, h });
    expect(st.phase).toBe('twophase');
    expect(st.quality).toBeCloseTo(0.25, 12);
    expect(st.T).toBeCloseTo(sat.T_bubble, 10);
    expect(st.cp).toBeNull();
    const s = sat.s_liquid + 0.5 * (sat.s_vapor - sat.s_liquid);
    expect(state('R32', { p: 1e6, s }).quality).toBeCloseTo(0.5, 12);
  });

  it('throws out_of_range, never NaN, beyond the limits', () => {
    expect(engineError(() => state('R32', { T: 100, p: 1e5 })).detail).toMatchObject({ code: 'out_of_range', quantity: 'temperature' });
    expect(engineError(() => state('R32', { T: 300, p: 1e9 })).detail).toMatchObject({ code: 'out_of_range', quantity: 'pressure', max: 7e7 });
    expect(engineError(() => state('R32', { p: 1e6, h: 1e8 })).detail).toMatchObject({ code: 'out_of_range', quantity: 'enthalpy' });
  });
});

describe('refrigerants()', () => {
  const list = refrigerants();

  it('lists the user refrigerants in order', () => {
    expect(list.map((r) => r.name)).toEqual(USER_LIST);
  });

  it('gives critical point and normal boiling point of pure and pseudo-pure fluids', () => {
    const r134a = list.find((r) => r.name === 'R134a')!;
    expect(r134a).toMatchObject({ kind: 'pure', safetyClass: 'A1', gwpAR4: 1430, gwpAR5: 1300 });
    expect(r134a.criticalTemperature).toBeCloseTo(374.21, 2);
    expect(r134a.normalBoilingPoint!.bubble).toBeCloseTo(247.08, 1); // -26.07 °C
    const r407c = list.find((r) => r.name === 'R407C')!;
    expect(r407c.kind).toBe('pseudo-pure');
    expect(r407c.glide!).toBeGreaterThan(6);
    expect(r407c.glide!).toBeLessThan(8);
  });

  it('gives blends their composition; GWP is the mass-weighted sum of the components', () => {
    const pure = new Map(list.filter((r) => !r.composition).map((r) => [r.name, r]));
    const extra: Record<string, [number, number]> = { R125: [3500, 3170], R143a: [4470, 4800] };
    for (const r of list.filter((x) => x.composition)) {
      const sum = r.composition!.reduce((a, c) => a + c.massFraction, 0);
      expect(sum).toBeCloseTo(1, 10);
      const gwp = (ar: 0 | 1) =>
        r.composition!.reduce((a, c) => {
          const p = pure.get(c.component);
          return a + c.massFraction * (p ? (ar === 0 ? p.gwpAR4 : p.gwpAR5) : extra[c.component]![ar]);
        }, 0);
      expect(Math.abs(gwp(0) - r.gwpAR4), `${r.name} AR4`).toBeLessThanOrEqual(1);
      expect(Math.abs(gwp(1) - r.gwpAR5), `${r.name} AR5`).toBeLessThanOrEqual(1);
    }
  });

  it('fills a multi-fluid blend from the mixture model', () => {
    const r454b = list.find((r) => r.name === 'R454B')!;
    expect(r454b.kind).toBe('mixture');
    expect(r454b.molarMass).toBeCloseTo(0.829248 * 0.052024 + 0.170752 * 0.1140416, 7);
    // ASHRAE Standard 34 (2022) Table D-2: R454B bubble point -50.9 ℃, dew point -50.0 ℃ at 101.325 kPa.
    expect(r454b.normalBoilingPoint!.bubble - 273.15).toBeCloseTo(-50.9, 0);
    expect(r454b.normalBoilingPoint!.dew - 273.15).toBeCloseTo(-50.0, 0);
    expect(r454b.criticalTemperature).toBeGreaterThan(340);
  });
});
