// Two-phase states of a blend inside its glide.
import type { SaturationResult } from '../types';
import type { Mixture } from './registry';
import { saturationAtP } from './saturation';
import type { MixtureStateResult } from './types';

function leverRule(sat: SaturationResult, p: number, q: number): MixtureStateResult {
  return {
    T: sat.T_bubble + q * (sat.T_dew - sat.T_bubble),
    p,
    rho: 1 / ((1 - q) / sat.rho_liquid + q / sat.rho_vapor),
    h: sat.h_liquid + q * (sat.h_vapor - sat.h_liquid),
    s: sat.s_liquid + q * (sat.s_vapor - sat.s_liquid),
    cp: null,
    phase: 'twophase',
    quality: q,
  };
}

/** Two-phase state at T (K) and p (Pa) between the dew and bubble pressures at T. */
export function twoPhaseTP(mx: Mixture, T: number, p: number): MixtureStateResult {
  const sat = saturationAtP(mx, p);
  const q = Math.min(1, Math.max(0, (T - sat.T_bubble) / (sat.T_dew - sat.T_bubble)));
  return leverRule(sat, p, q);
}

/** Two-phase state at p (Pa) with h (J/kg) or s (J/(kg K)) between the saturated liquid's and vapour's. */
export function twoPhasePX(mx: Mixture, p: number, target: number, which: 'h' | 's', sat: SaturationResult): MixtureStateResult {
  const xl = which === 'h' ? sat.h_liquid : sat.s_liquid;
  const xv = which === 'h' ? sat.h_vapor : sat.s_vapor;
  return leverRule(sat, p, (target - xl) / (xv - xl));
}
