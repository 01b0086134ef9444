// The operating points a family asks to be graded at besides its design point (issue 27), ready for a form to offer:
// an expansion valve at full and at its lowest part load, a reversing valve (and a reversible expansion valve) in
// cooling and in heating, a solenoid or regulating valve at the highest differential it will see. Pure: the
// conditions are SI by the catalogue's domain names, the design's own merged with what the point changes; the names
// are i18n keys (`selection:point.<key>`). They are starting values the user edits, each with its source below.
// The engine's core, not its Node entry (../refrigerants), which registers every fluid's data: the browser's local
// calculation loads the one fluid it needs (refrigerants/load.ts).
import { limits } from '../refrigerants/core';
import type { ConditionInput } from './conditions';
import { PART_LOAD, type ConditionName } from './fields';
import { FAMILY_MODELS } from './models';
import type { SizingFamily } from './types';

export type OperatingPointPresetKey = 'fullLoad' | 'partLoad' | 'cooling' | 'heating' | 'highestDifferential';

export interface OperatingPointPreset {
  key: OperatingPointPresetKey;
  /** i18n key of the point's name, `selection:point.<key>`. */
  name: string;
  /** The point's conditions, SI by domain names: the design's with this point's changes. */
  conditions: ConditionInput;
}

export interface PresetOptions {
  /** The refrigerant: the highest differential keeps its condensing temperature below the critical point. */
  refrigerant?: string;
  /** A bi-flow (heat-pump) expansion valve: graded in heating as well as cooling. */
  reversible?: boolean;
}

const K0 = 273.15;

/**
 * Heating of an air-source heat pump, the evaporator outdoors. Evaporating −7 ℃: outdoor air at +2 ℃ (EN 14511-2's
 * A2 rating point, the frosting range where heat pumps run longest in a central European winter) less the outdoor
 * coil's usual 8–10 K approach. Condensing 50 ℃: supply air or water at 40–45 ℃ (EN 14511-2's W45 outlet for
 * radiators) plus 5 K in the condenser.
 */
export const HEATING_EVAPORATING = K0 - 7;
export const HEATING_CONDENSING = K0 + 50;

/**
 * The highest condensing temperature of an air-cooled plant: ISO 5151's maximum cooling test at 43 ℃ outdoors
 * (climate T1) with an air-cooled condenser's 12 K between the air and the condensing temperature.
 */
export const HIGHEST_CONDENSING = K0 + 55;

/**
 * How far below the design the evaporating temperature goes at its lowest: pull-down after a defrost or a start, and
 * the low-pressure cut-out of a pump-down, commonly set about 10 K (saturation) below the design evaporating
 * temperature. The valve must open against that differential.
 */
export const LOWEST_EVAPORATING_BELOW_DESIGN = 10;

/** Keeps a point away from the refrigerant's critical point (where a condensing temperature loses its meaning), K. */
const CRITICAL_MARGIN = 5;

const name = (key: OperatingPointPresetKey) => `selection:point.${key}`;

/** The families whose points follow the load, the mode, or the differential. */
const EXPANSION: readonly SizingFamily[] = ['TxvOld', 'Eev'];
const REVERSING: readonly SizingFamily[] = ['Mv4'];
const DIFFERENTIAL: readonly SizingFamily[] = ['Sov', 'Xtf', 'Eprv', 'Cvs'];

/** `design` with `changes`, only the conditions the family has (a form would refuse any other). */
function point(family: SizingFamily, design: ConditionInput, changes: ConditionInput): ConditionInput {
  const has = new Set<ConditionName>(FAMILY_MODELS[family].fields.map((f) => f.name));
  const kept = Object.entries(changes).filter(([field]) => has.has(field as ConditionName));
  return { ...design, ...Object.fromEntries(kept) };
}

/**
 * The part load a thermostatic valve's plant runs at, share of the design duty: the lower step of a two-step
 * (unloaded or tandem) compressor, 50 %, one of the Load field's steps. TXV plants run fixed-speed compressors (their
 * default FrequencyType 1); an inverter's 30 % turndown is an EEV's duty. At 50 % a TXV loaded 80–100 % at design runs
 * at 40–50 %, at or above the makers' lowest controllable load (TXV_MIN_LOAD): a well-sized valve serves both points.
 */
export const TXV_PART_LOAD = 0.5;

/**
 * The lowest part load: the design duty × PART_LOAD, an inverter's turndown (an EEV opened 34–80 % at design stays
 * above a 10 % minimum opening), or × TXV_PART_LOAD for a thermostatic valve; no further turndown at that point.
 */
function partLoad(family: SizingFamily, design: ConditionInput): ConditionInput {
  const duty = typeof design.capacity === 'number' ? design.capacity : FAMILY_MODELS[family].fields.find((f) => f.name === 'capacity')!.default;
  const share = family === 'TxvOld' ? TXV_PART_LOAD : PART_LOAD;
  return point(family, design, { capacity: (duty as number) * share, lowestLoad: 100, compressorSpeed: 1 });
}

/** Heating: the evaporator outdoors in winter, the indoor coil condensing (HEATING_EVAPORATING, HEATING_CONDENSING). */
function heating(family: SizingFamily, design: ConditionInput): ConditionInput {
  return point(family, design, { evaporatingTemperature: HEATING_EVAPORATING, condensingTemperature: HEATING_CONDENSING, gasCooler: false });
}

/** The highest condensing and the lowest evaporating temperature of the plant, within the refrigerant's range. */
function highestDifferential(family: SizingFamily, design: ConditionInput, refrigerant: string | undefined): ConditionInput {
  const defaults = Object.fromEntries(FAMILY_MODELS[family].fields.map((f) => [f.name, f.default]));
  const te = (design.evaporatingTemperature ?? defaults.evaporatingTemperature) as number;
  const tk = (design.condensingTemperature ?? defaults.condensingTemperature) as number;
  const range = refrigerant === undefined ? undefined : limits(refrigerant).saturationTemperature;
  const highest = Math.max(tk, range ? Math.min(HIGHEST_CONDENSING, range.max - CRITICAL_MARGIN) : HIGHEST_CONDENSING);
  const lowest = Math.max(te - LOWEST_EVAPORATING_BELOW_DESIGN, range ? range.min + 1 : -Infinity);
  // A gas cooler's high side is set by its pressure, not Tk: only the evaporating side then moves.
  const changes: ConditionInput = design.gasCooler === true ? { evaporatingTemperature: lowest } : { evaporatingTemperature: lowest, condensingTemperature: highest };
  return point(family, design, changes);
}

/**
 * The points `family` asks to be graded at, the design itself first where the pair starts from it (full load,
 * cooling); [] for a family graded at its design alone.
 */
export function operatingPointPresets(family: SizingFamily, design: ConditionInput, options: PresetOptions = {}): OperatingPointPreset[] {
  const presets: OperatingPointPreset[] = [];
  const add = (key: OperatingPointPresetKey, conditions: ConditionInput) => presets.push({ key, name: name(key), conditions });
  if (EXPANSION.includes(family)) {
    add('fullLoad', { ...design });
    add('partLoad', partLoad(family, design));
  }
  // A reversible expansion valve's full load is its cooling point already: heating is added, not cooling again.
  if (REVERSING.includes(family)) add('cooling', { ...design });
  if (REVERSING.includes(family) || (EXPANSION.includes(family) && options.reversible)) add('heating', heating(family, design));
  if (DIFFERENTIAL.includes(family)) add('highestDifferential', highestDifferential(family, design, options.refrigerant));
  return presets;
}
