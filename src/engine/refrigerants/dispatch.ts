// Routing of blend names to the multi-fluid mixture model (src/engine/refrigerants/mixture), adapted to the
// public result shapes.
import { nameKey } from './fluid-registry';
import { MIXTURE_NAMES } from './catalog';
import {
  mixtureInfo as modelInfo,
  mixtureSaturation as modelSaturation,
  mixtureState as modelState,
} from './mixture/properties';
import type { MixtureInfoFields, SaturationInput, SaturationResult, StateInput, StateResult } from './types';

const mixtureKeys = new Map(MIXTURE_NAMES.map((n) => [nameKey(n), n]));

/** The canonical blend name when `name` is one of the multi-fluid blends, else undefined. */
export function mixtureName(name: string): string | undefined {
  return mixtureKeys.get(nameKey(name));
}

export function mixtureSaturation(name: string, input: SaturationInput): SaturationResult {
  return modelSaturation(name, input);
}

/** A blend's state: single-phase, or two-phase inside the glide (mixture/two-phase.ts). */
export function mixtureState(name: string, input: StateInput): StateResult {
  const r = modelState(name, input);
  return { T: r.T, p: r.p, rho: r.rho, h: r.h, s: r.s, cp: r.cp, phase: r.phase, quality: r.quality };
}

export function mixtureInfo(name: string): MixtureInfoFields | null {
  const info = modelInfo(name);
  return {
    criticalTemperature: info.critical?.T ?? null,
    criticalPressure: info.critical?.p ?? null,
    normalBoilingPoint: { bubble: info.normalBubbleT, dew: info.normalDewT },
    molarMass: info.molarMass,
    glide: info.glide,
  };
}
