// Multi-fluid Helmholtz mixture model for the zeotropic blends (see model.ts, vle.ts, state.ts), for the blends
// registered in ./registry (index.ts registers all of them; load.ts one at a time).
// Units: K, Pa absolute, kg/m3, J/kg, J/(kg K). Reference state IIR (h = 200 kJ/kg, s = 1 kJ/(kg K) for the
// saturated liquid = bubble point at 0 °C) through a constant per-blend offset (see data/<blend>.json, reference).
import { EngineError } from '../../errors';
import type { SaturationResult } from '../types';
import { evalCheb, evalSeedT } from './cheb';
import { getMixture, mixtureNames, type Mixture } from './registry';
import { stateHP, stateSP, stateTP, type MixtureStateResult } from './state';

export { mixtureNames };
export type { MixtureStateResult };

/** Same shape as the public SaturationResult: the mixture model answers exactly what saturation() returns. */
export type MixtureSaturationResult = SaturationResult;

function checkNumber(quantity: string, v: number): void {
  if (!Number.isFinite(v)) throw new EngineError({ code: 'out_of_range', quantity, value: v });
}

/**
 * Bubble and dew points of a blend.
 * Given T (K): the liquid is the bubble point at T, the vapour the dew point at T.
 * Given p (Pa absolute): the liquid is the bubble point at p, the vapour the dew point at p.
 */
export function mixtureSaturation(name: string, input: { T: number } | { p: number }): MixtureSaturationResult {
  const mx = getMixture(name);
  const lim = mx.data.limits;
  const model = mx.model;
  const solver = mx.solver;
  const u = solver.u;
  const n = model.n;
  const sc = mx.scratch;
  const props = mx.props;
  const out = mx.result;
  if ('T' in input) {
    const T = input.T;
    checkNumber('temperature', T);
    if (!(T >= lim.Tmin && T <= lim.Tmax)) {
      throw new EngineError({ code: 'out_of_range', quantity: 'temperature', value: T, min: lim.Tmin, max: lim.Tmax });
    }
    evalSeedT(mx.data.seeds, mx.data.seeds.bubbleT, T, sc);
    for (let k = 0; k < n + 2; k++) u[k] = sc[k + 1]!;
    solver.solve('bubble', 'T', T);
    model.molarProps(model.L, props);
    out.T_bubble = T;
    out.p_bubble = model.L.p;
    out.rho_liquid = model.L.rho * model.L.M;
    out.h_liquid = props.h / model.L.M + mx.dh;
    out.s_liquid = props.s / model.L.M + mx.ds;
    evalSeedT(mx.data.seeds, mx.data.seeds.dewT, T, sc);
    for (let k = 0; k < n + 2; k++) u[k] = sc[k + 1]!;
    solver.solve('dew', 'T', T);
    model.molarProps(model.V, props);
    out.T_dew = T;
    out.p_dew = model.V.p;
  } else {
    const p = input.p;
    checkNumber('pressure', p);
    if (!(p >= lim.pmin && p <= lim.pmax)) {
      throw new EngineError({ code: 'out_of_range', quantity: 'pressure', value: p, min: lim.pmin, max: lim.pmax });
    }
    const lnp = Math.log(p);
    evalCheb(mx.data.seeds.bubbleP, lnp, sc);
    let T = sc[0]!;
    evalSeedT(mx.data.seeds, mx.data.seeds.bubbleT, T, sc);
    for (let k = 0; k < n + 2; k++) u[k] = sc[k + 1]!;
    u[n + 2] = Math.log(T);
    T = solver.solve('bubble', 'p', p);
    model.molarProps(model.L, props);
    out.T_bubble = T;
    out.p_bubble = p;
    out.rho_liquid = model.L.rho * model.L.M;
    out.h_liquid = props.h / model.L.M + mx.dh;
    out.s_liquid = props.s / model.L.M + mx.ds;
    evalCheb(mx.data.seeds.dewP, lnp, sc);
    T = sc[0]!;
    evalSeedT(mx.data.seeds, mx.data.seeds.dewT, T, sc);
    for (let k = 0; k < n + 2; k++) u[k] = sc[k + 1]!;
    u[n + 2] = Math.log(T);
    T = solver.solve('dew', 'p', p);
    model.molarProps(model.V, props);
    out.T_dew = T;
    out.p_dew = p;
  }
  out.rho_vapor = model.V.rho * model.V.M;
  out.h_vapor = props.h / model.V.M + mx.dh;
  out.s_vapor = props.s / model.V.M + mx.ds;
  return { ...out };
}

/**
 * Single-phase state of a blend at its nominal composition (subcooled liquid, superheated vapour, supercritical).
 * Inside the two-phase band (glide) it throws out_of_range with quantity 'two_phase_pressure' /
 * 'two_phase_enthalpy' / 'two_phase_entropy' and the band as min/max: the flash is not implemented yet.
 * @param input T in K, p in Pa absolute, h in J/kg, s in J/(kg K)
 * @returns rho kg/m3, h J/kg, s J/(kg K), cp J/(kg K)
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
