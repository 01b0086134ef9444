import { describe, expect, it } from 'vitest';
import { EngineError } from '../../../../src/engine/errors';
import { convert, fromSI, quantities, quantityIds, resolveUnit, toSI, type QuantityId } from '../../../../src/engine/units';

// The definitions behind every factor, typed in here from NIST SP 811 (2008) Appendix B.8/B.9 and the standards it
// cites, never taken from the code's own table: each expected SI value below is written from these.
const lb = 0.45359237; // kg, exact (international pound, 1959)
const ft = 0.3048; // m, exact (international foot)
const inch = 0.0254; // m, exact
const btu = 1055.05585262; // J, International Table Btu, exact
const kcal = 4186.8; // J, International Table kilocalorie, exact
const gal = 3.785411784e-3; // m³, US liquid gallon (231 in³), exact
const psi = 6894.757293168; // Pa, lbf/in² (NIST: 6.894 757 E+03; lbf = lb · 9.80665 m/s² exactly)
const atm = 101325; // Pa, exact
const mmHg = 133.322387415; // Pa, conventional millimetre of mercury (13.5951 g/cm³ · gn · 1 mm), exact
const inHg = 3386.389; // Pa, conventional inch of mercury at 32 °F (NIST: 3.386 389 E+03, 7 digits)
const tr = (12000 * btu) / 3600; // W, ton of refrigeration = 12 000 Btu_IT/h (ASHRAE)
// Flow coefficients, each as its value in Kv (the table's base). Kv: m³/h of water at a 1 bar drop. Cv: US gal/min at
// a 1 psi drop; at 1 psi a valve of 1 Kv passes sqrt(1 psi / 1 bar) m³/h, so 1 Cv = gal·60 / sqrt(psi / 1e5 Pa) Kv
// (about 0.865). Av: m², Q[m³/s] = Av·sqrt(Δp[Pa] / ρ[kg/m³]); 1 Av at 1 bar and 1000 kg/m³ passes sqrt(100) m³/s
// = 36 000 m³/h, so 1 Av = 36 000 Kv.
const cvInKv = (gal * 60) / Math.sqrt(psi / 1e5);
const avInKv = 3600 * Math.sqrt(1e5 / 1000);

// SI value of one unit, per quantity and label. A label missing here and present in the table fails the
// coverage test below; so does one missing from the table.
const si: Record<QuantityId, Record<string, number>> = {
  Temp: {}, // affine: checked separately below
  Temp2: { K: 1, '℃': 1, '℉': 5 / 9 },
  Press: { Pa: 1, kPa: 1e3, MPa: 1e6, mbar: 100, bar: 1e5, atm, mmHg, inHg, Psi: psi },
  CoolCapacity: { W: 1, kW: 1e3, 'Btu/h': btu / 3600, 'KBtu/h': (1000 * btu) / 3600, 'Btu/s': btu, TR: tr, 'Kcal/h': kcal / 3600 },
  HeatCapacity: { W: 1, kW: 1e3, 'Btu/h': btu / 3600, 'KBtu/h': (1000 * btu) / 3600, 'Btu/s': btu, TR: tr, 'Kcal/h': kcal / 3600 },
  MassFlow: { 'kg/s': 1, 'kg/min': 1 / 60, 'kg/h': 1 / 3600, 'g/s': 1e-3, 'lb/s': lb, 'lb/min': lb / 60, 'lb/h': lb / 3600 },
  Velocity: { 'm/s': 1, 'km/h': 1000 / 3600, 'ft/s': ft, 'ft/min': ft / 60 },
  VolumeFlow: {
    'm³/s': 1, 'm³/h': 1 / 3600, 'L/s': 1e-3, 'L/min': 1e-3 / 60, 'L/h': 1e-3 / 3600,
    'ft³/min': ft ** 3 / 60, 'ft³/h': ft ** 3 / 3600, 'in³/min': inch ** 3 / 60, 'gal/min': gal / 60,
  },
  Size: { m: 1, cm: 0.01, mm: 0.001, inch, ft },
  Density: { 'kg/m³': 1, 'g/cm³': 1000, 'lb/ft³': lb / ft ** 3, 'lb/in³': lb / inch ** 3, 'lb/gal': lb / gal },
  Enthalpy: { 'J/kg': 1, 'kJ/kg': 1000, 'kcal/kg': kcal, 'Btu/lb': btu / lb },
  // A degree Fahrenheit (difference) is 5/9 K.
  Entropy: { 'J/(kg·K)': 1, 'kJ/(kg·K)': 1000, 'kcal/(kg·K)': kcal, 'Btu/(lb·F)': btu / lb / (5 / 9) },
  FlowFactor: { 'm³/h (Kv)': 1, 'gal/min (Cv)': cvInKv, 'm³/s (Av)': avInKv },
};

// What a handbook prints, as a second check that the definitions above were typed right.
describe('definitions against printed values', () => {
  it.each([
    ['1 Btu_IT/lb = 2.326 kJ/kg exactly', btu / lb, 2326, 12],
    ['1 Btu_IT/(lb·°F) = 4.1868 kJ/(kg·K) exactly', btu / lb / (5 / 9), 4186.8, 12],
    ['1 TR = 3.516 853 kW', tr, 3516.853, 3],
    ['1 psi = 6 894.757 Pa', lb * 9.80665 / inch ** 2, psi, 9],
    ['1 inHg = 3 386.389 Pa (conventional, 13.5951 g/cm³)', 13595.1 * 9.80665 * inch, inHg, 3],
    ['Cv = 1.156 Kv (IEC 60534-1)', cvInKv, 1 / 1.156, 3],
    ['Av = Kv / 36 000 m²', avInKv, 36000, 12],
  ])('%s', (_name, value, printed, digits) => {
    expect(value).toBeCloseTo(printed, digits);
  });
});

describe('unit factors against their definitions', () => {
  for (const [quantity, units] of Object.entries(si) as [QuantityId, Record<string, number>][]) {
    for (const [label, factor] of Object.entries(units)) {
      it(`${quantity}: 1 ${label} = ${factor} SI`, () => {
        // 12 significant digits: every definition is exact, or (inHg) given to 7 digits, which the check allows.
        const digits = label === 'inHg' ? 6 : 12;
        expect(toSI(quantity, 1, label) / factor).toBeCloseTo(1, digits);
      });
    }
  }

  it('covers every unit of every quantity except affine temperatures', () => {
    for (const quantity of quantityIds) {
      if (quantity === 'Temp') continue;
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

// SPEC §9 "Units offered", copied as the specification writes them: each must be a label, character for character.
const specUnits: Record<QuantityId, string[]> = {
  Temp: ['℃', '℉', 'K'],
  Temp2: ['℃', '℉', 'K'],
  Press: ['Pa', 'kPa', 'MPa', 'mbar', 'bar', 'atm', 'mmHg', 'inHg', 'Psi'],
  CoolCapacity: ['W', 'kW', 'Btu/h', 'KBtu/h', 'Btu/s', 'TR', 'Kcal/h'],
  HeatCapacity: ['W', 'kW', 'Btu/h', 'KBtu/h', 'Btu/s', 'TR', 'Kcal/h'],
  MassFlow: ['kg/s', 'kg/h', 'lb/h', 'lb/min'],
  Velocity: ['m/s', 'ft/s'],
  VolumeFlow: ['m³/s', 'm³/h', 'in³/min', 'gal/min'],
  Size: ['mm', 'cm', 'm', 'inch'],
  Density: ['kg/m³', 'lb/in³', 'lb/ft³', 'lb/gal'],
  Enthalpy: ['J/kg', 'kJ/kg', 'Btu/lb'],
  Entropy: ['J/(kg·K)', 'kJ/(kg·K)', 'Btu/(lb·F)'],
  FlowFactor: ['m³/s (Av)', 'm³/h (Kv)', 'gal/min (Cv)'],
};

describe('labels and aliases', () => {
  it.each(quantityIds)('%s offers every unit of SPEC §9 under its exact label', (quantity) => {
    const labels = quantities[quantity].map((u) => u.label);
    for (const label of specUnits[quantity]) expect(labels, quantity).toContain(label);
  });

  it.each([
    ['C', '℉', 100, 212],
    ['degF', 'degC', 212, 100],
    ['m3/h', 'm³/s', 3600, 1],
    ['psi', 'bar', 14.503773773, 1],
    ['kBtu/h', 'W', 1, 293.0710701722222],
    ['kj/kg', 'J/kg', 1, 1000],
    // Earlier labels, kept as aliases so stored unit sets and old clients still parse (issue #10).
    ['in', 'mm', 1, 25.4],
    ['Btu/(lb·℉)', 'J/(kg·K)', 1, 4186.8],
    ['Kv', 'm³/h (Kv)', 1, 1],
    ['Kv', 'Cv', 1, 1.156],
    ['Av', 'Kv', 1, 36000],
  ])('%s to %s', (from, to, value, expected) => {
    expect(convert(value, from, to)).toBeCloseTo(expected, 3);
  });

  it('reads an earlier spelling as the unit of today’s label', () => {
    expect(resolveUnit('in').map((r) => r.unit.label)).toEqual(['inch']);
    expect(resolveUnit('Btu/(lb·℉)').map((r) => r.unit.label)).toEqual(['Btu/(lb·F)']);
    expect(resolveUnit('Cv').map((r) => r.unit.label)).toEqual(['gal/min (Cv)']);
    // The bare flow unit stays a volume flow: only the labelled spelling is a flow coefficient.
    expect(resolveUnit('gal/min').map((r) => r.quantity)).toEqual(['VolumeFlow']);
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
