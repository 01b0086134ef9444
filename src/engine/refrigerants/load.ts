// On-demand loading of one refrigerant's data for browsers: the engine code (./core) arrives without any fluid
// data, and each fluid's file (a blend's with its components) is a chunk of its own, fetched once and registered.
// Node needs none of this: ./index.ts registers every fluid at start.
import { EngineError } from '../errors';
import { loadFluidData } from './data/lazy';
import { findFluidData, nameKey, registerFluid } from './fluid-registry';
import { installBlendModel, isBlendRegistered } from './dispatch';
import { refrigerantNames, REFRIGERANT_KINDS } from './names';

const loading = new Map<string, Promise<void>>();

/**
 * Registers the data of a refrigerant of the catalogue (ASHRAE name, case-insensitive), loading it first when
 * it is not registered yet; saturation() and state() answer for it once the promise resolves.
 * @throws EngineError unknown_refrigerant (the promise rejects) for a name outside the catalogue
 */
export function loadRefrigerant(name: string): Promise<void> {
  // The names list, not the catalogue (safety classes, GWPs): a page that loads one fluid needs only its kind.
  const known = refrigerantNames.find((n) => nameKey(n) === nameKey(name));
  if (!known) return Promise.reject(new EngineError({ code: 'unknown_refrigerant', name }));
  if (isRefrigerantLoaded(known)) return Promise.resolve();
  let pending = loading.get(known);
  if (!pending) {
    pending = (REFRIGERANT_KINDS[known] === 'mixture' ? loadMixture(known) : loadFluid(known)).catch((error: unknown) => {
      // A failed chunk (offline) may be tried again later.
      loading.delete(known);
      throw error;
    });
    loading.set(known, pending);
  }
  return pending;
}

/** Whether a refrigerant's data is registered, so that the property functions answer for it synchronously. */
export function isRefrigerantLoaded(name: string): boolean {
  return findFluidData(name) !== undefined || isBlendRegistered(name);
}

async function loadFluid(name: string): Promise<void> {
  const data = await loadFluidData(name);
  if (!data) throw new EngineError({ code: 'unknown_refrigerant', name });
  registerFluid(data);
}

/**
 * The mixture model's code (a chunk of its own, with the table of the blends' data chunks: pure fluids do
 * without both), then the blend's data.
 */
async function loadMixture(name: string): Promise<void> {
  const model = await import('./mixture/blend-model');
  const loaded = await model.loadMixtureData(name);
  if (!loaded) throw new EngineError({ code: 'unknown_refrigerant', name });
  model.addBlend(loaded.data, loaded.components);
  installBlendModel(model);
}
