// On-demand loading of one refrigerant's data for browsers: the engine code (./core) arrives without any fluid
// data, and each fluid's file (a blend's with its components) is a chunk of its own, fetched once and registered.
// Node needs none of this: ./index.ts registers every fluid at start.
import { EngineError } from '../errors';
import { CATALOG } from './catalog';
import { loadFluidData } from './data/lazy';
import { findFluidData, nameKey, registerFluid } from './fluid-registry';
import { loadMixtureData } from './mixture/data/lazy';
import { mixtureNames, registerMixture } from './mixture/registry';

const loading = new Map<string, Promise<void>>();

/**
 * Registers the data of a refrigerant of the catalogue (ASHRAE name, case-insensitive), loading it first when
 * it is not registered yet; saturation() and state() answer for it once the promise resolves.
 * @throws EngineError unknown_refrigerant (the promise rejects) for a name outside the catalogue
 */
export function loadRefrigerant(name: string): Promise<void> {
  const entry = CATALOG.find((c) => nameKey(c.name) === nameKey(name));
  if (!entry) return Promise.reject(new EngineError({ code: 'unknown_refrigerant', name }));
  if (isRefrigerantLoaded(entry.name)) return Promise.resolve();
  let pending = loading.get(entry.name);
  if (!pending) {
    pending = (entry.kind === 'mixture' ? loadMixture(entry.name) : loadFluid(entry.name)).catch((error: unknown) => {
      // A failed chunk (offline) may be tried again later.
      loading.delete(entry.name);
      throw error;
    });
    loading.set(entry.name, pending);
  }
  return pending;
}

/** Whether a refrigerant's data is registered, so that the property functions answer for it synchronously. */
export function isRefrigerantLoaded(name: string): boolean {
  return findFluidData(name) !== undefined || mixtureNames.some((m) => nameKey(m) === nameKey(name));
}

async function loadFluid(name: string): Promise<void> {
  const data = await loadFluidData(name);
  if (!data) throw new EngineError({ code: 'unknown_refrigerant', name });
  registerFluid(data);
}

async function loadMixture(name: string): Promise<void> {
  const loaded = await loadMixtureData(name);
  if (!loaded) throw new EngineError({ code: 'unknown_refrigerant', name });
  registerMixture(loaded.data, loaded.components);
}
