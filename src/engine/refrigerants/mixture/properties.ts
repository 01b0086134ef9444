// Multi-fluid Helmholtz mixture model for the zeotropic blends (see model.ts, vle.ts, state.ts), for the blends
// registered in ./registry (index.ts registers all of them; load.ts one at a time).
// Units: K, Pa absolute, kg/m3, J/kg, J/(kg K). Reference state IIR (h = 200 kJ/kg, s = 1 kJ/(kg K) for the
// saturated liquid = bubble point at 0 °C) through a constant per-blend offset (see data/<blend>.json, reference).
import { EngineError } from '../../errors';
import type { SaturationResult } from '../types';
import { getMixture, mixtureNames, type Mixture } from './registry';
import { saturationAtP, saturationAtT } from './saturation';
import { stateHP, stateSP, stateTP, type MixtureStateResult } from './state';

export { mixtureNames };
export type { MixtureStateResult };

/** Same shape as the public SaturationResult: the mixture model answers exactly what saturation() returns. */
export type MixtureSaturationResult = SaturationResult;

function checkNumber(quantity: string, v: number): void {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new EngineError({ code: 'invalid_input', quantity, value: String(v) });
}

/**
 * Bubble and dew points of a blend.
 * Given T (K): the liquid is the bubble point at T, the vapour the dew point at T.
 * Given p (Pa absolute): the liquid is the bubble point at p, the vapour the dew point at p.
 */
export function mixtureSaturation(name: string, input: { T: number } | { p: number }): MixtureSaturationResult {
  const mx = getMixture(name);
  if ('T' in input) {
    checkNumber('temperature', input.T);
    return { ...saturationAtT(mx, input.T) };
  }
  checkNumber('pressure', input.p);
  return { ...saturationAtP(mx, input.p) };
}

/**
 * State of a blend at its nominal composition: subcooled liquid, superheated vapour, supercritical, or two-phase
 * inside the glide (with its vapour quality).
 * @param input T in K, p in Pa absolute, h in J/kg, s in J/(kg K)
 * @returns rho kg/m3, h J/kg, s J/(kg K), cp J/(kg K) (null when two-phase), phase, quality
 */
export function mixtureState(
  name: string,
  input: { T: number; p: number } | { p: number; h: number } | { p: number; s: number },
): MixtureStateResult {
  const mx: Mixture = getMixture(name);
  if ('T' in input) {
    checkNumber('temperature', input.T);
    checkNumber('pressure', input.p);
    return stateTP(mx, input.T, input.p);
  }
  checkNumber('pressure', input.p);
  if ('h' in input) {
    checkNumber('enthalpy', input.h);
    return stateHP(mx, input.p, input.h);
  }
  checkNumber('entropy', input.s);
  return stateSP(mx, input.p, input.s);
}

export interface MixtureInfo {
  name: string;
  components: string[];
  moleFractions: number[];
  massFractions: number[];
  /** kg/mol */
  molarMass: number;
  /** Estimated critical point (K, Pa), see data/<blend>.json `critical.note`. */
  critical?: { T: number; p: number };
  /** Bubble and dew temperature at 101325 Pa (K) and the glide T_dew - T_bubble (K). */
  normalBubbleT: number;
  normalDewT: number;
  glide: number;
  /** Range of the saturation functions. */
  limits: { Tmin: number; Tmax: number; pmin: number; pmax: number };
}

export function mixtureInfo(name: string): MixtureInfo {
  const mx = getMixture(name);
  const d = mx.data;
  const M = mx.model.molarMass(mx.model.z);
  const sat = mixtureSaturation(name, { p: 101325 });
  const info: MixtureInfo = {
    name: d.name,
    components: [...d.components],
    moleFractions: [...d.moleFractions],
    massFractions: d.moleFractions.map((x, i) => (x * mx.model.Mi[i]!) / M),
    molarMass: M,
    normalBubbleT: sat.T_bubble,
    normalDewT: sat.T_dew,
    glide: sat.T_dew - sat.T_bubble,
    limits: { ...d.limits },
  };
  if (d.critical) info.critical = { T: d.critical.T, p: d.critical.p };
  return info;
}
