import { describe, expect, it } from 'vitest';
import { EngineError } from '../../../../src/engine/errors';
import { convert, fromSI, quantities, quantityIds, resolveUnit, toSI, type QuantityId } from '../../../../src/engine/units';

// Factors to SI as printed in NIST SP 811 (2008), Appendix B.8/B.9 (exact where the Guide marks them exact),
// typed in here by hand rather than derived from the code's own table.
const si: Record<QuantityId, Record<string, number>> = {
  Temp: {}, // affine: checked separately below
  Temp2: { K: 1, '℃': 1, '℉': 0.5555555555555556 },
  Press: {
    Pa: 1, kPa: 1e3, MPa: 1e6, mbar: 100, bar: 1e5, atm: 101325,
    mmHg: 133.322387415, inHg: 3386.38864034, Psi: 6894.757293168361,
  },
  CoolCapacity: {
    W: 1, kW: 1e3, 'Btu/h': 0.2930710701722222, 'KBtu/h': 293.0710701722222, 'Btu/s': 1055.05585262,
    TR: 3516.852842066667, 'Kcal/h': 1.163,
  },
  HeatCapacity: { W: 1, kW: 1e3, 'Btu/h': 0.2930710701722222, TR: 3516.852842066667, 'Kcal/h': 1.163 },
  MassFlow: { 'kg/s': 1, 'kg/min': 1 / 60, 'kg/h': 1 / 3600, 'g/s': 1e-3, 'lb/s': 0.45359237, 'lb/min': 0.45359237 / 60, 'lb/h': 0.45359237 / 3600 },
  Velocity: { 'm/s': 1, 'km/h': 0.2777777777777778, 'ft/s': 0.3048, 'ft/min': 0.00508 },
  VolumeFlow: {
    'm³/s': 1, 'm³/h': 2.777777777777778e-4, 'L/s': 1e-3, 'L/min': 1.6666666666666667e-5, 'L/h': 2.777777777777778e-7,
    'ft³/min': 4.719474432e-4, 'ft³/h': 7.86579072e-6, 'in³/min': 2.7311773333333e-7, 'gal/min': 6.30901964e-5,
  },
  Size: { m: 1, cm: 0.01, mm: 0.001, in: 0.0254, ft: 0.3048 },
  Density: { 'kg/m³': 1, 'g/cm³': 1000, 'lb/ft³': 16.01846337396014, 'lb/in³': 27679.90471020312, 'lb/gal': 119.82642731664 },
  Enthalpy: { 'J/kg': 1, 'kJ/kg': 1000, 'kcal/kg': 4186.8, 'Btu/lb': 2326 },
  Entropy: { 'J/(kg·K)': 1, 'kJ/(kg·K)': 1000, 'kcal/(kg·K)': 4186.8, 'Btu/(lb·℉)': 4186.8 },
  // Kv is the base. Cv = 1.1561 Kv as valve makers print it (Swagelok, Samson); Av = Kv / 36000 m² (IEC 60534-1).
  FlowFactor: { Kv: 1, Cv: 1 / 1.1561, Av: 36000 },
};

describe('unit factors against NIST SP 811', () => {
  for (const [quantity, units] of Object.entries(si) as [QuantityId, Record<string, number>][]) {
    for (const [label, factor] of Object.entries(units)) {
      it(`${quantity}: 1 ${label} = ${factor} SI`, () => {
        const precision = quantity === 'FlowFactor' ? 4 : 10; // makers print Cv/Kv to 5 digits
        expect(toSI(quantity, 1, label) / factor).toBeCloseTo(1, precision);
      });
    }
  }

  it('covers every unit of every quantity except affine temperatures', () => {
    for (const quantity of quantityIds) {
      if (quantity === 'Temp' || quantity === 'HeatCapacity') continue;
      const tested = Object.keys(si[quantity]).sort();
      const declared = quantities[quantity].map((u) => u.label).sort();
      expect(tested, quantity).toEqual(declared);
    }
  });
});

describe('temperatures', () => {
  it.each([
    [100, '℃', '℉', 212],
    [-40, '℃', '℉', -40],
    [0, '℃', 'K', 273.15],
    [32, '℉', '℃', 0],
    [0, 'K', '℉', -459.67],
  ])('%s %s is %s %s', (value, from, to, expected) => {
    expect(convert(value, from, to)).toBeCloseTo(expected, 10);
  });

  it('converts a difference without offset: 5 K is 9 ℉', () => {
    expect(convert(5, 'K', '℉', 'Temp2')).toBeCloseTo(9, 12);
    expect(convert(9, '℉', '℃', 'Temp2')).toBeCloseTo(5, 12);
  });

  it('reads ℃ and ℉ as temperatures when no quantity is named', () => {
    expect(convert(10, '℃', '℉')).toBeCloseTo(50, 12);
  });
});

describe('labels and aliases', () => {
  it.each([
    ['C', '℉', 100, 212],
    ['degF', 'degC', 212, 100],
    ['m3/h', 'm³/s', 3600, 1],
    ['psi', 'bar', 14.503773773, 1],
    ['kBtu/h', 'W', 1, 293.0710701722222],
    ['kj/kg', 'J/kg', 1, 1000],
    // The specification's spellings (SPEC §9): inch for in, F for ℉ in the entropy unit.
    ['inch', 'mm', 1, 25.4],
    ['Btu/(lb·F)', 'J/(kg·K)', 1, 4186.8],
  ])('%s to %s', (from, to, value, expected) => {
    expect(convert(value, from, to)).toBeCloseTo(expected, 6);
  });

  it('finds both readings of a shared label', () => {
    expect(resolveUnit('℃').map((r) => r.quantity)).toEqual(['Temp', 'Temp2']);
  });

  it('round-trips every unit through SI', () => {
    for (const quantity of quantityIds) {
      for (const unit of quantities[quantity]) {
        expect(fromSI(quantity, toSI(quantity, 12.5, unit.label), unit.label)).toBeCloseTo(12.5, 9);
      }
    }
  });
});

describe('errors are data', () => {
  const detailOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineError);
      return (error as EngineError).detail;
    }
    throw new Error('expected an EngineError');
  };

  it('names an unknown unit', () => {
    expect(detailOf(() => convert(1, 'furlong', 'm'))).toEqual({ code: 'unknown_unit', unit: 'furlong' });
  });

  it('refuses units of different quantities', () => {
    expect(detailOf(() => convert(1, 'bar', 'kW'))).toEqual({ code: 'incompatible_units', from: 'bar', to: 'kW' });
    expect(detailOf(() => convert(1, 'bar', 'kW', 'Press')).code).toBe('incompatible_units');
  });

  it('refuses a value that is not a number', () => {
    expect(detailOf(() => convert(Number.NaN, 'bar', 'Pa')).code).toBe('not_a_number');
  });
});
