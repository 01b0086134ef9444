// Conditions in, typed and defaulted conditions out: the one place that checks what a caller sent.
import { EngineError } from '../errors';
import { BASE_DEFAULTS, fieldDefault, type FieldDefinition, type SizingConditions } from './fields';
import type { OperatingConditions } from './physics/operating-point';

/** A caller's conditions: spec field names to SI numbers, option values or flags; missing ones take defaults. */
export type ConditionInput = Partial<Record<keyof SizingConditions, number | string | boolean>>;

/**
 * Fills the family's defaults and checks every value: numbers finite, options among the field's options.
 * Names the family does not declare keep the base defaults.
 * @throws EngineError invalid_condition { field, value }
 */
export function resolveConditions(fields: readonly FieldDefinition[], input: ConditionInput): SizingConditions {
  const out: Record<string, unknown> = { ...BASE_DEFAULTS };
  const positionField = fields.find((f) => f.name === 'Pos');
  const position = positionField ? checked(positionField, input.Pos ?? positionField.default) : BASE_DEFAULTS.Pos;
  for (const f of fields) {
    const given = input[f.name];
    const value = given === undefined ? fieldDefault(f, position as SizingConditions['Pos']) : given;
    out[f.name] = checked(f, value);
  }
  return out as unknown as SizingConditions;
}

function checked(f: FieldDefinition, value: number | string | boolean): number | string | boolean {
  const bad = () => new EngineError({ code: 'invalid_condition', field: f.name, value: String(value) });
  if (f.labelType === 'checkbox') {
    if (typeof value !== 'boolean') throw bad();
    return value;
  }
  if (f.options) {
    const hit = f.options.find((o) => o.value === value || String(o.value) === String(value));
    if (!hit) throw bad();
    return hit.value;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) throw bad();
  if (f.name === 'Capicity' && !(value > 0)) throw bad();
  if (f.quantity === 'Temp2' || f.quantity === 'Press') {
    if (value < 0) throw bad();
  }
  return value;
}

/**
 * The operating point the conditions describe; Texhaustgas counts only when flagged and above Tk (in gas-cooler
 * operation above Tgc), else the hot gas is estimated with the compressor's IsentropicEfficiency. GasCooler puts
 * the high side at Pgc and Tgc instead of Tk and DTSC1.
 */
export function operatingConditions(refrigerant: string, c: SizingConditions): OperatingConditions {
  const o: OperatingConditions = {
    refrigerant,
    Te: c.Te,
    Tk: c.Tk,
    superheat: c.DTSH1,
    subcooling: c.DTSC1,
    suctionLineSuperheat: c.DTSH2,
    liquidLineSubcooling: c.DTSC2,
    isentropicEfficiency: c.IsentropicEfficiency / 100,
  };
  if (c.GasCooler) o.gasCooler = { pressure: c.Pgc, outletTemperature: c.Tgc };
  // The hot gas leaves the compressor hotter than the gas leaves the gas cooler, or than the condensing temperature.
  if (c.TexhaustgasFlag && c.Texhaustgas > (c.GasCooler ? c.Tgc : c.Tk)) o.dischargeTemperature = c.Texhaustgas;
  return o;
}
