// Routing of blend names to the multi-fluid mixture model (./mixture/blend-model.ts). The model is installed
// rather than imported: Node installs it at start (./mixture/index.ts), browsers when they load a blend's data
// (./load.ts), so that the engine a page with one pure fluid downloads holds none of it (issue 28).
import { EngineError } from '../errors';
import { nameKey } from './fluid-registry';
import { REFRIGERANT_KINDS } from './names';
import type * as BlendModel from './mixture/blend-model';

// From the names list, not the catalogue: the engine a browser loads carries no catalogue it does not use.
const mixtureKeys = new Map(
  Object.entries(REFRIGERANT_KINDS).filter(([, kind]) => kind === 'mixture').map(([n]) => [nameKey(n), n]),
);

let blends: typeof BlendModel | undefined;

/** Gives the property functions the mixture model; a second installation is a no-op. */
export function installBlendModel(model: typeof BlendModel): void {
  blends ??= model;
}

/** The canonical blend name when `name` is one of the multi-fluid blends, else undefined. */
export function mixtureName(name: string): string | undefined {
  return mixtureKeys.get(nameKey(name));
}

/** Whether the blend's data is registered (and so the model installed). */
export function isBlendRegistered(name: string): boolean {
  return blends?.blendNames().some((m) => nameKey(m) === nameKey(name)) ?? false;
}

/** The mixture model, for a blend: before any blend's data is loaded, the blend is as unknown as its data. */
function model(name: string): typeof BlendModel {
  if (!blends) throw new EngineError({ code: 'unknown_refrigerant', name });
  return blends;
}

export const mixtureSaturation: typeof BlendModel.mixtureSaturation = (name, input) => model(name).mixtureSaturation(name, input);
export const mixtureState: typeof BlendModel.mixtureState = (name, input) => model(name).mixtureState(name, input);
export const mixtureInfo: typeof BlendModel.mixtureInfo = (name) => model(name).mixtureInfo(name);
export const mixtureEquation: typeof BlendModel.mixtureEquation = (name) => model(name).mixtureEquation(name);
export const mixtureLimits: typeof BlendModel.mixtureLimits = (name) => model(name).mixtureLimits(name);
