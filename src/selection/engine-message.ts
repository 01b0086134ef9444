// An EngineError in the request's words. The engine gives a code and its numbers (src/engine/errors.ts), never a
// sentence; the message `errors.<code>` takes them as parameters. Here each number is shown with the unit of the
// quantity it is (the detail's `quantity` for value, min and max; a named figure's own, as flow_choked's mass flows)
// and the quantity is named in words, so no message keeps a {{placeholder}} or calls an enthalpy a temperature.
import type { EngineErrorDetail } from '../engine/errors';
import { defaultUnit, fromSI, quantityIds, type QuantityId } from '../engine/units';
import type { Translate } from '../i18n/translate';

/** An SI value as text in the request's unit set ("26.5 bar", "-10 ℃"). */
export type ShowNumber = (quantity: QuantityId, si: number) => string;

/** The unit quantity of the numbers value, min and max, by the engine's quantity id. */
const MEASURED: Readonly<Record<string, QuantityId>> = {
  temperature: 'Temp',
  pressure: 'Press',
  enthalpy: 'Enthalpy',
  entropy: 'Entropy',
  density: 'Density',
  receiver_pressure: 'Press',
  pressure_drop: 'Press',
  dp: 'Press',
  Te: 'Temp',
  superheat: 'Temp2',
  subcooling: 'Temp2',
  capacity: 'CoolCapacity',
  Kv: 'FlowFactor',
};

/** Figures an error carries under their own names. */
const NAMED: Readonly<Record<string, QuantityId>> = { Te: 'Temp', Tk: 'Temp', massFlow: 'MassFlow', maxMassFlow: 'MassFlow' };

const LIMITS = new Set(['value', 'min', 'max']);

function isUnitQuantity(id: string): id is QuantityId {
  return (quantityIds as readonly string[]).includes(id);
}

/** A number with no unit (an efficiency, an opening as a fraction): six significant digits, infinities as signs. */
function plain(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '−∞';
  return String(Number(value.toPrecision(6)));
}

/** Numbers in the metric set's units, for answers made without a request's unit set. */
export const metricNumber: ShowNumber = (quantity, si) => `${plain(fromSI(quantity, si, defaultUnit(quantity)))} ${defaultUnit(quantity)}`;

/**
 * The quantity in words: a unit quantity (Press, Temp) from units.quantity, the engine's ids (`receiver_pressure`,
 * `inlet.p`, `ratedCapacity`) from errors.quantity under their snake_case key (`inlet_p`, `rated_capacity`).
 */
export function quantityWords(t: Translate, quantity: string): string {
  return t(quantityKey(quantity), { defaultValue: quantity });
}

/** The i18n key of a quantity's words. */
export function quantityKey(quantity: string): string {
  if (isUnitQuantity(quantity)) return `units:quantity.${quantity}`;
  return `errors:quantity.${quantity.replace(/([a-z])([A-Z])/g, '$1_$2').replace(/\./g, '_').toLowerCase()}`;
}

/**
 * The message key and its parameters for an engine error: `errors.<code>`, every number of the detail as text with
 * its unit (through `show`), the quantity in words; other fields (names, units, fields) as they are.
 */
export function engineMessage(t: Translate, detail: EngineErrorDetail, show: ShowNumber): { key: string; params: Record<string, unknown> } {
  const measured = 'quantity' in detail ? MEASURED[detail.quantity] : undefined;
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(detail)) {
    if (name === 'code') continue;
    if (name === 'quantity' && typeof value === 'string') params.quantity = quantityWords(t, value);
    else if (typeof value === 'number') {
      const quantity = LIMITS.has(name) ? measured : NAMED[name];
      params[name] = quantity && Number.isFinite(value) ? show(quantity, value) : plain(value);
    } else params[name] = value;
  }
  return { key: `errors:${detail.code}`, params };
}

/** The sentence of an engine error in the request's language and unit set. */
export function engineErrorText(t: Translate, detail: EngineErrorDetail, show: ShowNumber): string {
  const { key, params } = engineMessage(t, detail, show);
  return t(key, params);
}
