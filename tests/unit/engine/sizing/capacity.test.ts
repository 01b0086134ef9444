import { describe, expect, it } from 'vitest';
import { EngineError, pressureDrop, saturation, state, valveCapacity } from '../../../../src/engine';
import { operatingPoint } from '../../../../src/engine/sizing/physics/operating-point';

const K = 273.15;
const base = { refrigerant: 'R134a', Te: K - 10, Tk: K + 40, superheat: 5, subcooling: 2 };

describe('operating point', () => {
  it('takes pe and pk as dew pressures and the liquid subcooled below the bubble point at pk (R407C)', () => {
    const p = operatingPoint({ ...base, refrigerant: 'R407C' });
    const pk = saturation('R407C', { T: K + 40 }).p_dew;
    expect(p.pk).toBe(pk);
    expect(p.pe).toBe(saturation('R407C', { T: K - 10 }).p_dew);
    const Tl = saturation('R407C', { p: pk }).T_bubble - 2;
    expect(p.line('A').T).toBeCloseTo(Tl, 9);
    expect(p.hIn).toBeCloseTo(state('R407C', { T: Tl, p: pk }).h, 6);
    expect(p.hOut).toBeCloseTo(state('R407C', { T: K - 10 + 5, p: p.pe }).h, 6);
  });
  it('estimates the hot gas from the isentropic efficiency, or takes the given temperature', () => {
    const p = operatingPoint({ ...base, isentropicEfficiency: 1 });
    const s = state('R134a', { T: K - 5, p: p.pe }).s;
    expect(p.line('D').T).toBeCloseTo(state('R134a', { p: p.pk, s }).T, 6);
    // the default 0.7 compressor delivers hotter gas than the ideal one
    expect(operatingPoint(base).line('D').T).toBeGreaterThan(p.line('D').T + 5);
    expect(operatingPoint({ ...base, dischargeTemperature: K + 80 }).line('D').T).toBe(K + 80);
    expect(() => operatingPoint({ ...base, dischargeTemperature: K + 30 }).line('D')).toThrow(EngineError);
    for (const eta of [0, 1.2, Number.NaN]) expect(() => operatingPoint({ ...base, isentropicEfficiency: eta })).toThrow(EngineError);
  });
  // Çengel & Boles, Thermodynamics: An Engineering Approach, problem 7-117 (7th ed.): R-134a enters an adiabatic
  // compressor as saturated vapour at 120 kPa and leaves at 1 MPa; isentropic efficiency 80 %. Answer: (a) 58.9 °C.
  it('gives the textbook discharge temperature of an 80 % compressor (Çengel & Boles 7-117: 58.9 °C)', () => {
    const Te = saturation('R134a', { p: 120e3 }).T_dew;
    const Tk = saturation('R134a', { p: 1e6 }).T_dew;
    const p = operatingPoint({ refrigerant: 'R134a', Te, Tk, superheat: 0, subcooling: 0, isentropicEfficiency: 0.8 });
    expect(p.pe).toBeCloseTo(120e3, 3);
    expect(p.pk).toBeCloseTo(1e6, 2);
    // printed to 0.1 K, read from interpolated tables
    expect(Math.abs(p.line('D').T - (K + 58.9))).toBeLessThanOrEqual(0.15);
  });
  it('rejects Tk not above Te', () => {
    expect(() => operatingPoint({ ...base, Tk: K - 10 })).toThrow(EngineError);
  });
});

describe('valveCapacity and pressureDrop', () => {
  it('ties duty and mass flow by m = Q / (h_out − h_in)', () => {
    const p = operatingPoint(base);
    const Q = valveCapacity({ ...base, position: 'A', Kv: 1, dp: 0.2e5 });
    const m = (Math.sqrt(1000) * Math.sqrt(0.2 * p.line('A').rho)) / 3600;
    expect(Q).toBeCloseTo(m * (p.hOut - p.hIn), 6);
  });
  it.each(['A', 'C', 'D'] as const)('are inverse of each other at %s', (position) => {
    const Q = valveCapacity({ ...base, position, Kv: 2.5, dp: 0.1e5 });
    expect(pressureDrop({ ...base, position, Kv: 2.5, capacity: Q })).toBeCloseTo(0.1e5, 4);
  });
  it.each(['A', 'C', 'D'] as const)('capacity grows with the drop and a larger Kv never gives a larger drop (%s)', (position) => {
    let last = 0;
    for (const dp of [0.01e5, 0.05e5, 0.1e5, 0.2e5, 0.5e5]) {
      const Q = valveCapacity({ ...base, position, Kv: 1, dp });
      expect(Q).toBeGreaterThan(last);
      last = Q;
    }
    let lastDrop = Infinity;
    for (const Kv of [4, 5, 6, 8, 10, 20]) {
      const dp = pressureDrop({ ...base, position, Kv, capacity: 5000 });
      expect(dp).toBeLessThanOrEqual(lastDrop);
      lastDrop = dp;
    }
  });
  it('answers flow_choked when a gas duty cannot pass the Kv', () => {
    try {
      pressureDrop({ ...base, position: 'C', Kv: 0.01, capacity: 50_000 });
      expect.unreachable();
    } catch (e) {
      expect((e as EngineError).detail.code).toBe('flow_choked');
    }
  });
  // https://github.com/valve-selector/issues/23: a gas line answered the choked capacity for any drop, even one
  // that would put the outlet below vacuum.
  it.each(['A', 'C', 'D'] as const)('refuses a drop larger than the inlet pressure at %s, with the limits', (position) => {
    const inlet = operatingPoint(base).line(position).p;
    expect(valveCapacity({ ...base, position, Kv: 1, dp: inlet })).toBeGreaterThan(0);
    try {
      valveCapacity({ ...base, position, Kv: 1, dp: inlet * 1.01 });
      expect.unreachable();
    } catch (e) {
      expect((e as EngineError).detail).toEqual({ code: 'out_of_range', quantity: 'pressure_drop', value: inlet * 1.01, min: 0, max: inlet });
    }
  });
  it('converts Kv to Cv with 1.156 (spec §6), the unit table agreeing', async () => {
    const { convert } = await import('../../../../src/engine');
    expect(convert(1, 'Kv', 'Cv')).toBeCloseTo(1.156, 3);
  });
});
