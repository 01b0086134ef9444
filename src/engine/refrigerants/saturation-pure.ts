// Saturation of pure and pseudo-pure fluids.
// Pure: CoolProp's superancillary (refitted, see scripts/compact-fluids.ts) gives p, rho' and rho'' at T to
// ~1e-8 of the equation's own phase equilibrium (equal p and Gibbs energy); h and s then come from the equation
// at those densities. Pseudo-pure blends (Lemmon 2003): bubble and dew pressures from the pL/pV ancillaries and
// the densities from the equation at (T, p), as CoolProp does (h and s from the density solver's last evaluation).
import { createDerivatives } from '../eos/types';
import { checkRange } from '../errors';
import { rootDerivatives, solveDensity } from './density';
import { ancillaryTemperature, ancillaryValue, saPressure, saRhoL, saRhoV, saTemperature, type Fluid } from './fluid';
import { createPointProps, idealAtT, pointPropsHS, propsFromDerivatives } from './properties';
import type { SaturationInput, SaturationResult } from './types';

const ideal = createDerivatives();
const liq = createPointProps();
const vap = createPointProps();

/** Liquid molar density (mol/m3) of a pseudo-pure blend at (T, p), from its rhoL ancillary guess. */
export function pseudoLiquidDensity(f: Fluid, T: number, p: number): number {
  const guess = ancillaryValue(f.rhoLanc!, T);
  // the lower bound stays above the liquid spinodal (p(rho) must rise inside the bracket)
  return solveDensity(f.eos, T, p, guess, Math.max(0.95 * guess, Math.min(guess, f.eos.rhoc)), f.rhoMax);
}

/**
 * Vapour molar density (mol/m3) of a pseudo-pure blend at (T, p), p at most the dew pressure pDew (Pa) at T: the guess
 * takes the compressibility at the dew point (rhoV ancillary) and interpolates it linearly in p towards 1 at p = 0.
 */
export function pseudoVaporDensity(f: Fluid, T: number, p: number, pDew: number): number {
  const rv = ancillaryValue(f.rhoVanc!, T);
  const RT = f.eos.R * T;
  const z = 1 - (1 - pDew / (rv * RT)) * Math.min(1, p / pDew);
  return solveDensity(f.eos, T, p, p / (z * RT), 0, 1.25 * Math.max(rv, f.eos.rhoc * 0.95));
}

function fill(out: SaturationResult, Tb: number, Td: number, pb: number, pd: number): SaturationResult {
  out.T_bubble = Tb;
  out.T_dew = Td;
  out.p_bubble = pb;
  out.p_dew = pd;
  out.rho_liquid = liq.rho;
  out.rho_vapor = vap.rho;
  out.h_liquid = liq.h;
  out.h_vapor = vap.h;
  out.s_liquid = liq.s;
  out.s_vapor = vap.s;
  return out;
}

/** Saturation at T (K) or p (Pa) of a pure or pseudo-pure fluid, written into `out` (also returned). */
export function fluidSaturation(f: Fluid, input: SaturationInput, out: SaturationResult): SaturationResult {
  const eos = f.eos;
  if ('T' in input) {
    const T = input.T;
    checkRange('temperature', T, f.TsatMin, f.TsatMax);
    idealAtT(eos, T, ideal);
    if (f.sa) {
      const p = saPressure(f.sa, T);
      pointPropsHS(eos, T, saRhoL(f.sa, T), ideal, liq);
      pointPropsHS(eos, T, saRhoV(f.sa, T), ideal, vap);
      return fill(out, T, T, p, p);
    }
    const pb = ancillaryValue(f.pL!, T);
    const pd = ancillaryValue(f.pV!, T);
    propsFromDerivatives(eos, T, pseudoLiquidDensity(f, T, pb), ideal, rootDerivatives, liq);
    propsFromDerivatives(eos, T, pseudoVaporDensity(f, T, pd, pd), ideal, rootDerivatives, vap);
    return fill(out, T, T, pb, pd);
  }
  const p = input.p;
  if (f.sa) {
    checkRange('pressure', p, f.pBubbleMin, f.pBubbleMax);
    const T = Math.min(f.TsatMax, Math.max(f.TsatMin, saTemperature(f.sa, p)));
    idealAtT(eos, T, ideal);
    pointPropsHS(eos, T, saRhoL(f.sa, T), ideal, liq);
    pointPropsHS(eos, T, saRhoV(f.sa, T), ideal, vap);
    return fill(out, T, T, p, p);
  }
  // a pseudo-pure blend's dew pressure is the lower one: the usable range is where both exist
  checkRange('pressure', p, Math.max(f.pBubbleMin, f.pDewMin), Math.min(f.pBubbleMax, f.pDewMax));
  const Tb = ancillaryTemperature(f.pL!, p, f.TsatMin, f.TsatMax);
  const Td = ancillaryTemperature(f.pV!, p, f.TsatMin, f.TsatMax);
  idealAtT(eos, Tb, ideal);
  propsFromDerivatives(eos, Tb, pseudoLiquidDensity(f, Tb, p), ideal, rootDerivatives, liq);
  idealAtT(eos, Td, ideal);
  propsFromDerivatives(eos, Td, pseudoVaporDensity(f, Td, p, p), ideal, rootDerivatives, vap);
  return fill(out, Tb, Td, p, p);
}
