// The engine's errors in the request's units and words. Te, Tk and the units are checked before a calculation
// starts; what can still fail is a state beyond the equations (a superheat or a hot-gas temperature above their
// limit), a condition the physics refuses (a gas-cooler outlet too warm to cool, a receiver pressure outside its
// range: named by its field), or a solver; every one answers a sentence with its numbers in the request's unit set.
import { wireName } from '../contracts/condition-names';
import { engineErrorDetail } from '../contracts/engine-detail';
import type { ConditionName } from '../engine';
import { EngineError } from '../engine/errors';
import { CONDITIONS } from '../engine/sizing/condition-catalogue';
import type { QuantityId } from '../engine/units';
import { engineMessage } from './engine-message';
import type { Translate } from '../i18n/translate';
import { engineText } from './language';
import { refuse } from './refuse';
import type { Refusal } from '../contracts/refusal';
import type { UnitPresenter } from './unit-presenter';

const QUANTITY: Readonly<Record<string, QuantityId>> = { temperature: 'Temp', pressure: 'Press', enthalpy: 'Enthalpy', entropy: 'Entropy', receiver_pressure: 'Press' };

/**
 * Runs an engine computation, rewording a failure as a calculation failure: a limit on a condition field names the
 * field, a range of the property equations the refrigerant, any other engine error its own message.
 */
export function withEngine<T>(compute: () => T, refrigerant: string, t: Translate, units: UnitPresenter): T {
  try {
    return compute();
  } catch (error) {
    if (!(error instanceof EngineError) || error.code === 'incompatible_units') throw error;
    const failure = reworded(error, refrigerant, t, units);
    // The words in the request's language and units; the data as the engine said it, the field by its wire name.
    failure.detail = engineErrorDetail(error.detail);
    throw failure;
  }
}

/** The engine error in the request's words and units, naming the field or the refrigerant. */
function reworded(error: EngineError, refrigerant: string, t: Translate, units: UnitPresenter): Refusal {
  const d = error.detail;
  const quantity = d.code === 'out_of_range' ? QUANTITY[String(d.quantity)] : undefined;
  if (quantity && typeof d.value === 'number' && typeof d.min === 'number' && typeof d.max === 'number') {
    const numbers = { value: units.text(quantity, d.value), min: units.text(quantity, d.min), max: units.text(quantity, d.max) };
    if (typeof d.field === 'string' && d.field in CONDITIONS) {
      // The engine names the condition in domain words; the client knows it by its wire name.
      const name = d.field as ConditionName;
      // A condition outside the range the physics allows is the request's fault: a refusal (HTTP 400) naming it.
      return refuse(t, 'invalidInput', 'selection:error.gasCoolerRange', { field: wireName(name), label: engineText(t, `sizing:field.${CONDITIONS[name].i18nKey}`), ...numbers });
    }
    return refuse(t, 'calculationFailed', 'selection:error.properties', { refrigerant, quantity: t(`selection:error.quantity.${String(d.quantity)}`), ...numbers });
  }
  const { key, params } = engineMessage(t, d, (q, si) => units.text(q, si));
  return refuse(t, 'calculationFailed', key, params);
}
