// The engine's errors in the request's units and words. Te, Tk and the units are checked before a calculation
// starts; what can still fail is a state beyond the equations (a superheat or a hot-gas temperature above their
// limit), a condition the physics refuses (a gas-cooler outlet too warm to cool, a receiver pressure outside its
// range: named by its field, HTTP 400), or a solver (HTTP 200, "Calculation failed"); every one answers a sentence
// with its numbers in the request's unit set.
import { wireName } from '../contracts/condition-names';
import { engineErrorDetail } from '../contracts/engine-detail';
import { EngineError, faultyCondition, isOutOfRange } from '../engine/errors';
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
    // The words in the request's language and units; the data as the engine said it, the field by its wire name.
    throw reworded(error, refrigerant, t, units);
  }
}

/** The engine error in the request's words and units, naming the field or the refrigerant. */
function reworded(error: EngineError, refrigerant: string, t: Translate, units: UnitPresenter): Refusal {
  const d = error.detail;
  const detail = engineErrorDetail(d);
  const field = faultyCondition(d);
  const range = isOutOfRange(d) ? d : undefined;
  const quantity = range && QUANTITY[range.quantity];
  if (range && quantity) {
    const numbers = { value: units.text(quantity, range.value), min: units.text(quantity, range.min), max: units.text(quantity, range.max) };
    if (field !== undefined) {
      // A condition outside the range the physics allows is the request's fault: a refusal (HTTP 400) naming it,
      // which the engine names in domain words and the client knows by its wire name.
      return refuse(t, 'invalidInput', detail, { field: wireName(field), label: engineText(t, `sizing:field.${CONDITIONS[field].i18nKey}`), ...numbers }, 'selection:error.gasCoolerRange');
    }
    return refuse(t, 'calculationFailed', detail, { refrigerant, quantity: t(`selection:error.quantity.${range.quantity}`), ...numbers }, 'selection:error.properties');
  }
  const { key, params } = engineMessage(t, d, (q, si) => units.text(q, si));
  // An engine error naming a condition refuses that condition as given (HTTP 400); only one without a field is a
  // calculation that failed (the specification's "Calculation failed").
  return refuse(t, field !== undefined ? 'invalidInput' : 'calculationFailed', detail, params, key);
}
