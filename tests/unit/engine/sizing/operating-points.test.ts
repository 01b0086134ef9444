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
    expect(txv.capacity).toBe(3000);
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
