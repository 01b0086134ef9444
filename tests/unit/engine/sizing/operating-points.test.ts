import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  calculateSizes,
  decidingPoint,
  HEATING_CONDENSING,
  HEATING_EVAPORATING,
  HIGHEST_CONDENSING,
  LOWEST_EVAPORATING_BELOW_DESIGN,
  operatingPointPresets,
  PART_LOAD,
  sizesOverPoints,
  sizingFields,
  TXV_PART_LOAD,
  worseGrade,
  type Mv4Rating,
  type SizeResult,
  type SovRating,
} from '../../../../src/engine/sizing';
import { BAR, base, grade, K } from './helpers';

// CoolProp's saturation pressures (tests/fixtures/coolprop-check-values.json): the differentials below are checked
// against them, not against the engine's own saturation.
const coolprop = JSON.parse(readFileSync(new URL('../../../fixtures/coolprop-check-values.json', import.meta.url), 'utf8')) as {
  fluids: Record<string, { saturation_by_temperature: { T_C: number; p_dew_Pa: number }[] }>;
};
const pDew = (fluid: string, celsius: number) => coolprop.fluids[fluid]!.saturation_by_temperature.find((s) => s.T_C === celsius)!.p_dew_Pa;

const result = (key: string, g: SizeResult<string>['grade']): SizeResult<string> => ({ key, grade: g, reasons: [], values: { massFlow: 0 } });

describe('grading over operating points', () => {
  it('is decided by the worst point, the earliest of equals', () => {
    expect(decidingPoint(['Optimal', 'Available', 'Available'])).toBe(1);
    expect(decidingPoint(['Available', 'Optimal', 'Prohibited'])).toBe(2);
    expect(decidingPoint(['Optimal', 'Optimal'])).toBe(0);
    expect(decidingPoint(['Prohibited', 'Prohibited'])).toBe(0);
    expect(decidingPoint([])).toBe(-1);
    expect(worseGrade('Available', 'Optimal')).toBe('Available');
    expect(worseGrade('Available', 'Prohibited')).toBe('Prohibited');
  });

  it('gathers each size over the points in the design order and drops a size a point left out', () => {
    const design = [result('a', 'Optimal'), result('b', 'Optimal'), result('c', 'Available')];
    const partLoad = [result('c', 'Optimal'), result('a', 'Available')];
    const over = sizesOverPoints([design, partLoad]);
    expect(over.map((s) => [s.key, s.deciding, s.points.map((p) => p.grade)])).toEqual([
      ['a', 1, ['Optimal', 'Available']],
      ['c', 0, ['Available', 'Optimal']],
    ]);
  });
});

describe('the figures graded at every point', () => {
  it('states a solenoid valve\'s opening differential pk − pe against its MOPD (R134a 0 ℃ / 30 ℃)', () => {
    const sov: SovRating = { ...base, Kv: 2, mopd: 21 * BAR, minOpeningDp: 0, normallyOpen: false };
    const r = grade('Sov', sov, { position: 'A', evaporatingTemperature: K, condensingTemperature: K + 30 });
    expect(r.values.differential! / (pDew('R134a', 30) - pDew('R134a', 0))).toBeCloseTo(1, 3);
    expect(r.values.mopd).toBe(21 * BAR);
  });

  it('states a reversing valve\'s D–S differential against its shifting range (R410A −30 ℃ / 30 ℃)', () => {
    const valve: Mv4Rating = {
      ...base,
      Kv: 6.4,
      minShiftDp: 3.4 * BAR,
      maxOperatingDp: 31 * BAR,
      minShiftCapacity: 4000,
      shiftRating: { refrigerant: 'R407C', Te: K + 7.2, Tk: K + 54.4, superheat: 11.1, subcooling: 8.3 },
    };
    const r = grade('Mv4', valve, { evaporatingTemperature: K - 30, condensingTemperature: K + 30, capacity: 20_000 }, 'R410A');
    expect(r.values.differential! / (pDew('R410A', 30) - pDew('R410A', -30))).toBeCloseTo(1, 3);
    expect(r.values).toMatchObject({ minShiftDifferential: 3.4 * BAR, maxOperatingDifferential: 31 * BAR });
    // The minimum shifting flow's discharge drop is the drop that grades too_low_to_shift: at that duty it is met.
    expect(r.values.minDischargeDrop).toBeGreaterThan(0);
  });
});

describe('operatingPointPresets', () => {
  const design = { evaporatingTemperature: K - 10, condensingTemperature: K + 40, capacity: 10_000 };

  it('offers an expansion valve full load and the lowest part load at 30 % of the duty', () => {
    const presets = operatingPointPresets('Eev', design);
    expect(presets.map((p) => [p.key, p.name])).toEqual([
      ['fullLoad', 'selection:point.fullLoad'],
      ['partLoad', 'selection:point.partLoad'],
    ]);
    expect(presets[0]!.conditions).toEqual(design);
    // At the part-load point the system runs at that load: no further turndown is applied on top of it.
    expect(presets[1]!.conditions).toEqual({ ...design, capacity: 10_000 * PART_LOAD, lowestLoad: 100, compressorSpeed: 1 });
    expect(PART_LOAD).toBe(0.3);
  });

  it('sets only conditions the family has (TxvOld has no Load)', () => {
    const txv = operatingPointPresets('TxvOld', design)[1]!.conditions;
    const names = new Set(sizingFields('TxvOld').map((f) => f.name));
    for (const name of Object.keys(txv)) expect(names.has(name as never)).toBe(true);
    // Issue 36: a TXV's part load is a two-step compressor's lower step, 50 % (not an inverter's 30 %, below its 40 % lowest load).
    expect(txv.capacity).toBe(5000);
    expect(TXV_PART_LOAD).toBe(0.5);
  });

  it('offers a reversing valve cooling and heating with the evaporator outdoors in winter', () => {
    const presets = operatingPointPresets('Mv4', design);
    expect(presets.map((p) => p.key)).toEqual(['cooling', 'heating']);
    expect(presets[1]!.conditions).toMatchObject({ evaporatingTemperature: K - 7, condensingTemperature: K + 50, capacity: 10_000 });
    expect([HEATING_EVAPORATING, HEATING_CONDENSING]).toEqual([K - 7, K + 50]);
    // A reversible (bi-flow) expansion valve: heating besides full and part load.
    expect(operatingPointPresets('Eev', design, { reversible: true }).map((p) => p.key)).toEqual(['fullLoad', 'partLoad', 'heating']);
    expect(operatingPointPresets('TxvOld', design, { reversible: true }).map((p) => p.key)).toEqual(['fullLoad', 'partLoad', 'heating']);
    expect(operatingPointPresets('TxvOld', design).map((p) => p.key)).toEqual(['fullLoad', 'partLoad']);
  });

  it('offers a solenoid valve the highest differential: hottest condensing, lowest evaporating', () => {
    const [point] = operatingPointPresets('Sov', design, { refrigerant: 'R410A' });
    expect(point!.key).toBe('highestDifferential');
    expect(point!.conditions).toMatchObject({ evaporatingTemperature: K - 10 - LOWEST_EVAPORATING_BELOW_DESIGN, condensingTemperature: HIGHEST_CONDENSING });
    expect(HIGHEST_CONDENSING).toBeCloseTo(K + 55, 9);
    // The differential the valve must open against grows (CoolProp: R410A at 30 ℃ and −30 ℃ bracket design and point).
    const sov: SovRating = { ...base, Kv: 2, mopd: 40 * BAR, minOpeningDp: 0, normallyOpen: false };
    const atDesign = grade('Sov', sov, design, 'R410A').values.differential!;
    const atPoint = grade('Sov', sov, point!.conditions, 'R410A').values.differential!;
    expect(atPoint).toBeGreaterThan(atDesign + (pDew('R410A', 30) - pDew('R410A', 0)) * 0.5);
  });

  it('keeps a design hotter than the preset and a refrigerant\'s critical point', () => {
    const hot = operatingPointPresets('Sov', { ...design, condensingTemperature: K + 60 }, { refrigerant: 'R410A' })[0]!;
    expect(hot.conditions.condensingTemperature).toBe(K + 60);
    // R744: critical 31 ℃, so the highest condensing stays 5 K below it.
    const co2 = operatingPointPresets('Sov', { evaporatingTemperature: K - 30, condensingTemperature: K + 10 }, { refrigerant: 'R744' })[0]!;
    expect(co2.conditions.condensingTemperature as number).toBeLessThan(K + 31);
    expect(co2.conditions.condensingTemperature as number).toBeGreaterThan(K + 25);
    const calculated = calculateSizes('Sov', { refrigerant: 'R744', conditions: co2.conditions, sizes: [] });
    expect(calculated).toEqual([]);
  });

  it('offers nothing to a family graded at its design alone', () => {
    expect(operatingPointPresets('Filter', design)).toEqual([]);
  });
});

// Issue 36: each point is judged by its own rule. The design point by the design window (an EEV's opening 30–80 %, a
// TXV's load 70–100 %); a part-load or heating point by whether the size controls that duty (not beyond full, not
// below the minimum opening or load the maker states). Ratings: ranges stepped by 2^(1/8) in Kv (finer than any
// window's width, so every window holds a size), an EEV's minimum opening 10 % (Emerson EX4–8), a TXV's lowest load
// TXV_MIN_LOAD 40 % (RAC Brasil's selector).
describe('each operating point judged by its own rule (design, part load, heating)', () => {
  const step = 2 ** (1 / 8);
  const sizes = <R>(rating: (Kv: number) => R) => Array.from({ length: 64 }, (_, i) => ({ key: `Kv ${(0.02 * step ** i).toPrecision(3)}`, rating: rating(0.02 * step ** i) }));
  const eevs = sizes((Kv) => ({ ...base, Kv, minOpening: 0.1, mopd: 40 * BAR }));
  const txvs = sizes((Kv) => ({ ...base, Kv, equalizer: 'internal' as const, evaporatingMin: K - 40, evaporatingMax: K + 10 }));
  const design = { evaporatingTemperature: K - 5, condensingTemperature: K + 40, capacity: 10_000, superheat: 5, subcooling: 2 };

  function overPoints(family: 'Eev' | 'TxvOld', ratings: typeof eevs | typeof txvs, refrigerant: string) {
    const presets = operatingPointPresets(family, design, { reversible: true });
    expect(presets.map((p) => p.key)).toEqual(['fullLoad', 'partLoad', 'heating']);
    const perPoint = presets.map((p, index) => calculateSizes(family, { refrigerant, conditions: p.conditions, sizes: ratings as never, rule: index === 0 ? 'design' : 'duty' }));
    return { presets, sizes: sizesOverPoints(perPoint) };
  }

  it('an EEV: some size is Optimal at design, at 30 % part load and in heating', () => {
    const { presets, sizes: over } = overPoints('Eev', eevs, 'R410A');
    expect(presets[1]!.conditions.capacity).toBeCloseTo(design.capacity * PART_LOAD, 9);
    const optimal = over.filter((s) => s.points.every((p) => p.grade === 'Optimal'));
    expect(optimal.length).toBeGreaterThan(0);
    for (const s of optimal) {
      const [atDesign, atPart] = s.points;
      // The design window at design; at part load the opening falls with the duty and is judged against 10 % alone.
      expect(atDesign!.values.opening!).toBeGreaterThanOrEqual(0.3);
      expect(atDesign!.values.opening!).toBeLessThanOrEqual(0.8);
      expect(atPart!.values.opening!).toBeLessThan(0.3);
      expect(atPart!.values.opening!).toBeGreaterThanOrEqual(0.1);
      expect(atPart!.reasons.map((r) => r.code)).toEqual(['opening_controllable']);
    }
  });

  it('an EEV: a size too big for the part load is still refused there, by the minimum opening', () => {
    const { sizes: over } = overPoints('Eev', eevs, 'R410A');
    const tooBig = over.filter((s) => s.points[0]!.grade === 'Optimal' && s.points[1]!.grade !== 'Optimal');
    expect(tooBig.length).toBeGreaterThan(0);
    for (const s of tooBig) {
      expect(s.deciding).toBe(1);
      expect(s.points[1]!.reasons).toContainEqual({ code: 'opening_below_minimum', values: { opening: s.points[1]!.values.opening, minOpening: 0.1 } });
    }
  });

  it('a TXV: some size is Optimal at design, at 50 % part load and in heating', () => {
    const { presets, sizes: over } = overPoints('TxvOld', txvs, 'R407C');
    expect(presets[1]!.conditions.capacity).toBeCloseTo(design.capacity * TXV_PART_LOAD, 9);
    const optimal = over.filter((s) => s.points.every((p) => p.grade === 'Optimal'));
    expect(optimal.length).toBeGreaterThan(0);
    for (const s of optimal) {
      expect(s.points[0]!.values.loadRatio!).toBeGreaterThanOrEqual(0.7);
      expect(s.points[1]!.values.loadRatio!).toBeLessThan(0.7);
      expect(s.points[1]!.values.loadRatio!).toBeGreaterThanOrEqual(0.4);
      expect(s.points[1]!.reasons.map((r) => r.code)).toEqual(['load_controllable']);
    }
  });

  it('judges a further point at the limits of its own rule, not the design window', () => {
    const eev = eevs[24]!.rating;
    const full = grade('Eev', eev, design).values.capacity!;
    const at = (share: number) => calculateSizes('Eev', { refrigerant: 'R134a', conditions: { ...design, capacity: share * full }, sizes: [{ key: 'x', rating: eev }], rule: 'duty' })[0]!;
    // 10 % (the minimum opening) and 100 % (fully open) are the duty rule's edges; 20 % is outside the design window.
    expect([at(0.1 * 1.0001).grade, at(0.2).grade, at(0.9999).grade]).toEqual(['Optimal', 'Optimal', 'Optimal']);
    expect(at(0.1 * 0.9999).reasons.map((r) => r.code)).toEqual(['opening_below_minimum']);
    expect(at(1.0001).reasons.map((r) => r.code)).toEqual(['opening_above_full']);
    const designRule = calculateSizes('Eev', { refrigerant: 'R134a', conditions: { ...design, capacity: 0.2 * full }, sizes: [{ key: 'x', rating: eev }] })[0]!;
    expect([designRule.grade, designRule.reasons[0]!.code]).toEqual(['Available', 'opening_low']);
  });
});
