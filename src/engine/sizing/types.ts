// Public types of the sizing engine. Every number is SI: K, Pa (absolute unless named a drop or differential),
// W, kg/s, kg/m³, m/s, m; Kv in m³/h; ratios and openings as fractions (0.7 = 70 %).
import type { QuantityId } from '../units';
import type { Position } from './physics/operating-point';
import type { Provenance } from './provenance';

/** The families that have a sizing model (CalculateType non-zero). */
export type SizingFamily = 'Sov' | 'TxvOld' | 'Eev' | 'Mv4' | 'Filter' | 'Xtf' | 'Eprv' | 'Cvs' | 'Bv' | 'Ssv' | 'Sg';

export type Grade = 'Optimal' | 'Available' | 'Prohibited';

/**
 * Why a size got its grade: an i18n key under `sizing:reason.` (the engine builds no sentences) and the numbers
 * the sentence shows, SI.
 */
export interface Reason {
  code: ReasonCode;
  values: Readonly<Record<string, number>>;
}

export type ReasonCode =
  // Prohibited
  | 'refrigerant_not_covered'
  | 'approval_missing'
  | 'pressure_above_max_working'
  | 'drop_above_allowed'
  | 'mopd_exceeded'
  | 'too_low_to_open'
  | 'too_low_to_shift'
  | 'differential_too_low_to_shift'
  | 'differential_above_max_operating'
  | 'flow_choked'
  | 'no_pressure_difference'
  | 'capacity_exceeded'
  | 'opening_above_full'
  | 'opening_below_minimum'
  | 'evaporating_out_of_range'
  | 'evaporating_above_mop'
  | 'setting_out_of_range'
  | 'condensing_setting_out_of_range'
  | 'load_below_minimum'
  // Available
  | 'oversized'
  | 'drop_high'
  | 'not_fully_open'
  | 'load_low'
  | 'opening_low'
  | 'opening_high'
  | 'velocity_low'
  | 'velocity_high'
  | 'beyond_offset'
  | 'part_load_below_minimum_opening'
  | 'differential_below_minimum'
  // Optimal
  | 'drop_in_band'
  | 'load_in_band'
  | 'opening_in_band'
  | 'opening_controllable'
  | 'load_controllable'
  | 'velocity_in_band'
  | 'fully_open';

/** The computed figures of one size at the conditions (each present when the family computes it). */
export interface SizeValues {
  /** Design mass flow, kg/s. */
  massFlow: number;
  /** Drop across the valve at the design duty, Pa. */
  pressureDrop?: number;
  /** Drop on the suction side of a four-way valve, Pa. */
  suctionDrop?: number;
  /** Drop on the discharge side of a four-way valve, Pa. */
  dischargeDrop?: number;
  /** Capacity of the size at the conditions (rated drop, offset, full opening or actual drop), W. */
  capacity?: number;
  /** Design duty ÷ capacity. */
  loadRatio?: number;
  /** Opening at the design duty, fraction of full stroke. */
  opening?: number;
  /** Opening at the lowest part load (Load, an inverter's PART_LOAD), fraction of full stroke; the design opening at full load only. */
  partLoadOpening?: number;
  /** Velocity in the inlet connection, m/s. */
  velocity?: number;
  /** Drop available across an expansion valve, pk − pe − Dp1 − Dp2, Pa. */
  availableDrop?: number;
  /** Vapour quality after the expansion valve. */
  flashQuality?: number;
  /** High-to-low side differential pk − pe the valve opens, holds or shifts against, Pa (Sov, Eev, Eprv, Mv4). */
  differential?: number;
  /** Largest differential the valve opens against (MOPD of the coil or the stepper), Pa (Sov, Eev, Eprv). */
  mopd?: number;
  /** Smallest D–S differential at which a four-way valve's slide shifts, Pa (Mv4). */
  minShiftDifferential?: number;
  /** Largest D–S differential a four-way valve is rated to shift at, Pa (Mv4). */
  maxOperatingDifferential?: number;
  /** Discharge-side drop the maker's minimum shifting flow makes at the conditions, Pa (Mv4): the drop must reach it. */
  minDischargeDrop?: number;
  /** Equivalent Kv derived from a rating (drier filters; EEVs: the refrigerant-effective Kv of the maker's table), m³/h. */
  kv?: number;
}

export interface SizeResult<K = string | number> {
  /** The caller's key of the size. */
  key: K;
  grade: Grade;
  /** Every reason found; the grade is that of the worst. */
  reasons: Reason[];
  values: SizeValues;
  /** Where the figures come from: always set by calculateSizes (method, basis, corrections, equation of state). */
  provenance?: Provenance;
}

/** One curve family: x ascending, one y column per size (the size and its neighbours). */
export interface Curve<K = string | number> {
  kind: 'capacity-te' | 'capacity-opening' | 'drop-capacity';
  /** Quantity of x, or null for a fraction (opening 0…1). */
  xQuantity: QuantityId | null;
  yQuantity: QuantityId;
  x: Float64Array;
  series: { key: K; y: Float64Array }[];
}

export type { Position };
