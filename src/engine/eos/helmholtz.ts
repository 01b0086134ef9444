// The one evaluator: sums every term family of a compiled equation of state into a derivatives record.
import { addGaoB } from './terms/gao-b';
import { addGaussian } from './terms/gaussian';
import { addLead } from './terms/ideal-lead';
import { addLogTau } from './terms/ideal-log-tau';
import { addPlanckEinstein } from './terms/ideal-planck-einstein';
import { addIdealPower } from './terms/ideal-power';
import { addLemmon2005 } from './terms/lemmon2005';
import { addNonAnalytic } from './terms/non-analytic';
import { addPower } from './terms/power';
import { resetDerivatives, type CompiledEos, type HelmholtzDerivatives } from './types';

/**
 * Residual Helmholtz energy αʳ(τ, δ) and its derivatives (plain partials, see HelmholtzDerivatives),
 * overwriting `out`. τ = T_r/T and δ = ρ/ρ_r must both be positive. Allocates nothing.
 * order 1: α, α_δ and α_τ only (enough for p, h and s; a_dd, a_tt and a_dt are left 0); order 2: all.
 */
export function residualDerivatives(eos: CompiledEos, tau: number, delta: number, out: HelmholtzDerivatives, order: 1 | 2 = 2): void {
  resetDerivatives(out);
  const lnTau = Math.log(tau);
  const lnDelta = Math.log(delta);
  const r = eos.residual;
  const second = order === 2;
  addPower(r.power, tau, delta, lnTau, lnDelta, out, second);
  if (r.lemmon2005.count > 0) addLemmon2005(r.lemmon2005, tau, delta, lnTau, lnDelta, out, second);
  if (r.gaussian.count > 0) addGaussian(r.gaussian, tau, delta, lnTau, lnDelta, out, second);
  if (r.gaoB.count > 0) addGaoB(r.gaoB, tau, delta, lnTau, lnDelta, out, second);
  if (r.nonAnalytic.count > 0) addNonAnalytic(r.nonAnalytic, tau, delta, lnTau, lnDelta, out, second);
}

/**
 * Ideal-gas Helmholtz energy α⁰(τ, δ) and its derivatives (plain partials), overwriting `out`.
 * a_dt is always 0; a_d = 1/δ, a_dd = -1/δ².
 */
export function idealDerivatives(eos: CompiledEos, tau: number, delta: number, out: HelmholtzDerivatives): void {
  resetDerivatives(out);
  const lnTau = Math.log(tau);
  const ideal = eos.ideal;
  addLead(ideal, tau, delta, Math.log(delta), out);
  addLogTau(ideal, tau, lnTau, out);
  if (ideal.power.count > 0) addIdealPower(ideal, tau, lnTau, out);
  if (ideal.planckEinstein.count > 0) addPlanckEinstein(ideal, tau, out);
}
