// electronicValveCapacity's inlet: subcooled liquid, or liquid that reaches the valve flashing. The two-phase inlet
// passes at the homogeneous density 1 / (x/ρ'' + (1 − x)/ρ') (Collier & Thome, Convective Boiling and
// Condensation, homogeneous flow model), with ρ', ρ'' the property engine's saturated densities at the inlet pressure.
import { describe, expect, it } from 'vitest';
import { EngineError, electronicValveCapacity, inletDensity, saturation } from '../../../../src/engine';
import type { EevRating } from '../../../../src/engine/sizing';
import { liquidMassFlow } from '../../../../src/engine/sizing/physics/flow';
import { operatingPoint } from '../../../../src/engine/sizing/physics/operating-point';
import { BAR, K, base, capacityOf, codes, grade } from './helpers';

const refrigerant = 'R410A';
const Te = K + 5;
const pInlet = saturation(refrigerant, { T: K + 40 }).p_bubble;
const atInlet = saturation(refrigerant, { p: pInlet });
const hAtQuality = (x: number) => atInlet.h_liquid + x * (atInlet.h_vapor - atInlet.h_liquid);
const valve = (h: number, opening = 1) => electronicValveCapacity({ refrigerant, Kv: 0.5, opening, inlet: { p: pInlet, h }, Te, superheat: 5, dp: 10 * BAR });

describe('electronicValveCapacity, flashing inlet', () => {
  it('passes a two-phase inlet at the homogeneous density of its quality', () => {
    for (const x of [0.01, 0.05, 0.2]) {
      const homogeneous = 1 / (x / atInlet.rho_vapor + (1 - x) / atInlet.rho_liquid);
      const inlet = inletDensity(refrigerant, { p: pInlet, h: hAtQuality(x) });
      expect(inlet.quality).toBeCloseTo(x, 6);
      expect(inlet.rho / homogeneous).toBeCloseTo(1, 6);
    }
  });

  it('is continuous across the bubble point and falls steeply with flash gas', () => {
    const saturated = valve(atInlet.h_liquid);
    expect(valve(atInlet.h_liquid - 1) / saturated).toBeCloseTo(1, 3);
    expect(valve(atInlet.h_liquid + 1) / saturated).toBeCloseTo(1, 3);
    // 5 % flash gas by mass fills most of the port's volume: R410A at 40 °C, ρ'/ρ'' ≈ 6.8, so ρ falls to ~0.75 ρ'.
    expect(valve(hAtQuality(0.05)) / saturated).toBeLessThan(0.85);
    expect(valve(hAtQuality(0.2)) / valve(hAtQuality(0.05))).toBeLessThan(0.75);
  });

  it('refuses a vapour inlet, an opening beyond full stroke and what is not a number', () => {
    expect(() => valve(atInlet.h_vapor + 5000)).toThrow(EngineError);
    expect(() => valve(atInlet.h_liquid, 1.2)).toThrow(EngineError);
    expect(() => valve(atInlet.h_liquid, 0)).toThrow(EngineError);
    expect(() => valve(Number.NaN)).toThrow(EngineError);
    expect(() => electronicValveCapacity(null as never)).toThrow(EngineError);
    expect(() => electronicValveCapacity({ refrigerant, Kv: 1, opening: 1, inlet: null, Te, dp: BAR } as never)).toThrow(EngineError);
  });
});

describe('Eev grading at A: the liquid reaches the valve after the drop Dp1 before it', () => {
  const eev: EevRating = { ...base, Kv: 0.2, minOpening: 0.1, mopd: 30 * BAR };
  // Saturated liquid leaving the condenser loses 0.5 bar before the valve: it arrives flashing (R134a at 40 °C,
  // about 1.5 % flash gas by mass).
  const flashing = { DTSC1: 0, Dp1: 0.5 * BAR };

  it('sizes a flashing inlet below what the same liquid would pass unflashed, and grades by that capacity', () => {
    const point = operatingPoint({ refrigerant: 'R134a', Te: K - 10, Tk: K + 40, superheat: 5, subcooling: 0 });
    const dp = point.pk - point.pe - flashing.Dp1;
    const unflashed = liquidMassFlow(eev.Kv, dp, point.line('A').rho) * (point.hOut - point.hIn);
    const C = capacityOf('Eev', eev, flashing);
    expect(C / unflashed).toBeLessThan(0.9);
    // A duty that would open an unflashed valve to the top of the band (80 %) opens this one beyond it.
    const r = grade('Eev', eev, { ...flashing, Capicity: 0.8 * unflashed });
    expect(r.values.opening!).toBeGreaterThan(0.8);
    expect(r.grade).toBe('Available');
    expect(codes(r)).toContain('opening_high');
  });

  it('with the loss covered by subcooling the liquid arrives unflashed', () => {
    const point = operatingPoint({ refrigerant: 'R134a', Te: K - 10, Tk: K + 40, superheat: 5, subcooling: 5 });
    const dp = point.pk - point.pe - flashing.Dp1;
    const unflashed = liquidMassFlow(eev.Kv, dp, point.line('A').rho) * (point.hOut - point.hIn);
    expect(capacityOf('Eev', eev, { DTSC1: 5, Dp1: flashing.Dp1 }) / unflashed).toBeCloseTo(1, 3);
  });
});
