// Routing of blend names to the multi-fluid mixture model (src/engine/refrigerants/mixture), adapted to the
// public result shapes.
import { findFluidData, nameKey } from './fluid-registry';
import { MIXTURE_NAMES } from './catalog';
import {
  mixtureInfo as modelInfo,
  mixtureSaturation as modelSaturation,
  mixtureState as modelState,
} from './mixture/properties';
import { getMixture } from './mixture/registry';
import { P_MAX, T_MAX } from './mixture/state';
import type { EquationOfStateInfo, MixtureInfoFields, RefrigerantLimits, SaturationInput, SaturationResult, StateInput, StateResult } from './types';

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

/** A blend's multi-fluid equation: its components' equations, then its pairs' parameters, each cited once. */
export function mixtureEquation(name: string): EquationOfStateInfo {
  const { components, pairs } = getMixture(name).data;
  const citations = [...components.map((c) => findFluidData(c)?.citation ?? c), ...pairs.map((p) => p.source.split(':')[0]!)];
  return { kind: 'mixture', citations: [...new Set(citations)], reference: 'IIR' };
}

/** A blend's limits: its traced saturation curves, the single-phase range of its model, its estimated critical point. */
export function mixtureLimits(name: string): RefrigerantLimits {
  const { limits, critical } = getMixture(name).data;
  return {
    saturationTemperature: { min: limits.Tmin, max: limits.Tmax },
    maximumTemperature: T_MAX,
    maximumPressure: P_MAX,
    critical: critical ? { temperature: critical.T, pressure: critical.p } : null,
  };
}
