// Critical (choked) flow of a dense, supercritical or flashing fluid through a valve port by the homogeneous-
// equilibrium model (HEM): the fluid expands isentropically from the inlet (p0, s0) with its phases in equilibrium
// and moving together, so the energy equation gives the mass flux at a pressure p in the port
//   G(p) = ρ(p, s0) · sqrt(2 · (h0 − h(p, s0)))
// (Wallis, One-dimensional Two-phase Flow, 1969, ch. 2; Moody's and Henry–Fauske's critical-flow models are its
// slip and non-equilibrium refinements). G is 0 at p0 and rises as p falls; the flow chokes where G peaks: a lower
// outlet pressure no longer raises the flow. If the peak lies below the outlet pressure the port is not choked and G
// at the outlet pressure applies. HEM is the lower bound of the measured critical flows through short orifices
// (the non-equilibrium of a short port lets the liquid pass before it flashes), so a valve sized by it is never
// undersized by the flashing the incompressible formula ignores.
// Units: Pa, J/kg, kg/m³, kg/(m² s).
import { EngineError } from '../../errors';
import { state } from '../../refrigerants';
import { findFluid } from '../../refrigerants/fluid';

export interface CriticalFlux {
  /** Mass flux in the port, kg/(m² s). */
  flux: number;
  /** Pressure in the port, Pa absolute: where the flux peaks when choked, else the outlet pressure. */
  throatPressure: number;
  /** True when the flux peaks above the outlet pressure. */
  choked: boolean;
}

/** Isentrope from one inlet: h and ρ at a pressure p (Pa) from the engine's (p, s) flash. */
function fluxAt(refrigerant: string, p: number, s0: number, h0: number): number {
  const st = state(refrigerant, { p, s: s0 });
  return st.rho * Math.sqrt(2 * Math.max(0, h0 - st.h));
}

const GOLDEN = (Math.sqrt(5) - 1) / 2;

/**
 * The lowest pressure (Pa) the search from a liquid or two-phase inlet goes down to: a pure fluid's triple-point
 * pressure, below which its isentrope leaves the equation's range (R744: 5.18 bar, where the expanding fluid would
 * freeze); 0 for a blend. An inlet below it is a dilute vapour, searched to the outlet.
 */
function lowestPressure(refrigerant: string): number {
  return findFluid(refrigerant)?.pBubbleMin ?? 0;
}

/**
 * HEM mass flux (kg/(m² s)) of a refrigerant from its inlet, pressure p0 (Pa absolute) and enthalpy h0 (J/kg) — a
 * subcooled or supercritical, two-phase or vapour state — to an outlet pressure pOut (Pa absolute): the largest
 * isentropic flux between pOut and p0, found by golden-section search (G rises from p0 to its single peak, then
 * falls), to 1e-4 of the pressure range: the flux is flat at a smooth peak (an error of ~1e-8 there) and within
 * ~1e-4 at the kink where a liquid-like inlet's isentrope meets the saturation curve. An outlet below the
 * triple-point pressure is searched down to that pressure: the flow has choked far above it.
 * @throws EngineError out_of_range pressure { value: pOut, min: 0, max: p0 } for an outlet not below the inlet,
 *   and what the property engine throws for states beyond its range
 */
export function hemMassFlux(refrigerant: string, p0: number, h0: number, pOut: number): CriticalFlux {
  if (!(pOut > 0 && pOut < p0)) throw new EngineError({ code: 'out_of_range', quantity: 'pressure', value: pOut, min: 0, max: p0 });
  const s0 = state(refrigerant, { p: p0, h: h0 }).s;
  const triple = lowestPressure(refrigerant);
  const pLow = p0 > triple ? Math.max(pOut, triple) : pOut;
  let a = pLow;
  let b = p0;
  let c = b - GOLDEN * (b - a);
  let d = a + GOLDEN * (b - a);
  let gc = fluxAt(refrigerant, c, s0, h0);
  let gd = fluxAt(refrigerant, d, s0, h0);
  const tolerance = 1e-4 * (b - a);
  while (b - a > tolerance) {
    if (gc >= gd) {
      b = d;
      d = c;
      gd = gc;
      c = b - GOLDEN * (b - a);
      gc = fluxAt(refrigerant, c, s0, h0);
    } else {
      a = c;
      c = d;
      gc = gd;
      d = a + GOLDEN * (b - a);
      gd = fluxAt(refrigerant, d, s0, h0);
    }
  }
  // the bracket closed on the outlet: G still rising there, the port is not choked
  const atOutlet = fluxAt(refrigerant, pLow, s0, h0);
  const peak = gc >= gd ? { p: c, g: gc } : { p: d, g: gd };
  if (atOutlet >= peak.g) return { flux: atOutlet, throatPressure: pLow, choked: pLow > pOut };
  return { flux: peak.g, throatPressure: peak.p, choked: true };
}
