// The property engine's range errors in the request's units and words. Te, Tk and the units are checked before a
// calculation starts; what can still fail is a state beyond the equations (a superheat or a hot-gas temperature
// above their limit). Other engine errors go to the shared error answer unchanged.
import { EngineError } from '../../../../src/engine';
import type { QuantityId } from '../../../../src/engine/units';
import type { Translate } from '../../http/translate';
import { refuse } from './refuse';
import type { UnitPresenter } from '../units/unit-presenter';

const QUANTITY: Readonly<Record<string, QuantityId>> = { temperature: 'Temp', pressure: 'Press', enthalpy: 'Enthalpy', entropy: 'Entropy' };

/** Runs an engine computation, rewording an out_of_range failure as a calculation failure naming the refrigerant. */
export function withEngine<T>(compute: () => T, refrigerant: string, t: Translate, units: UnitPresenter): T {
  try {
    return compute();
  } catch (error) {
    const d = error instanceof EngineError ? error.detail : undefined;
    const quantity = d?.code === 'out_of_range' ? QUANTITY[String(d.quantity)] : undefined;
    if (!d || !quantity || typeof d.value !== 'number' || typeof d.min !== 'number' || typeof d.max !== 'number') throw error;
    throw refuse(t, 'calculationFailed', 'selection:error.properties', {
      refrigerant,
      quantity: t(`selection:error.quantity.${String(d.quantity)}`),
      value: units.text(quantity, d.value),
      min: units.text(quantity, d.min),
      max: units.text(quantity, d.max),
    });
  }
}
