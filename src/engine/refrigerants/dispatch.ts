// Routing of blend names to the multi-fluid mixture model (src/engine/refrigerants/mixture), adapted to the
// public result shapes.
import { EngineError } from '../errors';
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

/**
 * A blend's state. Single-phase states come from the mixture model. Inside the glide the model has no flash yet,
 * so the two-phase state is the lever rule between the saturated liquid (bubble point) and vapour (dew point) at
 * the pressure, with the temperature taken linearly along the glide: the same approximation the pseudo-pure
 * blends use, exact in h and s, within a fraction of a kelvin in T for the glides of these blends.
 */
export function mixtureState(name: string, input: StateInput): StateResult {
  try {
    const r = modelState(name, input);
    return { T: r.T, p: r.p, rho: r.rho, h: r.h, s: r.s, cp: r.cp, phase: r.phase, quality: null };
  } catch (error) {
    if (!(error instanceof EngineError) || !String(error.detail.quantity ?? '').startsWith('two_phase')) throw error;
    return twoPhaseState(name, input);
  }
}

function twoPhaseState(name: string, input: StateInput): StateResult {
  const sat = modelSaturation(name, { p: input.p });
  let quality: number;
  if ('T' in input) quality = (input.T - sat.T_bubble) / (sat.T_dew - sat.T_bubble);
  else if ('h' in input) quality = (input.h - sat.h_liquid) / (sat.h_vapor - sat.h_liquid);
  else quality = (input.s - sat.s_liquid) / (sat.s_vapor - sat.s_liquid);
  quality = Math.min(1, Math.max(0, quality));
  return {
    T: sat.T_bubble + quality * (sat.T_dew - sat.T_bubble),
    p: input.p,
    rho: 1 / ((1 - quality) / sat.rho_liquid + quality / sat.rho_vapor),
    h: sat.h_liquid + quality * (sat.h_vapor - sat.h_liquid),
    s: sat.s_liquid + quality * (sat.s_vapor - sat.s_liquid),
    cp: null,
    phase: 'twophase',
    quality,
  };
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
