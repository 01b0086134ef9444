// Thermodynamic properties from the Helmholtz energy at (T, rho), the standard relations (Span 2000, Table 3.1):
//   p = ρRT(1 + δαʳ_δ),  h = RT(1 + τ(α⁰_τ + αʳ_τ) + δαʳ_δ),  s = R(τ(α⁰_τ + αʳ_τ) - α⁰ - αʳ),
//   cv = -Rτ²(α⁰_ττ + αʳ_ττ),  cp = cv + R(1 + δαʳ_δ - δτ αʳ_δτ)² / (1 + 2δαʳ_δ + δ²αʳ_δδ).
import { idealDerivatives, residualDerivatives } from '../eos/helmholtz';
import { createDerivatives, type CompiledEos, type HelmholtzDerivatives } from '../eos/types';

/** Mass-based properties of one point; reused, never allocated per call. */
export interface PointProps {
  /** Pa */
  p: number;
  /** kg/m3 */
  rho: number;
  /** J/kg */
  h: number;
  /** J/(kg K) */
  s: number;
  /** J/(kg K) */
  cp: number;
  /** J/(kg K) */
  cv: number;
  /** ∂p/∂ρ at constant T, Pa m3/kg (positive where the state is mechanically stable) */
  dpdrho: number;
}

export function createPointProps(): PointProps {
  return { p: 0, rho: 0, h: 0, s: 0, cp: 0, cv: 0, dpdrho: 0 };
}

const r = createDerivatives();

/** The ideal-gas part at T and δ = 1 (α⁰ at another δ is this plus ln δ): shared by both phases at one T. */
export function idealAtT(eos: CompiledEos, T: number, out: HelmholtzDerivatives): void {
  idealDerivatives(eos, eos.Tr / T, 1, out);
}

/**
 * p, ρ, h and s (not cp, cv, dpdrho, which keep their old values) at T (K) and molar density rhoMolar (mol/m3), given
 * the ideal part from idealAtT at the same T: first derivatives of αʳ suffice, as for saturated states.
 */
export function pointPropsHS(eos: CompiledEos, T: number, rhoMolar: number, ideal: HelmholtzDerivatives, out: PointProps): void {
  const tau = eos.Tr / T;
  const delta = rhoMolar / eos.rhor;
  residualDerivatives(eos, tau, delta, r, 1);
  const Rm = eos.R / eos.M;
  const ad = delta * r.a_d;
  const at = tau * (ideal.a_t + r.a_t);
  out.p = rhoMolar * eos.R * T * (1 + ad);
  out.rho = rhoMolar * eos.M;
  out.h = Rm * T * (1 + at + ad);
  out.s = Rm * (at - ideal.a - Math.log(delta) - r.a);
}

/**
 * Properties at T (K) and molar density rhoMolar (mol/m3) from the ideal part (idealAtT) and the residual derivatives
 * (all of them) already evaluated there, e.g. by the density solver.
 */
export function propsFromDerivatives(
  eos: CompiledEos,
  T: number,
  rhoMolar: number,
  ideal: HelmholtzDerivatives,
  r: HelmholtzDerivatives,
  out: PointProps,
): void {
  const tau = eos.Tr / T;
  const delta = rhoMolar / eos.rhor;
  const Rm = eos.R / eos.M;
  const ad = delta * r.a_d;
  const at = tau * (ideal.a_t + r.a_t);
  out.p = rhoMolar * eos.R * T * (1 + ad);
  out.rho = rhoMolar * eos.M;
  out.h = Rm * T * (1 + at + ad);
  out.s = Rm * (at - ideal.a - Math.log(delta) - r.a);
  const cv = -Rm * tau * tau * (ideal.a_tt + r.a_tt);
  const num = 1 + ad - delta * tau * r.a_dt;
  const den = 1 + 2 * ad + delta * delta * r.a_dd;
  out.cv = cv;
  out.cp = cv + (Rm * num * num) / den;
  out.dpdrho = Rm * T * den;
}
