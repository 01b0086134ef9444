/**
 * Every quantity and unit the selector shows, with exact factors to SI (NIST SP 811 Appendix B, ISO 80000).
 * A value converts to SI as `si = value * factor + offset`. The first unit of each quantity is its SI unit.
 * Labels are SPEC §9's, exactly as written (they are also the wire format: `inch`, `Btu/(lb·F)`, `m³/h (Kv)`);
 * aliases are the other spellings people type or older answers carried (`in`, `Btu/(lb·℉)`, `Kv`), so those still
 * parse. Units marked "beyond SPEC §9" are extras the specification does not list (lb/s, L/min, cfm ...); the
 * order of each list is what selects show and answers list, so extras stay where they were rather than move to
 * the end.
 */

// Exact base definitions (NIST SP 811, B.8–B.9): international foot and pound, IT calorie and Btu, standard gravity.
const inch = 0.0254; // m
const foot = 0.3048; // m
const pound = 0.45359237; // kg
const poundForce = pound * 9.80665; // N
const btu = 1055.05585262; // J, International Table Btu
const kilocalorie = 4186.8; // J, International Table kcal
const usGallon = 231 * inch ** 3; // m³
const mercuryHead = 13595.1 * 9.80665; // Pa per m of conventional mercury (ρ = 13.5951 g/cm³, gn)

export interface UnitDefinition {
  /** The specification's label, e.g. `℃` or `m³/h`. */
  readonly label: string;
  /** SI value per unit value. */
  readonly factor: number;
  /** SI value at unit value zero (temperatures only). */
  readonly offset: number;
  /** Other spellings accepted on input, matched without regard to case. */
  readonly aliases: readonly string[];
}

function unit(label: string, factor: number, aliases: string[] = [], offset = 0): UnitDefinition {
  return { label, factor, offset, aliases };
}

export const quantities = {
  /** Temperature; SI K. */
  Temp: [
    unit('K', 1, ['kelvin']),
    unit('℃', 1, ['C', '°C', 'degC', 'celsius'], 273.15),
    unit('℉', 5 / 9, ['F', '°F', 'degF', 'fahrenheit'], 273.15 - (32 * 5) / 9),
  ],
  /** Temperature difference (superheat, subcooling); SI K. No offset: 5 K is 9 ℉. */
  Temp2: [
    unit('K', 1, ['kelvin', 'delta K', 'dK']),
    unit('℃', 1, ['C', '°C', 'degC']),
    unit('℉', 5 / 9, ['F', '°F', 'degF', 'delta F']),
  ],
  /** Pressure; SI Pa. */
  Press: [
    unit('Pa', 1),
    unit('kPa', 1e3),
    unit('MPa', 1e6),
    unit('mbar', 1e2),
    unit('bar', 1e5),
    unit('atm', 101325),
    unit('mmHg', mercuryHead * 1e-3),
    unit('inHg', mercuryHead * inch),
    unit('Psi', poundForce / inch ** 2, ['psia', 'lbf/in2', 'lbf/in²']),
  ],
  /** Cooling capacity; SI W. */
  CoolCapacity: capacityUnits(),
  /** Heating capacity; SI W. */
  HeatCapacity: capacityUnits(),
  /** Mass flow; SI kg/s. */
  MassFlow: [
    unit('kg/s', 1),
    unit('kg/min', 1 / 60), // beyond SPEC §9
    unit('kg/h', 1 / 3600, ['kg/hr']),
    unit('g/s', 1e-3), // beyond SPEC §9
    unit('lb/s', pound, ['lbm/s']), // beyond SPEC §9
    unit('lb/min', pound / 60, ['lbm/min']),
    unit('lb/h', pound / 3600, ['lbm/h', 'lb/hr']),
  ],
  /** Velocity; SI m/s. */
  Velocity: [
    unit('m/s', 1),
    unit('km/h', 1 / 3.6), // beyond SPEC §9
    unit('ft/s', foot, ['fps']),
    unit('ft/min', foot / 60, ['fpm']), // beyond SPEC §9
  ],
  /** Volume flow; SI m³/s. */
  VolumeFlow: [
    unit('m³/s', 1, ['m3/s', 'm^3/s']),
    unit('m³/h', 1 / 3600, ['m3/h', 'm^3/h', 'm3/hr']),
    unit('L/s', 1e-3, ['l/s']), // beyond SPEC §9
    unit('L/min', 1e-3 / 60, ['l/min', 'lpm']), // beyond SPEC §9
    unit('L/h', 1e-3 / 3600, ['l/h']), // beyond SPEC §9
    unit('ft³/min', foot ** 3 / 60, ['ft3/min', 'cfm']), // beyond SPEC §9
    unit('ft³/h', foot ** 3 / 3600, ['ft3/h', 'cfh']), // beyond SPEC §9
    unit('in³/min', inch ** 3 / 60, ['in3/min', 'cu in/min']),
    unit('gal/min', usGallon / 60, ['gpm', 'USgpm']),
  ],
  /** Length (connection and pipe sizes); SI m. */
  Size: [
    unit('m', 1),
    unit('cm', 1e-2),
    unit('mm', 1e-3),
    unit('inch', inch, ['in', '"']),
    unit('ft', foot, ["'"]), // beyond SPEC §9
  ],
  /** Density; SI kg/m³. */
  Density: [
    unit('kg/m³', 1, ['kg/m3', 'kg/m^3']),
    unit('g/cm³', 1e3, ['g/cm3', 'g/cc']), // beyond SPEC §9
    unit('lb/ft³', pound / foot ** 3, ['lb/ft3', 'lbm/ft3']),
    unit('lb/in³', pound / inch ** 3, ['lb/in3', 'lbm/in3']),
    unit('lb/gal', pound / usGallon, ['lbm/gal']),
  ],
  /** Specific enthalpy; SI J/kg. */
  Enthalpy: [
    unit('J/kg', 1),
    unit('kJ/kg', 1e3),
    unit('kcal/kg', kilocalorie, ['Kcal/kg']), // beyond SPEC §9
    unit('Btu/lb', btu / pound, ['BTU/lb', 'Btu/lbm']),
  ],
  /** Specific entropy; SI J/(kg·K). */
  Entropy: [
    unit('J/(kg·K)', 1, ['J/(kg.K)', 'J/(kg*K)', 'J/kgK', 'J/kg/K']),
    unit('kJ/(kg·K)', 1e3, ['kJ/(kg.K)', 'kJ/(kg*K)', 'kJ/kgK', 'kJ/kg/K']),
    unit('kcal/(kg·K)', kilocalorie, ['kcal/(kg.K)', 'kcal/kgK']), // beyond SPEC §9
    // A Btu per pound per degree Fahrenheit *difference*: 5/9 K, no offset.
    unit('Btu/(lb·F)', btu / pound / (5 / 9), ['Btu/(lb·℉)', 'Btu/(lb·°F)', 'Btu/(lb.F)', 'Btu/(lb*F)', 'Btu/lbF', 'Btu/lb/F']),
  ],
  /**
   * Flow coefficient; "SI" here is Kv, m³/h of water at 1 bar drop. Cv is US gal/min of water at 1 psi drop,
   * Av is m² (flow in m³/s with ρ in kg/m³ and Δp in Pa). SPEC §9 labels each by the flow unit it is read in,
   * `m³/h (Kv)`, `gal/min (Cv)`, `m³/s (Av)`; the bare names stay aliases. The factors follow from the definitions:
   * Cv = Kv · (1 m³/h in gal/min) · sqrt(1 psi / 1 bar) ≈ 1.156 Kv; Av = Kv / (3600 · sqrt(1e5 / 1000)).
   */
  FlowFactor: [
    unit('m³/h (Kv)', 1, ['Kv', 'Kvs', 'm3/h (Kv)']),
    unit('gal/min (Cv)', (usGallon * 60) / Math.sqrt(poundForce / inch ** 2 / 1e5), ['Cv', 'gpm (Cv)']),
    unit('m³/s (Av)', 3600 * Math.sqrt(1e5 / 1000), ['Av', 'm3/s (Av)']),
  ],
} as const satisfies Record<string, readonly UnitDefinition[]>;

function capacityUnits(): UnitDefinition[] {
  return [
    unit('W', 1),
    unit('kW', 1e3),
    unit('Btu/h', btu / 3600, ['BTU/h', 'Btu/hr', 'BTUH']),
    unit('KBtu/h', btu / 3.6, ['kBtu/h', 'MBtu/h', 'MBH']),
    unit('Btu/s', btu, ['BTU/s']),
    // Ton of refrigeration: 12 000 Btu/h (ASHRAE), the US convention.
    unit('TR', btu * (12000 / 3600), ['ton', 'tons', 'RT', 'USRT']),
    unit('Kcal/h', kilocalorie / 3600, ['kcal/h']),
  ];
}

export type QuantityId = keyof typeof quantities;

export const quantityIds = Object.keys(quantities) as QuantityId[];

/** The quantities a custom unit set chooses a unit for, in the specification's order (SPEC §3 Custom unit set). */
export const unitSetQuantities = [
  'Temp',
  'Temp2',
  'Press',
  'CoolCapacity',
  'HeatCapacity',
  'Velocity',
  'VolumeFlow',
  'MassFlow',
  'Size',
  'Density',
  'Enthalpy',
  'Entropy',
  'FlowFactor',
] as const satisfies readonly QuantityId[];

/** The unit labels of one quantity, e.g. UnitLabel<'Press'> is 'Pa' | 'kPa' | ... */
export type UnitLabel<Q extends QuantityId = QuantityId> = (typeof quantities)[Q][number]['label'];
