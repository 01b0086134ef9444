// Routing of blend names to the multi-fluid mixture model (src/engine/refrigerants/mixture).
// TO WIRE (lead): once mixture/index.ts exports mixtureSaturation, mixtureState and mixtureInfo, replace the
// three placeholder functions below with
//   export { mixtureSaturation, mixtureState, mixtureInfo } from './mixture';
// (same names and shapes: SaturationResult, StateResult, MixtureInfoFields | null).
import { EngineError } from '../errors';
import { nameKey } from './fluid-library';
import { MIXTURE_NAMES } from './catalog';
import type { MixtureInfoFields, SaturationInput, SaturationResult, StateInput, StateResult } from './types';

const mixtureKeys = new Map(MIXTURE_NAMES.map((n) => [nameKey(n), n]));

/** The canonical blend name when `name` is one of the multi-fluid blends, else undefined. */
export function mixtureName(name: string): string | undefined {
  return mixtureKeys.get(nameKey(name));
}

/** Placeholder until the mixture model is wired: always unknown_refrigerant. */
export function mixtureSaturation(name: string, _input: SaturationInput): SaturationResult {
  throw new EngineError({ code: 'unknown_refrigerant', name });
}

/** Placeholder until the mixture model is wired: always unknown_refrigerant. */
export function mixtureState(name: string, _input: StateInput): StateResult {
  throw new EngineError({ code: 'unknown_refrigerant', name });
}

/** Placeholder until the mixture model is wired: no critical point or boiling points known yet. */
export function mixtureInfo(_name: string): MixtureInfoFields | null {
  return null;
}
