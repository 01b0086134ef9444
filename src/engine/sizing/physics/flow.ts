// Flow through a valve from its flow coefficient Kv (m³/h of water at 1 bar drop, 1000 kg/m³).
//
// Liquid (IEC 60534-2-1 §5, incompressible, non-choked):  Q[m³/h] = Kv · sqrt(Δp[bar] / (ρ/1000)),
//   so the mass flow is W[kg/h] = N · Kv · sqrt(Δp[bar] · ρ) with N = sqrt(1000).
// Gas and vapour (IEC 60534-2-1 §6, mass-flow form):      W[kg/h] = N6 · Kv · Y · sqrt(x · p1[bar] · ρ1),
//   x = Δp / p1, Y = 1 − x / (3 · Fγ · xT), Fγ = κ / 1.4, choked when x ≥ Fγ · xT (then x = Fγ · xT and Y = 2/3).
//   The standard rounds N6 to 31.6; we use sqrt(1000) so that the gas form tends to the liquid form as x → 0.
// Liquid expansion valves are not treated as choked: makers rate them with capacity ∝ sqrt(Δp) at every drop
// (Sporlan Bulletin 10-10 pressure-drop correction factors are exactly sqrt(Δp / Δp_rated)).
// SI at the interface: Pa, kg/m³, kg/s; Kv in m³/h.

const N = Math.sqrt(1000);
const PA_PER_BAR = 1e5;
const S_PER_H = 3600;

/** Mass flow (kg/s) of a liquid of density rho (kg/m³) through Kv (m³/h) at drop dp (Pa). */
export function liquidMassFlow(Kv: number, dp: number, rho: number): number {
  if (dp <= 0) return 0;
  return (N * Kv * Math.sqrt((dp / PA_PER_BAR) * rho)) / S_PER_H;
}

/**
 * Effective flow area A · Cd (m²) a Kv (m³/h) stands for: Kv is the water flow (1000 kg/m³) at 1 bar, and an
 * incompressible flow passes A · Cd · sqrt(2 · ρ · Δp), so A · Cd = Kv / 3600 / sqrt(2 · 1e5 / 1000). A mass flux G
 * through it then passes m = A · Cd · G, which for a liquid's sqrt(2 · ρ · Δp) is liquidMassFlow exactly.
 */
export function kvFlowArea(Kv: number): number {
  return Kv / S_PER_H / Math.sqrt((2 * PA_PER_BAR) / 1000);
}

/** Drop (Pa) of a liquid mass flow m (kg/s) through Kv (m³/h). */
export function liquidDrop(Kv: number, m: number, rho: number): number {
  const r = (m * S_PER_H) / (N * Kv);
  return (r * r * PA_PER_BAR) / rho;
}

/** Inlet state of a compressible flow and the valve's pressure-differential ratio factor. */
export interface GasInlet {
  /** Inlet pressure, Pa absolute. */
  p1: number;
  /** Inlet density, kg/m³. */
  rho1: number;
  /** Isentropic exponent at the inlet (stands for the specific heat ratio γ of IEC 60534-2-1). */
  kappa: number;
  /** Pressure-differential ratio factor of the valve type (see X_T). */
  xT: number;
}

/** The drop ratio x = Δp/p1 at which the flow chokes: Fγ · xT. */
export function chokedRatio(g: GasInlet): number {
  return (g.kappa / 1.4) * g.xT;
}

/** Mass flow (kg/s) of a gas through Kv (m³/h) at drop dp (Pa); beyond the choked ratio the flow stays at its limit. */
export function gasMassFlow(Kv: number, dp: number, g: GasInlet): number {
  if (dp <= 0) return 0;
  const xc = chokedRatio(g);
  const x = Math.min(dp / g.p1, xc);
  const Y = 1 - x / (3 * xc);
  return (N * Kv * Y * Math.sqrt(x * (g.p1 / PA_PER_BAR) * g.rho1)) / S_PER_H;
}

/** The largest mass flow (kg/s) Kv passes at this inlet: the choked flow. */
export function gasChokedMassFlow(Kv: number, g: GasInlet): number {
  return gasMassFlow(Kv, chokedRatio(g) * g.p1, g);
}

/**
 * Drop (Pa) of a gas mass flow m (kg/s) through Kv (m³/h); Infinity when m exceeds the choked flow.
 * Solves u − u³/(3·xc) = c for u = sqrt(x) by Newton's method: the left side is concave and increasing on
 * [0, sqrt(xc)], so iterates started at u = c approach the root from below without overshooting.
 */
export function gasDrop(Kv: number, m: number, g: GasInlet): number {
  if (m <= 0) return 0;
  const xc = chokedRatio(g);
  const c = (m * S_PER_H) / (N * Kv * Math.sqrt((g.p1 / PA_PER_BAR) * g.rho1));
  const uMax = Math.sqrt(xc);
  if (c > (2 / 3) * uMax) return Infinity;
  let u = c;
  for (let i = 0; i < 50; i++) {
    const f = u - (u * u * u) / (3 * xc) - c;
    const step = f / (1 - (u * u) / xc);
    u -= step;
    if (Math.abs(step) <= 1e-14 * uMax) break;
  }
  return Math.min(u, uMax) ** 2 * g.p1;
}

/**
 * Pressure-differential ratio factor xT per valve construction, IEC 60534-2-1:2011 Annex A, Table A.1
 * (typical values at full rated travel):
 *  - seat: globe-type seat and plug, disc or piston bodies (solenoid, regulator, check, shut-off, four-way slide
 *    ports, sight-glass and filter housings), "globe, single port, contoured plug, flow-to-open": 0.72;
 *  - ball: "ball valve, standard bore, 90° open": 0.15 (the lowest factor of the table: flow through a ball
 *    chokes early; it matters only at drops far above those a ball valve sees in a refrigerant line).
 */
export const X_T = { seat: 0.72, ball: 0.15 } as const;
export type ValveConstruction = keyof typeof X_T;
