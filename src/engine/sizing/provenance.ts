// Provenance: why a size's figure is what it is. Makers' tools disagree on the same case; each result names the
// method (a maker's table at a node, interpolated, the model anchored to the table outside it, or the model
// alone), the rating basis, the corrections applied and the equation of state its properties come from.
import { equationOfState as refrigerantEquation } from '../refrigerants/core';
import type { EquationOfStateInfo } from '../refrigerants/types';

/**
 * table: the maker's table at one of its nodes; interpolated: between its nodes; extrapolated: the model outside
 * the table, scaled to the table at its nearest point; model: the physical model alone.
 */
export type RatingMethod = 'table' | 'interpolated' | 'extrapolated' | 'model';

/**
 * What a figure rests on. kind table: a maker's rating table at its stated basis; kv: a flow coefficient at the
 * actual conditions (the valve's Kv, IEC 60534-2-1); rating: a rated capacity at a standard's conditions and drop
 * (drier filters, AHRI 710), carried to the actual ones. SI: K, Pa.
 */
export interface RatingBasis {
  kind: 'table' | 'kv' | 'rating';
  /** The standard or method by name (AHRI 710, IEC 60534-2-1, a maker's table's own basis), shown as written. */
  standard?: string;
  /** Liquid temperature at the valve, K. */
  liquidTemperature?: number;
  subcooling?: number;
  superheat?: number;
  /** Drop across the valve, Pa. */
  drop?: number;
  /** Losses besides the valve taken off pk − pe (line, distributor), Pa. */
  losses?: number;
}

/**
 * A factor applied to the basis's figure: drop √(Δp/Δp_table), subcooling (the maker's factor or the
 * refrigerating-effect ratio), anchor (table ÷ model at the table's nearest point, for an extrapolation).
 */
export interface Correction {
  code: 'drop' | 'subcooling' | 'anchor';
  factor: number;
}

export interface Provenance {
  method: RatingMethod;
  basis: RatingBasis;
  corrections: Correction[];
  equationOfState: EquationOfStateInfo;
  /**
   * Model or extrapolated: the fraction by which the model's figure may be off where the model was not calibrated
   * (a thermostatic valve carried away from its rating); the size is graded on the figure less it.
   */
  uncertainty?: number;
}

// A selection asks for one refrigerant's equation once per size: keep the answers (there are thirty fluids).
const equations = new Map<string, EquationOfStateInfo>();

/** The equation of state of a refrigerant, cached. @throws EngineError unknown_refrigerant */
export function equationOfState(refrigerant: string): EquationOfStateInfo {
  let e = equations.get(refrigerant);
  if (!e) equations.set(refrigerant, (e = refrigerantEquation(refrigerant)));
  return e;
}
