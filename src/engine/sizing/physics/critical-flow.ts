// Critical (choked) flow of a dense, supercritical or flashing fluid through a valve port by the homogeneous-
// equilibrium model (HEM): the fluid expands isentropically from the inlet (p0, s0) with its phases in equilibrium
// and moving together, so the energy equation gives the mass flux at a pressure p in the port
//   G(p) = ρ(p, s0) · sqrt(2 · (h0 − h(p, s0)))
// (Wallis, One-dimensional Two-phase Flow, 1969, ch. 2; Moody's and Henry–Fauske's critical-flow models are its
// slip and non-equilibrium refinements). G is 0 at p0 and rises as p falls; the flow chokes where G peaks: a lower
// outlet pressure no longer raises the flow. If the peak lies below the outlet pressure the port is not choked and G
// at the outlet pressure applies. HEM is the lower bound of the measured critical flows through short orifices
// (the non-equilibrium of a short port lets the liquid pass before it flashes: for liquid CO2 "homogeneous relaxation
// models systematically under-predict the critical mass flow rate", Wilhelmsen & Aasen, "Choked liquid flow in
// nozzles", 2021; supercritical CO2 through 1 mm orifices passes 0.81–0.87 of the isentropic real-gas flow
// single-phase and more once two-phase, "Measurements of the flow of supercritical carbon dioxide through short
// orifices", J. Supercritical Fluids 88 (2014) 17–25, doi:10.1016/j.supflu.2014.01.008), so a valve sized by it is
// never undersized by the flashing the incompressible formula ignores.
// Units: Pa, J/kg, kg/m³, kg/(m² s).
import { EngineError } from '../../errors';
import { state } from '../../refrigerants/core';
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

// 1 − 1/φ: the golden-section step of Brent's search
const GOLDEN_STEP = (3 - Math.sqrt(5)) / 2;

/**
 * The largest value of a unimodal f on [a, b], to an abscissa tolerance tol: Brent's method (Brent, Algorithms for
 * Minimization without Derivatives, 1973, ch. 5), parabolic steps through the last three points where they fall
 * well inside the bracket, golden-section steps otherwise. A smooth peak takes ~8 evaluations instead of golden
 * section's ~20; a kinked one (the isentrope meeting the saturation curve) falls back to golden steps.
 */
function peakOf(f: (x: number) => number, a: number, b: number, tol: number): { x: number; value: number } {
  let x = a + GOLDEN_STEP * (b - a);
  let w = x;
  let v = x;
  let fx = -f(x);
  let fw = fx;
  let fv = fx;
  let d = 0;
  let e = 0;
  for (let it = 0; it < 100; it++) {
    const xm = 0.5 * (a + b);
    if (Math.abs(x - xm) <= 2 * tol - 0.5 * (b - a)) break;
    let parabolic = false;
    if (Math.abs(e) > tol) {
      const r = (x - w) * (fx - fv);
      let q = (x - v) * (fx - fw);
      let p = (x - v) * q - (x - w) * r;
      q = 2 * (q - r);
      if (q > 0) p = -p;
      q = Math.abs(q);
      const before = e;
      e = d;
      if (Math.abs(p) < Math.abs(0.5 * q * before) && p > q * (a - x) && p < q * (b - x)) {
        d = p / q;
        const u = x + d;
        if (u - a < 2 * tol || b - u < 2 * tol) d = xm >= x ? tol : -tol;
        parabolic = true;
      }
    }
    if (!parabolic) {
      e = x >= xm ? a - x : b - x;
      d = GOLDEN_STEP * e;
    }
    const u = Math.abs(d) >= tol ? x + d : x + (d >= 0 ? tol : -tol);
    const fu = -f(u);
    if (fu <= fx) {
      if (u >= x) a = x;
      else b = x;
      v = w;
      fv = fw;
      w = x;
      fw = fx;
      x = u;
      fx = fu;
    } else {
      if (u < x) a = u;
      else b = u;
      if (fu <= fw || w === x) {
        v = w;
        fv = fw;
        w = u;
        fw = fu;
      } else if (fu <= fv || v === x || v === w) {
        v = u;
        fv = fu;
      }
    }
  }
  return { x, value: -fx };
}

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
 * isentropic flux between pOut and p0, found by Brent's search (G rises from p0 to its single peak, then falls), to
 * 1e-4 of the pressure range: the flux is flat at a smooth peak (an error of ~1e-8 there) and within
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
  const peak = peakOf((p) => fluxAt(refrigerant, p, s0, h0), pLow, p0, 1e-4 * (p0 - pLow));
  // the bracket closed on the outlet: G still rising there, the port is not choked
  const atOutlet = fluxAt(refrigerant, pLow, s0, h0);
  if (atOutlet >= peak.value) return { flux: atOutlet, throatPressure: pLow, choked: pLow > pOut };
  return { flux: peak.value, throatPressure: peak.x, choked: true };
}
