import { describe, expect, it } from 'vitest';
import checkValues from '../../../fixtures/coolprop-check-values.json';
import { EngineError } from '../../../../src/engine/errors';
import { saturationTable } from '../../../../src/engine/pressure-temperature';

interface CheckRow {
  T_C: number;
  p_bubble_Pa: number;
  p_dew_Pa: number;
}
const fluids = checkValues.fluids as unknown as Record<string, { saturation_by_temperature: CheckRow[] }>;

/** Rows at -30, 0 and +30 ℃, from the table in bar absolute. */
function rowsAt(refrigerant: string) {
  const table = saturationTable({ refrigerant, temperatureUnit: '℃', pressureUnit: 'bar', absolute: true });
  return fluids[refrigerant]!.saturation_by_temperature.map((expected) => {
    const i = table.temperature.indexOf(expected.T_C);
    return { expected, bubble: table.bubble[i]! * 1e5, dew: table.dew[i]! * 1e5 };
  });
}

// Reference: CoolProp 8.0.1dev (commit ea27c63), tests/fixtures/coolprop-check-values.json; the tolerances of
// issue 3 (0.01 % pure and pseudo-pure, 0.1 % multi-fluid blends).
describe('saturationTable against CoolProp', () => {
  const cases: [string, number][] = [
    ['R134a', 1e-4],
    ['R32', 1e-4],
    ['R717', 1e-4],
    ['R410A', 1e-4],
    ['R407C', 1e-4],
    ['R454B', 1e-3],
    ['R448A', 1e-3],
  ];
  it.each(cases)('%s at -30, 0 and +30 ℃', (refrigerant, tolerance) => {
    for (const { expected, bubble, dew } of rowsAt(refrigerant)) {
      expect(Math.abs(bubble / expected.p_bubble_Pa - 1), `${refrigerant} bubble ${JSON.stringify(expected)}`).toBeLessThan(tolerance);
      expect(Math.abs(dew / expected.p_dew_Pa - 1), `${refrigerant} dew ${JSON.stringify(expected)}`).toBeLessThan(tolerance);
    }
  });
});

describe('saturationTable rows and units', () => {
  it('has a row every 1 K from -60 to +60 ℃ for R134a, ascending', () => {
    const table = saturationTable({ refrigerant: 'R134a', temperatureUnit: '℃', pressureUnit: 'bar', absolute: true });
    expect(table.temperature.length).toBe(121);
    expect([table.temperature[0], table.temperature[120]]).toEqual([-60, 60]);
    for (let i = 1; i < table.bubble.length; i++) expect(table.bubble[i]).toBeGreaterThan(table.bubble[i - 1]!);
    expect(table.bubble).toEqual(table.dew);
  });

  it('has a row every 1 ℉ from -76 to 140 ℉ in Psi, 32 ℉ being 0 ℃', () => {
    const table = saturationTable({ refrigerant: 'R134a', temperatureUnit: '℉', pressureUnit: 'Psi', absolute: true });
    expect(table.temperature.length).toBe(217);
    const at32 = table.bubble[table.temperature.indexOf(32)]!;
    expect(at32 * 6894.757293168).toBeCloseTo(292_800, -2);
  });

  it('gives gauge pressures 1.01325 bar below the absolute ones', () => {
    const input = { refrigerant: 'R404A', temperatureUnit: '℃', pressureUnit: 'bar' };
    const abs = saturationTable({ ...input, absolute: true });
    const gauge = saturationTable({ ...input, absolute: false });
    for (let i = 0; i < abs.dew.length; i++) expect(abs.dew[i]! - gauge.dew[i]!).toBeCloseTo(1.01325, 10);
  });

  it('ends below the critical point: R744 stops at 30 ℃ (critical 30.98 ℃)', () => {
    const table = saturationTable({ refrigerant: 'R744', temperatureUnit: '℃', pressureUnit: 'bar', absolute: true });
    expect(table.temperature[0]).toBe(-56); // triple point -56.56 ℃
    expect(table.temperature[table.temperature.length - 1]).toBe(30);
  });

  it('keeps bubble above dew for a blend with glide', () => {
    const table = saturationTable({ refrigerant: 'R407C', temperatureUnit: 'C', pressureUnit: 'kPa', absolute: true, from: -10, to: 10, step: 5 });
    expect([...table.temperature]).toEqual([-10, -5, 0, 5, 10]);
    for (let i = 0; i < 5; i++) expect(table.bubble[i]).toBeGreaterThan(table.dew[i]!);
  });

  it('rejects an unknown refrigerant, an unknown unit and a step that is not above zero', () => {
    const input = { refrigerant: 'R134a', temperatureUnit: '℃', pressureUnit: 'bar', absolute: true };
    expect(() => saturationTable({ ...input, refrigerant: 'R999' })).toThrow(EngineError);
    expect(() => saturationTable({ ...input, pressureUnit: 'furlong' })).toThrow(EngineError);
    expect(() => saturationTable({ ...input, step: 0 })).toThrow(EngineError);
  });
});
