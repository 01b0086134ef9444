/**
 * The pressure-temperature table engineers keep beside them: saturation pressure at every whole degree over a
 * refrigerant's practical range, bubble and dew for blends, in the user's units. Data-free like
 * ./convert-saturation: it answers for the refrigerants registered.
 */
import { EngineError } from '../errors';
import { saturation } from '../refrigerants/core';
import { fromSI, toSI } from '../units';
// Not from ./convert-saturation: the P-T chart's first view needs the constant, not the converter.
import { atmosphere } from './atmosphere';

export interface SaturationTableInput {
  /** ASHRAE designation, e.g. 'R134a', 'R410A'. */
  refrigerant: string;
  /** Unit of the temperature column (label or alias: ℃, ℉, K). */
  temperatureUnit: string;
  /** Unit of the pressure columns (bar, Psi, kPa ...). */
  pressureUnit: string;
  /** False: pressures are gauge (absolute minus 1.01325 bar), negative below atmospheric. */
  absolute: boolean;
  /** Lowest and highest temperature wanted, in temperatureUnit. Default -60 … +60 ℃ in that unit. */
  from?: number;
  to?: number;
  /** Distance between rows, in temperatureUnit. Default 1 (every 1 K, or every 1 ℉). */
  step?: number;
}

/** Columns of equal length, temperature ascending; bubble equals dew for a pure fluid. */
export interface SaturationTable {
  refrigerant: string;
  temperatureUnit: string;
  pressureUnit: string;
  absolute: boolean;
  /** In temperatureUnit. */
  temperature: Float64Array;
  /** Saturated-liquid (bubble) pressure at each temperature, in pressureUnit. */
  bubble: Float64Array;
  /** Saturated-vapour (dew) pressure, in pressureUnit. */
  dew: Float64Array;
}

/** The practical range of a refrigeration table, -60 … +60 ℃ (K). */
const practicalRange = { from: 213.15, to: 333.15 };

/**
 * Saturation pressures at every `step` degrees from `from` to `to`, clipped to the fluid's saturation range
 * (triple point or the equation's lower limit, critical point): rows outside it are left out, so the table may
 * be shorter than asked (R744 ends at 30 ℃) but never holds a value the equation cannot give.
 * @throws EngineError unknown_refrigerant, unknown_unit, invalid_input (a step that is not above zero)
 */
export function saturationTable(input: SaturationTableInput): SaturationTable {
  const { refrigerant, temperatureUnit, pressureUnit, absolute } = input;
  const step = input.step ?? 1;
  if (!(step > 0)) throw new EngineError({ code: 'invalid_input', quantity: 'step', value: String(step) });
  // Whole degrees of the user's unit, inside the practical range: ceil/floor so that no row falls outside it.
  const from = input.from ?? Math.ceil(fromSI('Temp', practicalRange.from, temperatureUnit) - 1e-9);
  const to = input.to ?? Math.floor(fromSI('Temp', practicalRange.to, temperatureUnit) + 1e-9);
  fromSI('Press', 0, pressureUnit); // an unknown pressure unit fails before any row is computed
  const offset = absolute ? 0 : atmosphere;
  const temperature: number[] = [];
  const bubble: number[] = [];
  const dew: number[] = [];
  const count = Math.floor((to - from) / step + 1e-9) + 1;
  for (let i = 0; i < count; i++) {
    const t = from + i * step;
    const sat = saturationOrUndefined(refrigerant, toSI('Temp', t, temperatureUnit));
    if (!sat) continue;
    temperature.push(t);
    bubble.push(fromSI('Press', sat.p_bubble - offset, pressureUnit));
    dew.push(fromSI('Press', sat.p_dew - offset, pressureUnit));
  }
  return {
    refrigerant,
    temperatureUnit,
    pressureUnit,
    absolute,
    temperature: Float64Array.from(temperature),
    bubble: Float64Array.from(bubble),
    dew: Float64Array.from(dew),
  };
}

/** The saturation at T (K), or undefined beyond the saturation range; every other error is the caller's. */
function saturationOrUndefined(refrigerant: string, T: number) {
  try {
    return saturation(refrigerant, { T });
  } catch (error) {
    if (error instanceof EngineError && error.detail.code === 'out_of_range') return undefined;
    throw error;
  }
}
