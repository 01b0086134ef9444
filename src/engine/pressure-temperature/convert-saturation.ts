/**
 * Refrigerant temperature <-> saturation pressure in the user's units, the conversion engineers make every day.
 * Server calls and the conversion widget both use this module, so both give the same answer to the last bit.
 * Data-free: it answers for the refrigerants registered (all in Node through ./index, one at a time in browsers).
 */
import { EngineError } from '../errors';
import { saturation } from '../refrigerants/core';
import { convert, resolveUnit, toSI, fromSI } from '../units';
import { atmosphere } from './atmosphere';

export { atmosphere };

export interface SaturationConversionInput {
  refrigerant: string;
  value: number;
  /** A temperature unit converts to pressure; a pressure unit converts to temperature. */
  fromUnit: string;
  toUnit: string;
  /** False: pressures are gauge (absolute minus 1.01325 bar). */
  absolute: boolean;
}

/** Both saturation values in `toUnit`; equal for a pure fluid. */
export interface SaturationConversion {
  direction: 'temperature-to-pressure' | 'pressure-to-temperature';
  bubble: number;
  dew: number;
}

/**
 * Converts a temperature to the saturation pressures, or a pressure to the saturation temperatures.
 * @throws EngineError unknown_unit, incompatible_units (units not a temperature and a pressure),
 *   unknown_refrigerant, out_of_range (with limits expressed in the caller's units, as text).
 */
export function convertSaturation(input: SaturationConversionInput): SaturationConversion {
  const { refrigerant, value, fromUnit, toUnit, absolute } = input;
  if (!Number.isFinite(value)) throw new EngineError({ code: 'not_a_number', value: String(value) });
  const direction = directionOf(fromUnit, toUnit);
  const offset = absolute ? 0 : atmosphere;
  if (direction === 'temperature-to-pressure') {
    const sat = withLimitsIn(fromUnit, 'Temp', 0, () => saturation(refrigerant, { T: toSI('Temp', value, fromUnit) }));
    return {
      direction,
      bubble: fromSI('Press', sat.p_bubble - offset, toUnit),
      dew: fromSI('Press', sat.p_dew - offset, toUnit),
    };
  }
  const p = toSI('Press', value, fromUnit) + offset;
  const sat = withLimitsIn(fromUnit, 'Press', offset, () => saturation(refrigerant, { p }));
  return { direction, bubble: fromSI('Temp', sat.T_bubble, toUnit), dew: fromSI('Temp', sat.T_dew, toUnit) };
}

function directionOf(fromUnit: string, toUnit: string): SaturationConversion['direction'] {
  const from = quantitiesOf(fromUnit);
  const to = quantitiesOf(toUnit);
  if (from.includes('Temp') && to.includes('Press')) return 'temperature-to-pressure';
  if (from.includes('Press') && to.includes('Temp')) return 'pressure-to-temperature';
  throw new EngineError({ code: 'incompatible_units', from: fromUnit, to: toUnit });
}

function quantitiesOf(unit: string): string[] {
  const readings = resolveUnit(unit);
  if (readings.length === 0) throw new EngineError({ code: 'unknown_unit', unit });
  return readings.map((r) => r.quantity);
}

/**
 * Runs `compute`; an out_of_range error's limits (SI) are re-expressed in the unit the user typed, so the message
 * says "-150 ℃ is out of range (-103.3 ℃ to 101.1 ℃)" rather than kelvin.
 */
function withLimitsIn<T>(unit: string, quantity: 'Temp' | 'Press', offset: number, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (!(error instanceof EngineError) || error.detail.code !== 'out_of_range') throw error;
    const { value, min, max, quantity: what } = error.detail;
    const show = (si: number | string) => (typeof si === 'string' ? si : `${round(convert(si - offset, siUnit(quantity), unit, quantity))} ${unit}`);
    throw new EngineError({ code: 'out_of_range', quantity: what, value: show(value), min: show(min), max: show(max) });
  }
}

function siUnit(quantity: 'Temp' | 'Press'): string {
  return quantity === 'Temp' ? 'K' : 'Pa';
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
