import type { QuantityId } from './quantities';

/** Unit system ids of the specification: 1 imperial, 2 metric (the default). */
export type UnitSystemId = 1 | 2;

export const defaultUnitSystem: UnitSystemId = 2;

/** The unit each quantity is shown in by default, per unit system. */
export const unitSystems: Record<UnitSystemId, Record<QuantityId, string>> = {
  1: {
    Temp: '℉',
    Temp2: '℉',
    Press: 'Psi',
    CoolCapacity: 'TR',
    HeatCapacity: 'KBtu/h',
    MassFlow: 'lb/h',
    Velocity: 'ft/s',
    VolumeFlow: 'gal/min',
    Size: 'in',
    Density: 'lb/ft³',
    Enthalpy: 'Btu/lb',
    Entropy: 'Btu/(lb·℉)',
    FlowFactor: 'Cv',
  },
  2: {
    Temp: '℃',
    Temp2: 'K',
    Press: 'bar',
    CoolCapacity: 'kW',
    HeatCapacity: 'kW',
    MassFlow: 'kg/h',
    Velocity: 'm/s',
    VolumeFlow: 'm³/h',
    Size: 'mm',
    Density: 'kg/m³',
    Enthalpy: 'kJ/kg',
    Entropy: 'kJ/(kg·K)',
    FlowFactor: 'Kv',
  },
};

export function isUnitSystemId(value: unknown): value is UnitSystemId {
  return value === 1 || value === 2;
}

/** The default unit of a quantity in a unit system; unknown systems fall back to metric. */
export function defaultUnit(quantity: QuantityId, system: number = defaultUnitSystem): string {
  return unitSystems[isUnitSystemId(system) ? system : defaultUnitSystem][quantity];
}
