// The multi-fluid Helmholtz mixture model (Kunz & Wagner 2012; Lemmon & Jacobsen 2004), as CoolProp applies it:
//   α⁰ = Σ x_i [α⁰_i(ρ/ρ_r,i, T_r,i/T) + ln x_i]
//   αʳ = Σ x_i αʳ_i(δ, τ) + Σ_{i<j} x_i x_j F_ij αʳ_ij(δ, τ),  δ = ρ/ρ_r(x), τ = T_r(x)/T
// with the gas constant R(x) = Σ x_i R_i (CoolProp's convention) and the molar mass M(x) = Σ x_i M_i.
//
// For the phase equilibrium we need the fugacities ln f_i = ln(x_i ρ R T) + ∂(n αʳ)/∂n_i and their derivatives
// with respect to ln ρ, ln T and the mole fractions. Writing Φ(T, ρ, x) = αʳ(δ(ρ, x), τ(T, x), x) and D_k = ∂/∂x_k at
// constant T and ρ (every x_k independent, the GERG extension):
//   ∂(nαʳ)/∂n_i = Φ + ρΦ_ρ + D_iΦ - Σ_k x_k D_kΦ
// and so, with W = δαʳ_δ,
//   ρ ∂/∂ρ [∂(nαʳ)/∂n_i] = 2δαʳ_δ + δ²αʳ_δδ + D_iW - Σ_k x_k D_kW
//   D_j [∂(nαʳ)/∂n_i]   = D_jW + D_jD_iΦ - Σ_k x_k D_jD_kΦ
// D_k acts through δ_xk = δ (∂v_r/∂x_k)/v_r and τ_xk = (∂T_r/∂x_k)/T besides the explicit x dependence.
// Everything below is allocation-free: one set of Float64Array scratch per phase slot.
import type { CompiledEos, HelmholtzDerivatives } from '../../eos/types';
import { createDerivatives } from '../../eos/types';
import { componentEos, componentIdeal, componentResidual } from './components';
import { compileDeparture, departureDerivatives, type CompiledDeparture } from './departure';
import { compileReducing, evalReducing, type CompiledReducing } from './reducing';
import type { MixtureData } from './types';

/** Scratch and results of one phase evaluation. Fields are overwritten by `evalPhase`. */
export class Phase {
  readonly x: Float64Array;
  T = 0;
  rho = 0;
  /** Gas constant R(x), J/(mol K); molar mass M(x), kg/mol. */
  R = 0;
  M = 0;
  Tr = 0;
  vr = 0;
  tau = 0;
  delta = 0;
  /** Mixture αʳ and plain partials. */
  ar = 0;
  ar_d = 0;
  ar_t = 0;
  ar_dd = 0;
  ar_dt = 0;
  ar_tt = 0;
  p = 0;
  /** ρ ∂p/∂ρ and T ∂p/∂T (Pa). */
  dp_dlnrho = 0;
  dp_dlnT = 0;
  readonly dTr: Float64Array;
  readonly d2Tr: Float64Array;
  readonly dvr: Float64Array;
  readonly d2vr: Float64Array;
  /** ∂αʳ/∂x_k, ∂²αʳ/∂δ∂x_k, ∂²αʳ/∂τ∂x_k at constant δ, τ. */
  readonly arx: Float64Array;
  readonly ardx: Float64Array;
  readonly artx: Float64Array;
  readonly dx: Float64Array;
  readonly tx: Float64Array;
  readonly Phix: Float64Array;
  readonly Wx: Float64Array;
  readonly TPhix: Float64Array;
  readonly lnf: Float64Array;
  readonly dlnf_dlnrho: Float64Array;
  readonly dlnf_dlnT: Float64Array;
  /** ∂ ln f_i/∂x_j at constant T, ρ (row-major, independent-x extension). */
  readonly dlnf_dx: Float64Array;
  readonly dp_dx: Float64Array;
  readonly Phixx: Float64Array;
  /** Per-component residual derivatives [a, a_d, a_t, a_dd, a_dt, a_tt] × N and per-pair F·departure likewise. */
  readonly comp: Float64Array;
  readonly dep: Float64Array;

  constructor(n: number, npairs: number) {
    this.x = new Float64Array(n);
    this.dTr = new Float64Array(n);
    this.d2Tr = new Float64Array(n * n);
    this.dvr = new Float64Array(n);
    this.d2vr = new Float64Array(n * n);
    this.arx = new Float64Array(n);
    this.ardx = new Float64Array(n);
    this.artx = new Float64Array(n);
    this.dx = new Float64Array(n);
    this.tx = new Float64Array(n);
    this.Phix = new Float64Array(n);
    this.Wx = new Float64Array(n);
    this.TPhix = new Float64Array(n);
    this.lnf = new Float64Array(n);
    this.dlnf_dlnrho = new Float64Array(n);
    this.dlnf_dlnT = new Float64Array(n);
    this.dlnf_dx = new Float64Array(n * n);
    this.dp_dx = new Float64Array(n);
    this.Phixx = new Float64Array(n * n);
    this.comp = new Float64Array(6 * n);
    this.dep = new Float64Array(6 * Math.max(npairs, 1));
  }
}

/** Molar ideal-gas + residual properties of a phase (per mol; divide by M for per kg). */
export interface MolarProps {
  /** J/mol, J/(mol K), J/(mol K) */
  h: number;
  s: number;
  cp: number;
}

export class MixtureModel {
  readonly name: string;
  readonly n: number;
  readonly comps: CompiledEos[];
  readonly Ri: Float64Array;
  readonly Mi: Float64Array;
  readonly Tri: Float64Array;
  readonly rhori: Float64Array;
  readonly z: Float64Array;
  readonly redT: CompiledReducing;
  readonly redV: CompiledReducing;
  /** Pairs with a departure function and F ≠ 0. */
  readonly depI: Int32Array;
  readonly depJ: Int32Array;
  readonly depF: Float64Array;
  readonly deps: CompiledDeparture[];
  /** Two phase slots for the equilibrium solvers and one for single-phase states. */
  readonly L: Phase;
  readonly V: Phase;
  readonly S: Phase;
  private readonly der: HelmholtzDerivatives = createDerivatives();

  constructor(data: MixtureData, comps?: CompiledEos[]) {
    this.name = data.name;
    const n = data.components.length;
    this.n = n;
    this.comps = comps ?? data.components.map((c) => componentEos(c));
    this.Ri = Float64Array.from(this.comps.map((c) => c.R));
    this.Mi = Float64Array.from(this.comps.map((c) => c.M));
    this.Tri = Float64Array.from(this.comps.map((c) => c.Tr));
    this.rhori = Float64Array.from(this.comps.map((c) => c.rhor));
    this.z = Float64Array.from(data.moleFractions);
    this.redT = compileReducing(
      this.comps.map((c) => c.Tr),
      data.pairs.map((p) => ({ i: p.i, j: p.j, beta: p.betaT, gamma: p.gammaT })),
      'T',
    );
    this.redV = compileReducing(
      this.comps.map((c) => 1 / c.rhor),
      data.pairs.map((p) => ({ i: p.i, j: p.j, beta: p.betaV, gamma: p.gammaV })),
      'v',
    );
    const withDep = data.pairs.filter((p) => p.F !== 0 && p.departure);
    this.depI = Int32Array.from(withDep.map((p) => p.i));
    this.depJ = Int32Array.from(withDep.map((p) => p.j));
    this.depF = Float64Array.from(withDep.map((p) => p.F));
    this.deps = withDep.map((p) => compileDeparture(p.departure!));
    this.L = new Phase(n, withDep.length);
    this.V = new Phase(n, withDep.length);
    this.S = new Phase(n, withDep.length);
  }

  /** R(x) (J/(mol K)) and M(x) (kg/mol) of a composition. */
  gasConstant(x: Float64Array): number {
    let r = 0;
    for (let k = 0; k < this.n; k++) r += x[k]! * this.Ri[k]!;
    return r;
  }

  molarMass(x: Float64Array): number {
    let m = 0;
    for (let k = 0; k < this.n; k++) m += x[k]! * this.Mi[k]!;
    return m;
  }

  /**
   * Evaluates phase `ph` (composition already in ph.x) at T (K) and molar density rho (mol/m3).
   * order 0: p, dp/dlnρ, dp/dlnT and the residual derivatives; 1: + ln f_i, ∂ln f_i/∂ln ρ, ∂ln f_i/∂ln T;
   * 2: + ∂ln f_i/∂x_j and ∂p/∂x_j.
   */
  evalPhase(ph: Phase, T: number, rho: number, order: 0 | 1 | 2): void {
    const n = this.n;
    const x = ph.x;
    const want2 = order >= 1; // second composition derivatives of the reducing functions needed from order 2
    const Tr = evalReducing(this.redT, x, ph.dTr, order === 2 ? ph.d2Tr : null);
    const vr = evalReducing(this.redV, x, ph.dvr, order === 2 ? ph.d2vr : null);
    const tau = Tr / T;
    const delta = rho * vr;
    ph.T = T;
    ph.rho = rho;
    ph.Tr = Tr;
    ph.vr = vr;
    ph.tau = tau;
    ph.delta = delta;
    let R = 0;
    let M = 0;
    for (let k = 0; k < n; k++) {
      R += x[k]! * this.Ri[k]!;
      M += x[k]! * this.Mi[k]!;
    }
    ph.R = R;
    ph.M = M;

    // Component residual parts at the mixture's (δ, τ)
    const der = this.der;
    const comp = ph.comp;
    let ar = 0;
    let ard = 0;
    let art = 0;
    let ardd = 0;
    let ardt = 0;
    let artt = 0;
    for (let k = 0; k < n; k++) {
      componentResidual(this.comps[k]!, tau, delta, der);
      const o = 6 * k;
      comp[o] = der.a;
      comp[o + 1] = der.a_d;
      comp[o + 2] = der.a_t;
      comp[o + 3] = der.a_dd;
      comp[o + 4] = der.a_dt;
      comp[o + 5] = der.a_tt;
      const xk = x[k]!;
      ar += xk * der.a;
      ard += xk * der.a_d;
      art += xk * der.a_t;
      ardd += xk * der.a_dd;
      ardt += xk * der.a_dt;
      artt += xk * der.a_tt;
      ph.arx[k] = der.a;
      ph.ardx[k] = der.a_d;
      ph.artx[k] = der.a_t;
    }
    // Departure functions
    const nd = this.deps.length;
    if (nd > 0) {
      const lnTau = Math.log(tau);
      const lnDelta = Math.log(delta);
      const dep = ph.dep;
      for (let q = 0; q < nd; q++) {
        departureDerivatives(this.deps[q]!, tau, delta, lnTau, lnDelta, der);
        const F = this.depF[q]!;
        const i = this.depI[q]!;
        const j = this.depJ[q]!;
        const o = 6 * q;
        dep[o] = F * der.a;
        dep[o + 1] = F * der.a_d;
        dep[o + 2] = F * der.a_t;
        dep[o + 3] = F * der.a_dd;
        dep[o + 4] = F * der.a_dt;
        dep[o + 5] = F * der.a_tt;
        const xi = x[i]!;
        const xj = x[j]!;
        const xx = xi * xj;
        ar += xx * dep[o]!;
        ard += xx * dep[o + 1]!;
        art += xx * dep[o + 2]!;
        ardd += xx * dep[o + 3]!;
        ardt += xx * dep[o + 4]!;
        artt += xx * dep[o + 5]!;
        ph.arx[i] = ph.arx[i]! + xj * dep[o]!;
        ph.arx[j] = ph.arx[j]! + xi * dep[o]!;
        ph.ardx[i] = ph.ardx[i]! + xj * dep[o + 1]!;
        ph.ardx[j] = ph.ardx[j]! + xi * dep[o + 1]!;
        ph.artx[i] = ph.artx[i]! + xj * dep[o + 2]!;
        ph.artx[j] = ph.artx[j]! + xi * dep[o + 2]!;
      }
    }
    ph.ar = ar;
    ph.ar_d = ard;
    ph.ar_t = art;
    ph.ar_dd = ardd;
    ph.ar_dt = ardt;
    ph.ar_tt = artt;

    const rRT = rho * R * T;
    const W = delta * ard;
    ph.p = rRT * (1 + W);
    ph.dp_dlnrho = rRT * (1 + 2 * W + delta * delta * ardd);
    ph.dp_dlnT = rRT * (1 + W - delta * tau * ardt);
    if (!want2) return;

    // Composition derivatives at constant T, ρ
    let SPhi = 0;
    let SW = 0;
    let STPhi = 0;
    for (let k = 0; k < n; k++) {
      const dxk = (delta * ph.dvr[k]!) / vr;
      const txk = ph.dTr[k]! / T;
      ph.dx[k] = dxk;
      ph.tx[k] = txk;
      const Phik = ph.arx[k]! + ard * dxk + art * txk;
      const Wk = delta * ph.ardx[k]! + (ard + delta * ardd) * dxk + delta * ardt * txk;
      const TPk = -tau * (ph.artx[k]! + ardt * dxk + artt * txk) - art * txk;
      ph.Phix[k] = Phik;
      ph.Wx[k] = Wk;
      ph.TPhix[k] = TPk;
      const xk = x[k]!;
      SPhi += xk * Phik;
      SW += xk * Wk;
      STPhi += xk * TPk;
    }
    const lnRRT = Math.log(rRT);
    const G0 = ar + W;
    const rhoG0 = 2 * W + delta * delta * ardd;
    const TG0 = -tau * art - tau * delta * ardt;
    for (let i = 0; i < n; i++) {
      ph.lnf[i] = Math.log(x[i]!) + lnRRT + G0 + ph.Phix[i]! - SPhi;
      ph.dlnf_dlnrho[i] = 1 + rhoG0 + ph.Wx[i]! - SW;
      ph.dlnf_dlnT[i] = 1 + TG0 + ph.TPhix[i]! - STPhi;
    }
    if (order < 2) return;

    // D_j D_i Φ
    const Pxx = ph.Phixx;
    const dvrr = delta / vr;
    const iT = 1 / T;
    for (let i = 0; i < n; i++) {
      const dxi = ph.dx[i]!;
      const txi = ph.tx[i]!;
      const ardxi = ph.ardx[i]!;
      const artxi = ph.artx[i]!;
      for (let j = i; j < n; j++) {
        const dxj = ph.dx[j]!;
        const txj = ph.tx[j]!;
        const v =
          ardxi * dxj +
          artxi * txj +
          ph.ardx[j]! * dxi +
          ph.artx[j]! * txi +
          ardd * dxi * dxj +
          ardt * (txj * dxi + dxj * txi) +
          artt * txi * txj +
          ard * dvrr * ph.d2vr[i * n + j]! +
          art * iT * ph.d2Tr[i * n + j]!;
        Pxx[i * n + j] = v;
        Pxx[j * n + i] = v;
      }
    }
    for (let q = 0; q < nd; q++) {
      const i = this.depI[q]!;
      const j = this.depJ[q]!;
      const a = ph.dep[6 * q]!;
      Pxx[i * n + j] = Pxx[i * n + j]! + a;
      Pxx[j * n + i] = Pxx[j * n + i]! + a;
    }
    const onePlusW = 1 + W;
    for (let j = 0; j < n; j++) {
      let col = 0;
      for (let k = 0; k < n; k++) col += x[k]! * Pxx[k * n + j]!;
      const common = this.Ri[j]! / R + ph.Wx[j]! - col;
      for (let i = 0; i < n; i++) ph.dlnf_dx[i * n + j] = common + Pxx[i * n + j]!;
      ph.dlnf_dx[j * n + j] = ph.dlnf_dx[j * n + j]! + 1 / x[j]!;
      ph.dp_dx[j] = rho * T * (this.Ri[j]! * onePlusW + R * ph.Wx[j]!);
    }
  }

  /**
   * Moves phase `ph`, evaluated by `evalPhase` at the same T and composition, to the molar density rho (mol/m3) to
   * first order in δ: ρ, δ, αʳ, αʳ_δ, αʳ_τ, p and its derivatives. For a relative density change ε the neglected terms
   * are O(ε²) (so ~1e-14 for the last Newton step of a phase equilibrium); the second derivatives of αʳ keep their
   * values (relative error O(ε)) and the fugacities are left as they were.
   */
  shiftDensity(ph: Phase, rho: number): void {
    const delta = rho * ph.vr;
    const dd = delta - ph.delta;
    ph.ar += ph.ar_d * dd;
    ph.ar_t += ph.ar_dt * dd;
    ph.ar_d += ph.ar_dd * dd;
    ph.rho = rho;
    ph.delta = delta;
    const rRT = rho * ph.R * ph.T;
    const W = delta * ph.ar_d;
    ph.p = rRT * (1 + W);
    ph.dp_dlnrho = rRT * (1 + 2 * W + delta * delta * ph.ar_dd);
    ph.dp_dlnT = rRT * (1 + W - delta * ph.tau * ph.ar_dt);
  }

  /**
   * Molar h (J/mol), s (J/(mol K)) and cp (J/(mol K)) of a phase that `evalPhase` has just evaluated (any order),
   * each component on its own reference state (no IIR offset here).
   */
  molarProps(ph: Phase, out: MolarProps): void {
    const n = this.n;
    const der = this.der;
    const T = ph.T;
    const rho = ph.rho;
    let a0 = 0;
    let ta0t = 0;
    let tta0tt = 0;
    for (let k = 0; k < n; k++) {
      const xk = ph.x[k]!;
      if (xk <= 0) continue;
      const tk = this.Tri[k]! / T;
      componentIdeal(this.comps[k]!, tk, rho / this.rhori[k]!, der);
      a0 += xk * (der.a + Math.log(xk));
      ta0t += xk * tk * der.a_t;
      tta0tt += xk * tk * tk * der.a_tt;
    }
    const tau = ph.tau;
    const delta = ph.delta;
    const R = ph.R;
    const tart = tau * ph.ar_t;
    const W = delta * ph.ar_d;
    out.h = R * T * (1 + ta0t + tart + W);
    out.s = R * (ta0t + tart - a0 - ph.ar);
    const cv = -R * (tta0tt + tau * tau * ph.ar_tt);
    const num = 1 + W - delta * tau * ph.ar_dt;
    out.cp = cv + (R * num * num) / (1 + 2 * W + delta * delta * ph.ar_dd);
  }
}
