// electronicValveCapacity's inlet: subcooled liquid, or liquid that reaches the valve flashing. The two-phase inlet
// passes at the homogeneous density 1 / (x/ρ'' + (1 − x)/ρ') (Collier & Thome, Convective Boiling and
// Condensation, homogeneous flow model), with ρ', ρ'' the property engine's saturated densities at the inlet pressure.
import { describe, expect, it } from 'vitest';
import { EngineError, electronicValveCapacity, inletDensity, saturation } from '../../../../src/engine';
import type { EevRating } from '../../../../src/engine/sizing';
import { ratedKv } from '../../../../src/engine/sizing/physics/electronic';
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

  it('refuses a vapour inlet, an opening outside 0…1 and what is not a number', () => {
    expect(() => valve(atInlet.h_vapor + 5000)).toThrow(EngineError);
    expect(detail(() => valve(atInlet.h_liquid, 1.2))).toEqual({ code: 'out_of_range', quantity: 'opening', value: 1.2, min: 0, max: 1 });
    expect(detail(() => valve(atInlet.h_liquid, -0.1))).toEqual({ code: 'out_of_range', quantity: 'opening', value: -0.1, min: 0, max: 1 });
    expect(valve(atInlet.h_liquid, 0)).toBe(0);
    expect(() => valve(Number.NaN)).toThrow(EngineError);
    expect(() => electronicValveCapacity(null as never)).toThrow(EngineError);
    expect(() => electronicValveCapacity({ refrigerant, Kv: 1, opening: 1, inlet: null, Te, dp: BAR } as never)).toThrow(EngineError);
  });
});

/** The detail of the EngineError `f` throws. */
function detail(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return e.detail;
    throw e;
  }
  throw new Error('no EngineError');
}

// Issue 23: electronicValveCapacity answered a 50 bar drop from a 24 bar inlet (34 kW).
describe('electronicValveCapacity refuses what physics forbids, with the limits', () => {
  const inlet = { p: 24 * BAR, h: atInlet.h_liquid };
  const input = { refrigerant, Kv: 0.5, opening: 1, inlet, Te, superheat: 5, dp: 10 * BAR };
  const pe = saturation(refrigerant, { T: Te }).p_dew;

  it('a drop beyond the inlet pressure less the evaporating pressure', () => {
    expect(detail(() => electronicValveCapacity({ ...input, dp: 50 * BAR }))).toEqual({ code: 'out_of_range', quantity: 'dp', value: 50 * BAR, min: 0, max: inlet.p - pe });
    expect(detail(() => electronicValveCapacity({ ...input, dp: inlet.p - pe + 1 }))).toMatchObject({ code: 'out_of_range', quantity: 'dp' });
    expect(electronicValveCapacity({ ...input, dp: inlet.p - pe })).toBeGreaterThan(electronicValveCapacity(input));
  });

  it('a drop, Kv, superheat or inlet pressure that is negative or zero', () => {
    expect(detail(() => electronicValveCapacity({ ...input, dp: -BAR }))).toEqual({ code: 'out_of_range', quantity: 'dp', value: -BAR, min: 0, max: inlet.p - pe });
    expect(detail(() => electronicValveCapacity({ ...input, dp: 0 }))).toMatchObject({ code: 'out_of_range', quantity: 'dp', min: 0 });
    expect(detail(() => electronicValveCapacity({ ...input, Kv: -0.5 }))).toEqual({ code: 'out_of_range', quantity: 'Kv', value: -0.5, min: 0, max: Infinity });
    expect(detail(() => electronicValveCapacity({ ...input, Kv: 0 }))).toMatchObject({ code: 'out_of_range', quantity: 'Kv', min: 0 });
    expect(detail(() => electronicValveCapacity({ ...input, superheat: -1 }))).toEqual({ code: 'out_of_range', quantity: 'superheat', value: -1, min: 0, max: Infinity });
    expect(detail(() => electronicValveCapacity({ ...input, inlet: { ...inlet, p: -1 } }))).toMatchObject({ code: 'out_of_range', quantity: 'inlet.p', min: 0 });
  });

  it('an evaporating pressure at or above the inlet pressure leaves no drop', () => {
    expect(detail(() => electronicValveCapacity({ ...input, inlet: { p: 0.9 * pe, h: atInlet.h_liquid } }))).toMatchObject({ code: 'out_of_range', quantity: 'dp', max: 0.9 * pe - pe });
  });
});

describe('ratedKv: the Kv a maker\'s table implies', () => {
  const rated = { refrigerant: 'R134a', Te: K + 5, Tk: K + 40, capacity: 606_000 };
  const basis = { lineLoss: 0.5 * BAR, distributorLoss: 1 * BAR, subcooling: 0, superheat: 1 };

  it('passes the rated capacity on the table\'s basis: vapour-free liquid at pk, both losses off the drop', () => {
    const Kv = ratedKv(rated, basis);
    const point = operatingPoint({ refrigerant: 'R134a', Te: rated.Te, Tk: rated.Tk, superheat: 1, subcooling: 0 });
    const dp = point.pk - point.pe - 1.5 * BAR;
    expect((liquidMassFlow(Kv, dp, point.line('A').rho) * (point.hOut - point.hIn)) / rated.capacity).toBeCloseTo(1, 9);
    // How the losses split does not matter to the table: they come off the drop, never off the inlet.
    expect(ratedKv(rated, { ...basis, lineLoss: 1.5 * BAR, distributorLoss: 0 })).toBeCloseTo(Kv, 12);
  });

  it('refuses losses that leave no drop at the rated point, and a capacity not above 0', () => {
    const point = operatingPoint({ refrigerant: 'R134a', Te: K + 15, Tk: K + 20, superheat: 1, subcooling: 0 });
    expect(detail(() => ratedKv({ ...rated, Te: K + 15, Tk: K + 20 }, basis))).toEqual({ code: 'out_of_range', quantity: 'losses', value: 1.5 * BAR, min: 0, max: point.pk - point.pe });
    expect(detail(() => ratedKv({ ...rated, capacity: -1 }, basis))).toMatchObject({ code: 'out_of_range', quantity: 'capacity', min: 0 });
    expect(detail(() => ratedKv(rated, { ...basis, lineLoss: -1 }))).toMatchObject({ code: 'out_of_range', quantity: 'lineLoss', min: 0 });
  });
});

describe('Eev grading at A: the liquid reaches the valve after the drop Dp1 before it', () => {
  const eev: EevRating = { ...base, Kv: 0.2, minOpening: 0.1, mopd: 30 * BAR };
  // Saturated liquid leaving the condenser loses 0.5 bar before the valve: it arrives flashing (R134a at 40 °C,
  // about 1.5 % flash gas by mass).
  const flashing = { subcooling: 0, upstreamDrop: 0.5 * BAR, downstreamDrop: 0 };

  it('sizes a flashing inlet below what the same liquid would pass unflashed, and grades by that capacity', () => {
    const point = operatingPoint({ refrigerant: 'R134a', Te: K - 10, Tk: K + 40, superheat: 5, subcooling: 0 });
    const dp = point.pk - point.pe - flashing.upstreamDrop;
    const unflashed = liquidMassFlow(eev.Kv, dp, point.line('A').rho) * (point.hOut - point.hIn);
    const C = capacityOf('Eev', eev, flashing);
    expect(C / unflashed).toBeLessThan(0.9);
    // A duty that would open an unflashed valve to the top of the band (80 %) opens this one beyond it.
    const r = grade('Eev', eev, { ...flashing, capacity: 0.8 * unflashed });
    expect(r.values.opening!).toBeGreaterThan(0.8);
    expect(r.grade).toBe('Available');
    expect(codes(r)).toContain('opening_high');
  });

  it('with the loss covered by subcooling the liquid arrives unflashed', () => {
    const point = operatingPoint({ refrigerant: 'R134a', Te: K - 10, Tk: K + 40, superheat: 5, subcooling: 5 });
    const dp = point.pk - point.pe - flashing.upstreamDrop;
    const unflashed = liquidMassFlow(eev.Kv, dp, point.line('A').rho) * (point.hOut - point.hIn);
    expect(capacityOf('Eev', eev, { subcooling: 5, upstreamDrop: flashing.upstreamDrop, downstreamDrop: 0 }) / unflashed).toBeCloseTo(1, 3);
  });
});
