// Two-phase states of a blend inside its glide, from the isothermal flash (flash.ts): the liquid and vapour in
// equilibrium with their own compositions, not a lever rule between the bubble liquid and the dew vapour. Given
// (T, p) one flash; given (p, h) or (p, s) the temperature between the bubble and dew points whose flash has that h
// or s (Illinois false position, each flash seeded by the previous one).
import type { SaturationResult } from '../types';
import { flashTP } from './flash';
import type { Mixture } from './registry';
import type { MixtureStateResult } from './types';

/** Fills `out` from the flashed phases in model.L, model.V with molar vapour fraction beta. */
export function fromPhases(mx: Mixture, T: number, p: number, beta: number, out: MixtureStateResult): MixtureStateResult {
  const { L, V } = mx.model;
  const props = mx.props;
  mx.model.molarProps(L, props);
  const hL = props.h;
  const sL = props.s;
  mx.model.molarProps(V, props);
  const M = (1 - beta) * L.M + beta * V.M;
  out.T = T;
  out.p = p;
  out.rho = M / ((1 - beta) / L.rho + beta / V.rho);
  out.h = ((1 - beta) * hL + beta * props.h) / M + mx.dh;
  out.s = ((1 - beta) * sL + beta * props.s) / M + mx.ds;
  out.cp = null;
  out.phase = 'twophase';
  out.quality = (beta * V.M) / M;
  return out;
}

const empty = (): MixtureStateResult => ({ T: 0, p: 0, rho: 0, h: 0, s: 0, cp: null, phase: 'twophase', quality: 0 });

/**
 * The state at T (K), p (Pa) between the dew and bubble pressures the fits give at T; 'liquid' or 'vapor' when
 * the flash finds the state just outside the glide (the fits stand within ~1e-8 of the solved curves).
 */
export function twoPhaseTP(mx: Mixture, T: number, p: number): MixtureStateResult | 'liquid' | 'vapor' {
  const { beta } = flashTP(mx, T, p);
  if (beta <= 0) return 'liquid';
  if (beta >= 1) return 'vapor';
  return fromPhases(mx, T, p, beta, empty());
}

/**
 * The two-phase state at p (Pa) whose h (J/kg) or s (J/(kg K)) is `target`, strictly between the saturated liquid's
 * and vapour's in `sat` (the bubble and dew points at p).
 */
export function twoPhasePX(mx: Mixture, p: number, target: number, which: 'h' | 's', sat: SaturationResult): MixtureStateResult {
  const tol = which === 'h' ? 1e-6 : 1e-9;
  let a = sat.T_bubble;
  let fa = (which === 'h' ? sat.h_liquid : sat.s_liquid) - target;
  let b = sat.T_dew;
  let fb = (which === 'h' ? sat.h_vapor : sat.s_vapor) - target;
  const out = empty();
  let side = 0;
  let T = a - (fa * (b - a)) / (fb - fa);
  for (let it = 0; it < 100; it++) {
    const { beta } = flashTP(mx, T, p);
    fromPhases(mx, T, p, Math.min(1, Math.max(0, beta)), out);
    const f = (which === 'h' ? out.h : out.s) - target;
    if (Math.abs(f) < tol || b - a < 1e-10 * T) return out;
    if (f < 0) {
      a = T;
      fa = f;
      if (side === -1) fb /= 2;
      side = -1;
    } else {
      b = T;
      fb = f;
      if (side === 1) fa /= 2;
      side = 1;
    }
    T = a - (fa * (b - a)) / (fb - fa);
  }
  return out;
}
