import type { QuantityId } from './quantities';

/** Unit system ids of the specification: 1 imperial, 2 metric (the default). */
export type UnitSystemId = 1 | 2;

export const defaultUnitSystem: UnitSystemId = 2;

/**
 * The unit each quantity is shown in by default, per unit system: SPEC §9's defaults. SPEC writes the imperial
 * heating capacity `kBtu/h`, the unit its list of units spells `KBtu/h`; both spellings read as that one unit, and
 * the label is the list's. Temp2 (superheat, subcooling) is not in SPEC's lists: a difference in the system's
 * temperature scale (℉ in imperial; K in metric, as SPEC §3 gives DTSH and DTSC).
 */
export const unitSystems: Record<UnitSystemId, Record<QuantityId, string>> = {
  1: {
    Temp: '℉',
    Temp2: '℉',
    Press: 'Psi',
    CoolCapacity: 'TR',
    HeatCapacity: 'KBtu/h',
    MassFlow: 'lb/min',
    Velocity: 'ft/s',
    VolumeFlow: 'gal/min',
    Size: 'inch',
    Density: 'lb/ft³',
    Enthalpy: 'Btu/lb',
    Entropy: 'Btu/(lb·F)',
    FlowFactor: 'gal/min (Cv)',
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
    FlowFactor: 'm³/h (Kv)',
  },
};

export function isUnitSystemId(value: unknown): value is UnitSystemId {
  return value === 1 || value === 2;
}

/** The default unit of a quantity in a unit system; unknown systems fall back to metric. */
export function defaultUnit(quantity: QuantityId, system: number = defaultUnitSystem): string {
  return unitSystems[isUnitSystemId(system) ? system : defaultUnitSystem][quantity];
}
