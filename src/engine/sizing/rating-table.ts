// Makers' rating tables as the source of truth of an expansion valve's capacity: inside the table its capacity is
// interpolated and corrected as the maker's own method does; outside it the physical model answers, anchored to
// the table's nearest edge where it has one. Every answer says which it used (Provenance).
//
// Interpolation is bilinear in (Te, Tc), chosen over a monotone cubic (Fritsch–Carlson) along each axis: a
// bilinear value is a convex combination of its cell's four corners, so it never leaves their range (no
// overshoot), it is monotone along either axis wherever the table is, and it is exact at the nodes. Makers' tables
// are printed at 5 K steps with smooth rows, so a cubic would gain less than the tables' own rounding (EX4 prints
// whole kW) while it needs two cells on each side, which the tables lack next to their missing corners (no drop).
//
// Corrections (Sporlan Bulletin 10-10, Emerson EX bulletin Qn = Qo · Kt · Kp, RAC Brasil's selector):
//   - drop: the table is by condensing temperature at a stated loss basis, i.e. its valve drop is pk − pe − losses;
//     the valve passes ∝ √Δp, so the capacity is multiplied by √((pk − pe − Dp1 − Dp2) / (pk − pe − losses));
//   - subcooling: by the maker's factor table (the factor multiplies the required capacity, so the capacity is
//     divided by it), else by the refrigerating effect at the actual liquid against the table's (Kt).
// Superheat is not corrected: no maker's table here corrects it.
import { saturation, state } from '../refrigerants/core';
import type { SizingConditions } from './fields';
import { operatingPoint, refrigeratingEffect, type OperatingPoint } from './physics/operating-point';
import { expansionDrop } from './physics/expansion';
import { equationOfState, type Correction, type Provenance, type RatingBasis } from './provenance';
import type { RatingGrid, RatingTable, SubcoolingFactors } from './ratings';

/** A capacity and where it comes from. */
export interface RatedCapacity {
  /** W */
  capacity: number;
  provenance: Provenance;
}

// Two temperatures converted from the same °C figure agree to rounding; a node is hit within this, K.
const NODE = 1e-9;

/** Index i with axis[i] ≤ x ≤ axis[i+1] and the fraction of the way; undefined outside the axis. */
function locate(axis: Float64Array, x: number): { i: number; f: number } | undefined {
  const n = axis.length;
  if (!(x >= axis[0]! - NODE && x <= axis[n - 1]! + NODE)) return undefined;
  if (n === 1) return { i: 0, f: 0 };
  let i = 0;
  while (i < n - 2 && x > axis[i + 1]! + NODE) i++;
  const f = (x - axis[i]!) / (axis[i + 1]! - axis[i]!);
  if (f <= NODE / (axis[i + 1]! - axis[i]!)) return { i, f: 0 };
  if (f >= 1 - NODE / (axis[i + 1]! - axis[i]!)) return { i: i + 1, f: 0 };
  return { i, f };
}

/**
 * The grid's capacity (W) at evaporating te and condensing tc (K), bilinear; `atNode` when both fall on nodes.
 * Undefined outside the grid or where a corner with weight is missing.
 */
export function interpolateGrid(grid: RatingGrid, te: number, tc: number): { capacity: number; atNode: boolean } | undefined {
  const x = locate(grid.te, te);
  const y = locate(grid.tc, tc);
  if (!x || !y) return undefined;
  const nte = grid.te.length;
  let sum = 0;
  for (let dy = 0; dy <= (y.f > 0 ? 1 : 0); dy++) {
    const wy = dy === 0 ? 1 - y.f : y.f;
    for (let dx = 0; dx <= (x.f > 0 ? 1 : 0); dx++) {
      const w = wy * (dx === 0 ? 1 - x.f : x.f);
      const v = grid.capacity[(y.i + dy) * nte + x.i + dx]!;
      if (Number.isNaN(v)) return undefined;
      sum += w * v;
    }
  }
  return { capacity: sum, atNode: x.f === 0 && y.f === 0 };
}

/** The maker's factor for a subcooling (K): that of the first bound at or above it, the last one beyond them all. */
export function subcoolingFactor(factors: SubcoolingFactors, subcooling: number): number {
  const i = factors.upTo.findIndex((bound) => subcooling <= bound + NODE);
  return factors.factor[i === -1 ? factors.factor.length - 1 : i]!;
}

/** Subcooling of the liquid at the valve, K: at the condenser outlet and in the liquid line. */
function liquidSubcooling(point: OperatingPoint): number {
  return point.conditions.subcooling + (point.conditions.liquidLineSubcooling ?? 0);
}

// The liquid enthalpy at a table's subcooling, per point and subcooling: one property call shared by every size.
const basisLiquid = new WeakMap<OperatingPoint, Map<number, number>>();

/** Enthalpy (J/kg) of the liquid at the point's condensing pressure subcooled by `subcooling` K. */
function liquidEnthalpyAt(point: OperatingPoint, subcooling: number): number {
  let bySubcooling = basisLiquid.get(point);
  if (!bySubcooling) basisLiquid.set(point, (bySubcooling = new Map()));
  let h = bySubcooling.get(subcooling);
  if (h === undefined) {
    const { refrigerant } = point.conditions;
    const bubble = point.line('A').T + liquidSubcooling(point);
    h = subcooling === 0 ? saturation(refrigerant, { p: point.pk }).h_liquid : state(refrigerant, { T: bubble - subcooling, p: point.pk }).h;
    bySubcooling.set(subcooling, h);
  }
  return h;
}

/** The table's corrections at a point: factors by code, and their product. */
function corrections(table: RatingTable, point: OperatingPoint, c: Pick<SizingConditions, 'upstreamDrop' | 'downstreamDrop'>): { product: number; applied: Correction[] } | undefined {
  const { refrigerant } = point.conditions;
  const tableDrop = point.pk - point.pe - table.basis.losses;
  const drop = expansionDrop(point, c);
  if (!(tableDrop > 0)) return undefined;
  const applied: Correction[] = [];
  const dropFactor = Math.sqrt(Math.max(0, drop) / tableDrop);
  if (dropFactor !== 1) applied.push({ code: 'drop', factor: dropFactor });
  const factors = table.subcoolingFactors?.[refrigerant];
  let subcoolingCorrection: number;
  if (factors) subcoolingCorrection = 1 / subcoolingFactor(factors, liquidSubcooling(point));
  else if (liquidSubcooling(point) === table.basis.subcooling) subcoolingCorrection = 1;
  else subcoolingCorrection = refrigeratingEffect(point) / (point.hOut - liquidEnthalpyAt(point, table.basis.subcooling));
  if (subcoolingCorrection !== 1) applied.push({ code: 'subcooling', factor: subcoolingCorrection });
  return { product: dropFactor * subcoolingCorrection, applied };
}

/** The basis a table states, at a point (its liquid temperature at the point's condensing pressure). */
function tableBasis(table: RatingTable, point: OperatingPoint): RatingBasis {
  const { basis } = table;
  const subcoolingNow = liquidSubcooling(point);
  return {
    kind: 'table',
    standard: basis.standard,
    liquidTemperature: point.line('A').T + subcoolingNow - basis.subcooling,
    subcooling: basis.subcooling,
    superheat: basis.superheat,
    drop: point.pk - point.pe - basis.losses,
    losses: basis.losses,
  };
}

/** The model's own basis at a point: the actual liquid, superheat and drop. */
function modelBasis(point: OperatingPoint, c: Pick<SizingConditions, 'upstreamDrop' | 'downstreamDrop'>): RatingBasis {
  return {
    kind: 'kv',
    liquidTemperature: point.line('A').T,
    subcooling: liquidSubcooling(point),
    superheat: point.conditions.superheat,
    drop: expansionDrop(point, c),
    losses: c.upstreamDrop + c.downstreamDrop,
  };
}

/** The provenance of an expansion valve's model alone at a point: its port at the actual liquid, drop and losses. */
export function modelProvenance(point: OperatingPoint, c: Pick<SizingConditions, 'upstreamDrop' | 'downstreamDrop'>): Provenance {
  return { method: 'model', basis: modelBasis(point, c), corrections: [], equationOfState: equationOfState(point.conditions.refrigerant) };
}

// The table's nearest point to a point, shared by every size whose grid has the same range.
// Keyed by the temperatures themselves, te then tc: writing them as a text key for each size cost more than the lookup.
const edgePoints = new WeakMap<OperatingPoint, Map<number, Map<number, OperatingPoint>>>();

/** The operating point at evaporating te and condensing tc (K), the point's other conditions kept. */
function edgePointOf(point: OperatingPoint, te: number, tc: number): OperatingPoint {
  let byEdge = edgePoints.get(point);
  if (!byEdge) edgePoints.set(point, (byEdge = new Map()));
  let byTc = byEdge.get(te);
  if (!byTc) byEdge.set(te, (byTc = new Map()));
  let edge = byTc.get(tc);
  if (!edge) byTc.set(tc, (edge = operatingPoint({ ...point.conditions, Te: te, Tk: tc })));
  return edge;
}

/** The nearest temperature on the axis's range, K. */
function clamp(axis: Float64Array, x: number): number {
  return Math.min(Math.max(x, axis[0]!), axis[axis.length - 1]!);
}

/**
 * An expansion valve's capacity at a point: the maker's table where it covers the point (exact at a node,
 * interpolated between), corrected for drop and subcooling; outside it the model, scaled to the table at the
 * table's nearest point (extrapolated) or alone when the table has no grid for the refrigerant, no cell near the
 * point, or the point is in gas-cooler operation (model).
 * @param model capacity (W) of the physical model at an operating point, with the same losses
 */
export function ratedCapacity(point: OperatingPoint, c: Pick<SizingConditions, 'upstreamDrop' | 'downstreamDrop'>, table: RatingTable | undefined, model: (at: OperatingPoint) => number): RatedCapacity {
  const { refrigerant, Te, Tk, gasCooler } = point.conditions;
  const equation = equationOfState(refrigerant);
  const grid = gasCooler ? undefined : table?.grids[refrigerant];
  if (!table || !grid) return { capacity: model(point), provenance: modelProvenance(point, c) };

  const inside = interpolateGrid(grid, Te, Tk);
  const atInside = inside && corrections(table, point, c);
  if (inside && atInside) {
    return {
      capacity: inside.capacity * atInside.product,
      provenance: { method: inside.atNode ? 'table' : 'interpolated', basis: tableBasis(table, point), corrections: atInside.applied, equationOfState: equation },
    };
  }
  const teEdge = clamp(grid.te, Te);
  const tcEdge = clamp(grid.tc, Tk);
  const edge = interpolateGrid(grid, teEdge, tcEdge);
  const edgePoint = edge && tcEdge > teEdge ? edgePointOf(point, teEdge, tcEdge) : undefined;
  const atEdge = edgePoint && corrections(table, edgePoint, c);
  const modelAtEdge = edgePoint && model(edgePoint);
  if (!edge || !atEdge || !(modelAtEdge! > 0)) {
    return { capacity: model(point), provenance: modelProvenance(point, c) };
  }
  const anchor = (edge.capacity * atEdge.product) / modelAtEdge!;
  return {
    capacity: model(point) * anchor,
    provenance: { method: 'extrapolated', basis: tableBasis(table, point), corrections: [...atEdge.applied, { code: 'anchor', factor: anchor }], equationOfState: equation },
  };
}
