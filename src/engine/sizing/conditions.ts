// Conditions in, typed and defaulted conditions out: the one place that checks what a caller sent.
import { EngineError } from '../errors';
import { CONDITIONS, MAGNITUDES } from './condition-catalogue';
import { BASE_DEFAULTS, fieldDefault, type FieldDefinition, type SizingConditions } from './fields';
import type { OperatingConditions } from './physics/operating-point';

/** A caller's conditions: the catalogue's names to SI numbers, option values or flags; missing ones take defaults. */
export type ConditionInput = Partial<Record<keyof SizingConditions, number | string | boolean>>;

/**
 * Fills the family's defaults and checks every value: numbers finite, options among the field's options.
 * Names the family does not declare keep the base defaults.
 * @throws EngineError invalid_condition { field, value }
 */
export function resolveConditions(fields: readonly FieldDefinition[], input: ConditionInput): SizingConditions {
  const out: Record<string, unknown> = { ...BASE_DEFAULTS };
  const positionField = fields.find((f) => f.name === 'position');
  const position = positionField ? checked(positionField, input.position ?? positionField.default) : BASE_DEFAULTS.position;
  for (const f of fields) {
    const given = input[f.name];
    const value = given === undefined ? fieldDefault(f, position as SizingConditions['position']) : given;
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
  // The catalogue's sign rules; its magnitudes and the refrigerant's limits are the server's and the form's to say.
  const entry = CONDITIONS[f.name];
  if (entry.positive && !(value > 0)) throw bad();
  if (MAGNITUDES[entry.quantity]?.[0] === 0 && value < 0) throw bad();
  return value;
}

/**
 * The operating point the conditions describe; the discharge temperature counts only when given and above the
 * condensing temperature (in gas-cooler operation above the gas-cooler outlet), else the hot gas is estimated with
 * the compressor's isentropic efficiency. Gas-cooler operation puts the high side at the gas-cooler pressure and
 * outlet temperature instead of the condensing temperature and subcooling.
 */
export function operatingConditions(refrigerant: string, c: SizingConditions): OperatingConditions {
  const o: OperatingConditions = {
    refrigerant,
    Te: c.evaporatingTemperature,
    Tk: c.condensingTemperature,
    superheat: c.superheat,
    subcooling: c.subcooling,
    suctionLineSuperheat: c.suctionLineSuperheat,
    liquidLineSubcooling: c.liquidLineSubcooling,
    isentropicEfficiency: c.isentropicEfficiency / 100,
  };
  if (c.gasCooler) o.gasCooler = { pressure: c.gasCoolerPressure, outletTemperature: c.gasCoolerOutletTemperature };
  // The hot gas leaves the compressor hotter than the gas leaves the gas cooler, or than the condensing temperature.
  if (c.dischargeTemperatureGiven && c.dischargeTemperature > (c.gasCooler ? c.gasCoolerOutletTemperature : c.condensingTemperature)) o.dischargeTemperature = c.dischargeTemperature;
  return o;
}
