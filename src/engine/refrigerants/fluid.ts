// Runtime model of one pure or pseudo-pure fluid: its equation of state, saturation curves (superancillary
// for pure fluids, CoolProp's pL/pV ancillaries for pseudo-pure blends) and limits. Built once per fluid.
import { compileEos } from '../eos/compile';
import type { AncillaryData, FluidData } from '../eos/fluid-data';
import type { CompiledEos } from '../eos/types';
import { EngineError } from '../errors';
import { clenshaw, clenshawDerivative, compileSeries, evaluateSeries, type ChebyshevSeries } from './chebyshev';
import { findFluidData } from './fluid-registry';

export interface Ancillary {
  readonly Tr: number;
  readonly reducing: number;
  readonly usingTauR: boolean;
  readonly noexp: boolean;
  readonly n: Float64Array;
  readonly t: Float64Array;
  readonly Tmin: number;
  readonly Tmax: number;
}

export interface Superancillary {
  readonly lnp: ChebyshevSeries;
  readonly rhoL: ChebyshevSeries;
  readonly rhoV: ChebyshevSeries;
  /** ln p at the piece bounds of lnp (descending, since the variable is 1/T ascending). */
  readonly lnpAtBounds: Float64Array;
  readonly Tcrit: number;
  readonly pcrit: number;
}

export interface Fluid {
  readonly name: string;
  readonly kind: 'pure' | 'pseudo-pure';
  readonly eos: CompiledEos;
  readonly data: FluidData;
  /** Pure fluids. */
  readonly sa: Superancillary | null;
  /** Pseudo-pure blends: bubble and dew pressure, saturated liquid and vapour density guesses. */
  readonly pL: Ancillary | null;
  readonly pV: Ancillary | null;
  readonly rhoLanc: Ancillary | null;
  readonly rhoVanc: Ancillary | null;
  /** Saturation limits: temperature (K) and bubble/dew pressures (Pa) at both ends. */
  readonly TsatMin: number;
  readonly TsatMax: number;
  readonly pBubbleMin: number;
  readonly pBubbleMax: number;
  readonly pDewMin: number;
  readonly pDewMax: number;
  /** Upper molar density bound for the density solver, mol/m3. */
  readonly rhoMax: number;
}

function compileAncillary(a: AncillaryData): Ancillary {
  return {
    Tr: a.T_r,
    reducing: a.reducing_value,
    usingTauR: a.using_tau_r,
    noexp: a.type === 'rhoLnoexp',
    n: Float64Array.from(a.n),
    t: Float64Array.from(a.t),
    Tmin: a.Tmin,
    Tmax: a.Tmax,
  };
}

/** Value of an ancillary at T (Pa or mol/m3). */
export function ancillaryValue(a: Ancillary, T: number): number {
  const theta = 1 - T / a.Tr;
  let sum = 0;
  if (theta > 0) {
    const lnTheta = Math.log(theta);
    for (let i = 0; i < a.n.length; i++) sum += a.n[i]! * Math.exp(a.t[i]! * lnTheta);
  }
  if (a.noexp) return a.reducing * (1 + sum);
  return a.reducing * Math.exp((a.usingTauR ? a.Tr / T : 1) * sum);
}

/** Temperature (K) at which a pressure ancillary gives p (Pa); Newton on ln p in T, bracketed. */
export function ancillaryTemperature(a: Ancillary, p: number, Tlo: number, Thi: number): number {
  const lnTarget = Math.log(p);
  const lnLo = Math.log(ancillaryValue(a, Tlo));
  const lnHi = Math.log(ancillaryValue(a, Thi));
  // start: ln p linear in 1/T between the ends
  const y = 1 / Tlo + ((lnTarget - lnLo) / (lnHi - lnLo)) * (1 / Thi - 1 / Tlo);
  let T = 1 / y;
  let lo = Tlo;
  let hi = Thi;
  for (let it = 0; it < 60; it++) {
    const theta = 1 - T / a.Tr;
    let S = 0;
    let dS = 0;
    if (theta > 0) {
      const lnTheta = Math.log(theta);
      for (let i = 0; i < a.n.length; i++) {
        const v = a.n[i]! * Math.exp(a.t[i]! * lnTheta);
        S += v;
        dS += (v * a.t[i]!) / theta;
      }
    }
    const f = a.usingTauR ? a.Tr / T : 1;
    const g = Math.log(a.reducing) + f * S - lnTarget;
    const dg = a.usingTauR ? (-a.Tr / (T * T)) * S - dS / T : -dS / a.Tr;
    if (g < 0) lo = T;
    else hi = T;
    let Tn = T - g / dg;
    if (!(Tn > lo && Tn < hi)) Tn = 0.5 * (lo + hi);
    if (Math.abs(Tn - T) < 1e-12 * T) return Tn;
    T = Tn;
  }
  throw new EngineError({ code: 'no_convergence', quantity: 'pressure', value: p });
}

function buildSuperancillary(data: FluidData): Superancillary {
  const s = data.superancillary!;
  const lnp = compileSeries(s.lnp);
  const lnpAtBounds = new Float64Array(lnp.count + 1);
  for (let i = 0; i <= lnp.count; i++) lnpAtBounds[i] = i < lnp.count ? clenshaw(lnp, i, -1) : clenshaw(lnp, lnp.count - 1, 1);
  return { lnp, rhoL: compileSeries(s.rhoL), rhoV: compileSeries(s.rhoV), lnpAtBounds, Tcrit: s.Tcrit, pcrit: s.pcrit };
}

/** Saturation pressure of a pure fluid at T (Pa), from the superancillary. */
export function saPressure(sa: Superancillary, T: number): number {
  return Math.exp(evaluateSeries(sa.lnp, 1 / T));
}

/** Saturated liquid and vapour molar densities at T from the superancillary (variable sqrt(Tcrit - T)). */
export function saRhoL(sa: Superancillary, T: number): number {
  return evaluateSeries(sa.rhoL, Math.sqrt(Math.max(0, sa.Tcrit - T)));
}
export function saRhoV(sa: Superancillary, T: number): number {
  return evaluateSeries(sa.rhoV, Math.sqrt(Math.max(0, sa.Tcrit - T)));
}

/** Saturation temperature (K) of a pure fluid at p (Pa): Newton on the ln p expansion inside its piece. */
export function saTemperature(sa: Superancillary, p: number): number {
  const target = Math.log(p);
  const b = sa.lnpAtBounds;
  const series = sa.lnp;
  // lnp decreases with the piece index (variable 1/T ascending): find i with b[i] >= target >= b[i+1]
  let lo = 0;
  let hi = series.count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (b[mid]! >= target) lo = mid;
    else hi = mid - 1;
  }
  const i = lo;
  const f0 = b[i]!;
  const f1 = b[i + 1]!;
  let s = -1 + (2 * (target - f0)) / (f1 - f0);
  if (!(s >= -1 && s <= 1)) s = 0;
  for (let it = 0; it < 30; it++) {
    const f = clenshaw(series, i, s) - target;
    const df = clenshawDerivative(series, i, s);
    let sn = s - f / df;
    if (sn < -1) sn = -1;
    else if (sn > 1) sn = 1;
    if (Math.abs(sn - s) < 1e-15) {
      s = sn;
      break;
    }
    s = sn;
  }
  const a = series.bounds[i]!;
  const c = series.bounds[i + 1]!;
  const y = 0.5 * (a + c) + 0.5 * (c - a) * s;
  return 1 / y;
}

function buildFluid(data: FluidData): Fluid {
  const eos = compileEos(data);
  if (data.kind === 'pure') {
    const sa = buildSuperancillary(data);
    // the refit's lower bound is rounded to 12 digits: within 1e-6 K it is the triple point itself
    const saTmin = data.superancillary!.Tmin;
    const Tmin = saTmin - data.triple.T < 1e-6 ? data.triple.T : saTmin;
    const pmin = saPressure(sa, Tmin);
    return {
      name: data.name,
      kind: 'pure',
      eos,
      data,
      sa,
      pL: null,
      pV: null,
      rhoLanc: null,
      rhoVanc: null,
      TsatMin: Tmin,
      TsatMax: sa.Tcrit,
      pBubbleMin: pmin,
      pBubbleMax: sa.pcrit,
      pDewMin: pmin,
      pDewMax: sa.pcrit,
      rhoMax: 2 * saRhoL(sa, Tmin),
    };
  }
  const anc = data.ancillaries!;
  const pL = compileAncillary(anc.pL);
  const pV = compileAncillary(anc.pV);
  const rhoLanc = compileAncillary(anc.rhoL);
  const Tmin = Math.max(data.triple.T, pL.Tmin, pV.Tmin);
  const Tmax = data.sat_max!.T;
  return {
    name: data.name,
    kind: 'pseudo-pure',
    eos,
    data,
    sa: null,
    pL,
    pV,
    rhoLanc,
    rhoVanc: compileAncillary(anc.rhoV),
    TsatMin: Tmin,
    TsatMax: Tmax,
    pBubbleMin: ancillaryValue(pL, Tmin),
    pBubbleMax: ancillaryValue(pL, Tmax),
    pDewMin: ancillaryValue(pV, Tmin),
    pDewMax: ancillaryValue(pV, Tmax),
    rhoMax: 2 * ancillaryValue(rhoLanc, Tmin),
  };
}

const fluids = new Map<string, Fluid>();

/** The runtime model of a pure or pseudo-pure fluid; throws unknown_refrigerant otherwise. */
export function getFluid(name: string): Fluid {
  const data = findFluidData(name);
  if (!data) throw new EngineError({ code: 'unknown_refrigerant', name });
  let f = fluids.get(data.name);
  if (!f) {
    f = buildFluid(data);
    fluids.set(data.name, f);
  }
  return f;
}

/** The fluid if the name is a pure or pseudo-pure fluid, else undefined. */
export function findFluid(name: string): Fluid | undefined {
  return findFluidData(name) ? getFluid(name) : undefined;
}
