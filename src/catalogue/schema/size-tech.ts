// Technical data of one size (model group), one shape per family, tagged by `family`.
// Flat fields (only the per-refrigerant ratings nest) so that a maker's CSV table maps column to field:
// a header `ratedCapacityKW.R410A` fills ratedCapacityKW.R410A.
// Units are in the names: kv m³/h (water, 1 bar drop), *Bar bar gauge or bar differential, *Mm mm, *C °C, *KW kW.
// psBar on a size overrides the series' maximum working pressure when one size differs (ETS 250/400 style).
import { z } from 'zod';
import { CapacityByRefrigerant, InchSize } from './common';
import { RatingTableData } from './rating-table';

const positive = z.number().positive();
const nonNegative = z.number().nonnegative();

/** Inlet and outlet connection of an in-line valve, nominal inch and metric sizes of the same body. */
const lineConnections = {
  connInInch: InchSize,
  connOutInch: InchSize,
  connInMm: positive,
  connOutMm: positive,
};

const common = {
  /** Overrides the series' psBar for this size. */
  psBar: positive.optional(),
};

/** Solenoid valve: Kv, orifice, opening principle and the differentials it opens against. */
export const SovTech = z.strictObject({
  family: z.literal('Sov'),
  ...common,
  ...lineConnections,
  kv: positive,
  portMm: positive,
  operation: z.enum(['direct', 'pilot']),
  normally: z.enum(['NC', 'NO']),
  /** Max opening pressure differential with an AC coil (rated at 85 % voltage, hot coil). */
  mopdAcBar: positive,
  mopdDcBar: positive,
  /** Pilot valves need this much differential to stay open (0 for direct acting). */
  minOpeningDpBar: nonNegative,
  /** Liquid-line capacity at the series' rating conditions. */
  ratedCapacityKW: CapacityByRefrigerant,
});

/** Thermostatic expansion valve: orifice and nominal capacity per charge. */
export const TxvOldTech = z.strictObject({
  family: z.literal('TxvOld'),
  ...common,
  ...lineConnections,
  /** Orifice number stamped on the insert. */
  orificeCode: z.string().min(1),
  orificeMm: positive,
  /** Kv of the fully open orifice, used to compute capacity at the actual drop. */
  kv: positive,
  ratedCapacityKW: CapacityByRefrigerant,
  equalizer: z.enum(['internal', 'external']),
  biFlow: z.boolean(),
  staticSuperheatK: nonNegative,
  openingSuperheatK: positive,
  evapMinC: z.number(),
  evapMaxC: z.number(),
  /** MOP point (evaporating temperature) when the charge limits it; absent without MOP. */
  mopC: z.number().optional(),
  /** The maker's capacities (`TxvOld-ratings.csv`): what grades where it covers the conditions. */
  ratingTable: RatingTableData.optional(),
});

/** Electronic (stepper) expansion valve. */
export const EevTech = z.strictObject({
  family: z.literal('Eev'),
  ...common,
  ...lineConnections,
  orificeMm: positive,
  kv: positive,
  ratedCapacityKW: CapacityByRefrigerant,
  steps: z.number().int().positive(),
  stepRatePps: positive,
  /** Lowest controllable opening in % of full stroke. */
  minOpeningPercent: nonNegative,
  mopdBar: positive,
  biFlow: z.boolean(),
  coilVoltage: z.string().min(1),
  /** The maker's capacities fully open (`Eev-ratings.csv`): what grades where it covers the conditions. */
  ratingTable: RatingTableData.optional(),
});

/** Four-way reversing valve: port, Kv, tubes, shift conditions. */
export const Mv4Tech = z.strictObject({
  family: z.literal('Mv4'),
  ...common,
  portMm: positive,
  kv: positive,
  /** D tube (from compressor discharge). */
  dTubeInch: InchSize,
  dTubeMm: positive,
  /** E, S and C tubes (evaporator, suction, condenser). */
  sTubeInch: InchSize,
  sTubeMm: positive,
  /** Minimum D-S pressure differential for the slide to shift. */
  minShiftDpBar: positive,
  maxOperatingDpBar: positive,
  /** Smallest cooling capacity (R407C, condition 1) whose flow still shifts the slide. */
  minShiftCapacityKW: positive,
  ratedCapacityKW: CapacityByRefrigerant,
});

/** Filter drier: core volume and capacity at the AHRI 710 rating drop. */
export const FilterTech = z.strictObject({
  family: z.literal('Filter'),
  ...common,
  ...lineConnections,
  /** Size code (e.g. 083 = 8 in³ core, 3/8 in connection). */
  sizeCode: z.string().min(1),
  coreVolumeIn3: positive,
  core: z.enum(['sieve-100', 'sieve-80-alumina-20', 'burnout']),
  /** Liquid-line capacity at ratedDpBar (0.07 bar, AHRI 710). */
  ratedCapacityKW: CapacityByRefrigerant,
  ratedDpBar: positive,
  /** Water capacity in grams at 24 °C liquid (R134a), a drying figure of merit. */
  waterCapacityG: positive,
  biFlow: z.boolean(),
  duty: z.enum(['liquid', 'suction']),
});

/** Mechanical pressure regulator (evaporating, crankcase, condensing, hot-gas bypass). */
export const XtfTech = z.strictObject({
  family: z.literal('Xtf'),
  ...common,
  ...lineConnections,
  regulation: z.enum(['evaporating', 'crankcase', 'condensing', 'hot-gas-bypass']),
  /** Kv at the offset (proportional band) below. */
  kv: positive,
  kvMax: positive,
  offsetBar: positive,
  rangeMinBar: z.number(),
  rangeMaxBar: z.number(),
  factorySettingBar: z.number(),
  ratedCapacityKW: CapacityByRefrigerant,
});

/** Electronic pressure regulating valve (suction modulation, hot gas). */
export const EprvTech = z.strictObject({
  family: z.literal('Eprv'),
  ...common,
  ...lineConnections,
  kv: positive,
  mopdBar: positive,
  strokeTimeS: positive,
  drive: z.enum(['stepper', '4-20mA', '0-10V']),
  regulation: z.enum(['evaporating', 'crankcase', 'condensing', 'hot-gas-bypass']),
  ratedCapacityKW: CapacityByRefrigerant,
});

/** Check valve. */
export const CvsTech = z.strictObject({
  family: z.literal('Cvs'),
  ...common,
  ...lineConnections,
  kv: positive,
  /** Differential at which the disc lifts. */
  openingDpBar: positive,
  /** Differential at which the valve is fully open (design flow must reach it). */
  fullOpenDpBar: positive,
  form: z.enum(['straight', 'angle']),
  damped: z.boolean(),
});

/** Ball valve. */
export const BvTech = z.strictObject({
  family: z.literal('Bv'),
  ...common,
  ...lineConnections,
  kv: positive,
  boreMm: positive,
  fullPort: z.boolean(),
  biFlow: z.boolean(),
});

/** Shut-off (service, globe, receiver) valve. */
export const SsvTech = z.strictObject({
  family: z.literal('Ssv'),
  ...common,
  ...lineConnections,
  kv: positive,
  pattern: z.enum(['straight', 'angle', 'three-way', 'rotalock']),
  chargingPort: z.boolean(),
});

/** Sight glass, with or without moisture indicator. */
export const SgTech = z.strictObject({
  family: z.literal('Sg'),
  ...common,
  ...lineConnections,
  kv: positive,
  moistureIndicator: z.boolean(),
  /** Indicator shows dry (green) below this water content, ppm, per refrigerant. */
  dryPpm: CapacityByRefrigerant.optional(),
});

/** Pressure transmitter. */
export const PtTech = z.strictObject({
  family: z.literal('Pt'),
  ...common,
  rangeMinBar: z.number(),
  rangeMaxBar: z.number(),
  output: z.enum(['4-20mA', '0.5-4.5V', '0-10V']),
  supplyV: z.string().min(1),
  proofPressureBar: positive,
  burstPressureBar: positive,
  accuracyPercent: positive,
  ipRating: z.string().min(1),
});

/** Compact pressure switch with a fixed (factory) setting. */
export const PsTech = z.strictObject({
  family: z.literal('Ps'),
  ...common,
  side: z.enum(['LP', 'HP']),
  cutOutBar: z.number(),
  cutInBar: z.number(),
  reset: z.enum(['auto', 'manual']),
  contact: z.enum(['SPDT', 'NC', 'NO']),
  ratingA: positive,
});

/** Adjustable single pressure controller. */
export const PcTech = z.strictObject({
  family: z.literal('Pc'),
  ...common,
  side: z.enum(['LP', 'HP']),
  rangeMinBar: z.number(),
  rangeMaxBar: z.number(),
  diffMinBar: positive,
  diffMaxBar: positive,
  reset: z.enum(['auto', 'manual']),
  contact: z.enum(['SPDT', 'NC', 'NO']),
  testPressureBar: positive,
});

/** Adjustable dual (LP + HP) pressure controller. */
export const Pc2Tech = z.strictObject({
  family: z.literal('Pc2'),
  ...common,
  lpRangeMinBar: z.number(),
  lpRangeMaxBar: z.number(),
  lpDiffMinBar: positive,
  lpDiffMaxBar: positive,
  hpRangeMinBar: z.number(),
  hpRangeMaxBar: z.number(),
  hpDiffBar: positive,
  lpReset: z.enum(['auto', 'manual']),
  hpReset: z.enum(['auto', 'manual']),
  failSafe: z.boolean(),
  testPressureBar: positive,
});

export const SizeTech = z.discriminatedUnion('family', [
  SovTech,
  TxvOldTech,
  EevTech,
  Mv4Tech,
  FilterTech,
  XtfTech,
  EprvTech,
  CvsTech,
  BvTech,
  SsvTech,
  SgTech,
  PtTech,
  PsTech,
  PcTech,
  Pc2Tech,
]);
export type SizeTech = z.infer<typeof SizeTech>;

/** The technical-data schema of each family, for the importer's per-family CSV tables. */
export const SIZE_TECH_BY_FAMILY = {
  Sov: SovTech,
  TxvOld: TxvOldTech,
  Eev: EevTech,
  Mv4: Mv4Tech,
  Filter: FilterTech,
  Xtf: XtfTech,
  Eprv: EprvTech,
  Cvs: CvsTech,
  Bv: BvTech,
  Ssv: SsvTech,
  Sg: SgTech,
  Pt: PtTech,
  Ps: PsTech,
  Pc: PcTech,
  Pc2: Pc2Tech,
} as const;
