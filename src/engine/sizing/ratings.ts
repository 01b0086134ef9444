// What the engine needs to know of a size, per family, in SI (Pa absolute for pressures, Pa for differentials,
// W, K, m). These are the engine's own types: src/catalogue/sizing-inputs maps the catalogue's data onto them.
import type { OperatingConditions } from './physics/operating-point';

/** What every size carries. */
export interface RatingBase {
  /** Refrigerants the size is approved for. */
  refrigerants: readonly string[];
  /** Approval codes it holds (CE, UL, PED II ...). */
  approvals: readonly string[];
  /** Maximum working pressure PS, Pa absolute. */
  maxWorkingPressure: number;
  /** Outer diameter of the inlet connection, m (for the velocity in the connection). */
  connectionDiameter?: number;
}

/** Rating point of a maker's table: an operating point without its hot-gas temperature. */
export type RatingPoint = Omit<OperatingConditions, 'dischargeTemperature'>;

export interface SovRating extends RatingBase {
  /** m³/h */
  Kv: number;
  /** Maximum opening pressure differential of the coil, Pa. */
  mopd: number;
  /** Differential a pilot-operated valve needs to open and stay open, Pa (0 for direct acting). */
  minOpeningDp: number;
  normallyOpen: boolean;
}

export interface TxvRating extends RatingBase {
  /** Kv of the orifice at nominal opening (static + opening superheat), m³/h. */
  Kv: number;
  equalizer: 'internal' | 'external';
  /** Evaporating range of the thermostatic charge, K. */
  evaporatingMin: number;
  evaporatingMax: number;
  /** MOP point of the charge (evaporating temperature), K. */
  mop?: number;
  /** The maker's capacities at nominal superheat: what grades inside it; the model answers outside. */
  ratingTable?: RatingTable;
}

/**
 * What a maker's EEV capacity table assumes besides Te and Tk. Makers take the losses off pk − pe and rate with
 * vapour-free liquid at the valve (the liquid at Tk less the subcooling): the Emerson EX4–8 R134a table is
 * reproduced within ±1.4 % (EX8) by 1.5 bar of line and distributor losses with that inlet, and not by a flashing
 * inlet (tests/reference/sizing/eev-emerson-ex.test.ts).
 */
export interface EevRatingBasis {
  /** Liquid-line loss before the valve the table takes off the drop, Pa. */
  lineLoss: number;
  /** Distributor loss after the valve the table takes off the drop, Pa. */
  distributorLoss: number;
  /** Subcooling of the liquid at the valve, K. */
  subcooling: number;
  /** Superheat at the evaporator outlet, K. */
  superheat: number;
}

/** One cell of the maker's table: capacity fully open at Te and Tk (dew, K) on the table's basis. */
export interface EevRatedCapacity {
  refrigerant: string;
  Te: number;
  Tk: number;
  /** W */
  capacity: number;
}

export interface EevRating extends RatingBase {
  /** Kv fully open as the catalogue states it, m³/h; the model's Kv when the size carries no rated capacity. */
  Kv: number;
  /** Lowest controllable opening, fraction of full stroke. */
  minOpening: number;
  /** Maximum opening pressure differential, Pa. */
  mopd: number;
  /** The maker's capacities fully open, expanding liquid (position A): what grades inside it. */
  ratingTable?: RatingTable;
  /** Smallest drop across the valve at which the maker holds control, Pa (none when absent). */
  minOpeningDp?: number;
  /** The basis of the maker's capacity table; with ratedCapacity it sets the refrigerant-effective Kv. */
  ratingBasis?: EevRatingBasis;
  /** The table cell the refrigerant-effective Kv is derived from (the maker's nominal point, or the nearest cell). */
  ratedCapacity?: EevRatedCapacity;
}

export interface Mv4Rating extends RatingBase {
  /** m³/h, one figure for the D→C and E→S paths as makers publish it. */
  Kv: number;
  /** Minimum D–S differential for the slide to shift, Pa. */
  minShiftDp: number;
  /** Maximum operating D–S differential, Pa. */
  maxOperatingDp: number;
  /** Smallest duty at shiftRating whose flow still shifts the slide, W. */
  minShiftCapacity: number;
  /** The conditions minShiftCapacity is stated at (Sanhua/Saginomiya: R407C, condition 1). */
  shiftRating: RatingPoint;
}

export interface FilterRating extends RatingBase {
  /** Rated capacity per refrigerant at ratedDp and ratingConditions, W. */
  ratedCapacity: Readonly<Record<string, number>>;
  /** Drop of the rating, Pa (AHRI 710: 1 psi ≈ 0.07 bar liquid). */
  ratedDp: number;
  /** Line of the rating: A liquid-line driers, C suction-line (burn-out) driers. */
  ratedPosition: 'A' | 'C';
  /** Te, Tk, superheat, subcooling of the rating (AHRI 710: −15 °C / 30 °C liquid). */
  ratingConditions: Omit<RatingPoint, 'refrigerant'>;
}

export type Regulation = 'evaporating' | 'crankcase' | 'condensing' | 'hot-gas-bypass';

export interface XtfRating extends RatingBase {
  /** Kv at the offset (proportional band), m³/h. */
  Kv: number;
  /** Kv fully open, m³/h. */
  KvMax: number;
  /** Offset the Kv is stated at, Pa. */
  offset: number;
  /** Setting range, Pa absolute. */
  settingMin: number;
  settingMax: number;
  regulation: Regulation;
}

export interface EprvRating extends RatingBase {
  /** Kv fully open, m³/h. */
  Kv: number;
  mopd: number;
  regulation: Regulation;
}

export interface CvsRating extends RatingBase {
  /** Kv fully open, m³/h. */
  Kv: number;
  /** Differential at which the disc lifts, Pa. */
  openingDp: number;
  /** Differential at which it is fully open, Pa. */
  fullOpenDp: number;
}

export interface BvRating extends RatingBase {
  Kv: number;
  fullPort: boolean;
}

export interface SsvRating extends RatingBase {
  Kv: number;
  chargingPort: boolean;
}

export interface SgRating extends RatingBase {
  Kv: number;
}

export interface RatingByFamily {
  Sov: SovRating;
  TxvOld: TxvRating;
  Eev: EevRating;
  Mv4: Mv4Rating;
  Filter: FilterRating;
  Xtf: XtfRating;
  Eprv: EprvRating;
  Cvs: CvsRating;
  Bv: BvRating;
  Ssv: SsvRating;
  Sg: SgRating;
}

// ---------------------------------------------------------------------------------------------------------------
// Makers' rating tables (read by rating-table.ts)

/** One refrigerant's capacities: by condensing (rows) and evaporating (columns) dew temperature. */
export interface RatingGrid {
  /** Evaporating dew temperatures, K, strictly ascending. */
  te: Float64Array;
  /** Condensing dew temperatures, K, strictly ascending. */
  tc: Float64Array;
  /** Capacity, W, row-major by tc then te; NaN where the maker gives none (no drop left). */
  capacity: Float64Array;
}

/** What a maker's table assumes. */
export interface RatingTableBasis {
  /** The rating standard or method as the maker names it (EN 12900, "maker's table"), shown as written. */
  standard: string;
  /** Subcooling of the liquid the table is stated at, K. */
  subcooling: number;
  /** Superheat the table is stated at, K. */
  superheat: number;
  /** Losses besides the valve the table takes off pk − pe (liquid line, distributor), Pa. */
  losses: number;
}

/** A maker's subcooling factors: up to `upTo[i]` K of subcooling the required capacity is multiplied by factor[i]. */
export interface SubcoolingFactors {
  upTo: readonly number[];
  factor: readonly number[];
}

/** A size's rating table: one grid per refrigerant the maker rates, on one basis. */
export interface RatingTable {
  basis: RatingTableBasis;
  grids: Readonly<Record<string, RatingGrid>>;
  /** By refrigerant, where the maker publishes them. */
  subcoolingFactors?: Readonly<Record<string, SubcoolingFactors>>;
}
