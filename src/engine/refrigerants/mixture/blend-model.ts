// The multi-fluid mixture model as the property functions (../core.ts) call it, adapted to the public result
// shapes, with the registration of a blend's data. Browsers fetch this module with a blend's data (../load.ts):
// a page that shows only pure fluids never downloads the mixture model; Node installs it at start (./index.ts).
import { findFluidData } from '../fluid-registry';
import type { FluidData } from '../../eos/fluid-data';
import type { EquationOfStateInfo, MixtureInfoFields, RefrigerantLimits, SaturationInput, SaturationResult, StateInput, StateResult } from '../types';
import {
  mixtureInfo as modelInfo,
  mixtureSaturation as modelSaturation,
  mixtureState as modelState,
} from './properties';
export { loadMixtureData } from './data/lazy';
import { getMixture, mixtureNames, registerMixture } from './registry';
import { P_MAX, T_MAX } from './state';
import type { MixtureData } from './types';

export function mixtureSaturation(name: string, input: SaturationInput): SaturationResult {
  return modelSaturation(name, input);
}

/** A blend's state: single-phase, or two-phase inside the glide (./two-phase.ts). */
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

/** Makes a blend computable: its data and the pure-component equations it names. */
export function addBlend(data: MixtureData, components: readonly FluidData[]): void {
  registerMixture(data, components);
}

/** The blends registered so far. */
export function blendNames(): readonly string[] {
  return mixtureNames;
}
