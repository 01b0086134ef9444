import { describe, expect, it } from 'vitest';
import { defaultUnit, quantityIds, resolveUnit, unitOf, unitSystems, type QuantityId } from '../../../../src/engine/units';

// SPEC §9 "Default units", as the specification writes them (its imperial heating capacity `kBtu/h` is the
// list's `KBtu/h`). Temp2 is not in SPEC's lists and is checked on its own below.
const specDefaults: Record<1 | 2, Partial<Record<QuantityId, string>>> = {
  1: {
    Temp: '℉', Press: 'Psi', CoolCapacity: 'TR', HeatCapacity: 'kBtu/h', Velocity: 'ft/s', VolumeFlow: 'gal/min',
    MassFlow: 'lb/min', Size: 'inch', Density: 'lb/ft³', Enthalpy: 'Btu/lb', Entropy: 'Btu/(lb·F)', FlowFactor: 'gal/min (Cv)',
  },
  2: {
    Temp: '℃', Press: 'bar', CoolCapacity: 'kW', HeatCapacity: 'kW', Velocity: 'm/s', VolumeFlow: 'm³/h', MassFlow: 'kg/h',
    Size: 'mm', Density: 'kg/m³', Enthalpy: 'kJ/kg', Entropy: 'kJ/(kg·K)', FlowFactor: 'm³/h (Kv)',
  },
};

describe('unit systems', () => {
  it('defaults to metric', () => {
    expect(defaultUnit('Temp')).toBe('℃');
    expect(defaultUnit('Press', 99)).toBe('bar');
  });

  it.each([1, 2] as const)('system %i shows SPEC §9’s default unit for each quantity', (system) => {
    for (const [quantity, spelling] of Object.entries(specDefaults[system]) as [QuantityId, string][]) {
      // The same unit as SPEC's spelling, under the label the list of units gives it.
      expect(unitOf(quantity, defaultUnit(quantity, system)), quantity).toBe(unitOf(quantity, spelling));
      expect(defaultUnit(quantity, system), quantity).toBe(resolveUnit(spelling).find((r) => r.quantity === quantity)?.unit.label);
    }
    expect(Object.keys(specDefaults[system]).sort()).toEqual(quantityIds.filter((q) => q !== 'Temp2').sort());
  });

  it('gives superheat and subcooling in the system’s temperature scale', () => {
    expect(defaultUnit('Temp2', 1)).toBe('℉');
    expect(defaultUnit('Temp2', 2)).toBe('K');
  });

  it('names a unit of its own quantity, by its label, for every quantity in both systems', () => {
    for (const system of [1, 2] as const) {
      for (const quantity of quantityIds) expect(unitOf(quantity, unitSystems[system][quantity]).label).toBe(unitSystems[system][quantity]);
    }
  });
});
