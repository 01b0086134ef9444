import { resolveUnit } from './convert';
import { formatUpTo } from './number-format';
import type { QuantityId } from './quantities';

/**
 * The one policy for numbers shown to a user: selector results and inputs, details page, selection strip. Three
 * significant digits: the catalogue's figures are given to about that, and the sizing's inputs are not known better. Whole digits are never rounded away (1,235 rather
 * than 1,230), and no number shows finer than its quantity's resolution in the unit shown: a pressure to
 * 0.001 bar or 0.01 Psi, a temperature to 0.1 ℃ or ℉. A positive amount below that reads `< 0.001 bar`, never
 * `0.00001914 bar`.
 */
const significantDigits = 3;

/** The finest step worth showing of each quantity, in its SI unit (K, Pa, W, kg/s, m/s, m³/s, m, Kv ...). */
const resolution: Record<QuantityId, number> = {
  Temp: 0.1,
  Temp2: 0.1,
  Press: 100,
  CoolCapacity: 1,
  HeatCapacity: 1,
  MassFlow: 1e-5,
  Velocity: 0.01,
  VolumeFlow: 1e-7,
  Size: 1e-4,
  Density: 0.1,
  Enthalpy: 100,
  Entropy: 1,
  FlowFactor: 1e-4,
};

/** Units no unit set knows (%, A, pps, g, ppm, in³): no finer than thousandths. */
const otherDecimals = 3;

/** The most decimals a number in `unit` shows: its quantity's resolution, converted to that unit. */
export function maxDecimals(unit: string, quantity?: string): number {
  const readings = resolveUnit(unit);
  const reading = readings.find((r) => r.quantity === quantity) ?? (readings.length === 1 ? readings[0] : undefined);
  if (!reading) return otherDecimals;
  const step = resolution[reading.quantity] / reading.unit.factor;
  // The small allowance keeps an exact power of ten (0.001 bar) at its own decimals despite binary rounding.
  return Math.max(0, Math.ceil(-Math.log10(step) - 1e-9));
}

/** The decimals `value` keeps: three significant digits, whole digits all, none finer than `finest`. */
function decimalsOf(value: number, finest: number): number {
  const magnitude = value === 0 ? 0 : Math.floor(Math.log10(Math.abs(value)));
  return Math.min(finest, Math.max(0, significantDigits - 1 - magnitude));
}

/** `value` as text for `locale` by the policy above; the unit is the caller's to add. */
export function formatAmount(value: number, unit: string, locale: string, quantity?: string): string {
  const finest = maxDecimals(unit, quantity);
  const format = (amount: number, decimals: number) => formatUpTo(amount, locale, decimals);
  const step = 10 ** -finest;
  if (value > 0 && value < step / 2) return `< ${format(step, finest)}`;
  const decimals = decimalsOf(value, finest);
  // A negative amount that rounds to nothing reads 0, not -0.
  const rounded = Math.round(value * 10 ** decimals);
  return format(rounded === 0 ? 0 : value, decimals);
}

/**
 * `value` rounded by the policy above, as a number a form puts in an input: a converted default or a unit
 * switched beside a typed number reads `2.84 TR`, not `2.84345 TR`.
 */
export function roundAmount(value: number, unit: string, quantity?: string): number {
  const decimals = decimalsOf(value, maxDecimals(unit, quantity));
  const rounded = Math.round(value * 10 ** decimals) / 10 ** decimals;
  return rounded === 0 ? 0 : rounded;
}

const flowFactorUnit = /^(.*\S)\s*\((Kv|Cv|Av)\)$/;
const flowFactorName = /\b(?:Kv|Cv|Av)(s?)\b/;

/**
 * A label and unit as the page shows them, the unit said once. A flow factor's unit names the factor
 * (`m³/h (Kv)`, `gal/min (Cv)`, SPEC §9): the label carries the name, in the unit set's own (a column labelled
 * Kv holds Cv in imperial units), and the value takes the flow unit: `Kv 0.45 m³/h`, `Cv 0.52 gal/min`. A label
 * that already ends in its unit (`Volume (in³)`) leaves the value without one.
 */
export function shownLabelAndUnit(label: string, unit: string): { label: string; unit: string } {
  const canonical = resolveUnit(unit).find((r) => r.quantity === 'FlowFactor')?.unit.label ?? unit;
  const flowFactor = flowFactorUnit.exec(canonical);
  if (flowFactor) {
    const [, flow, name] = flowFactor as unknown as [string, string, string];
    const named = flowFactorName.test(label) ? label.replace(flowFactorName, `${name}$1`) : `${label} (${name})`;
    return { label: named, unit: flow };
  }
  if (unit && label.endsWith(`(${unit})`)) return { label, unit: '' };
  return { label, unit };
}
