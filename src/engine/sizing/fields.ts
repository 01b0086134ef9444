// The condition fields of the specification (§3), with their quantities and defaults. Names are the spec's own,
// spelling included (`Capicity`), because the API carries them unchanged. Defaults are SI (K, Pa, W); the API
// shows them in the request's unit set. Labels and option titles are i18n keys under `sizing:`.
import type { QuantityId } from '../units';
import type { Position } from './physics/operating-point';

export type LabelType = 'select' | 'value' | 'checkbox' | 'radio';

/** Every condition a model may declare, with its meaning. */
export interface SizingConditions {
  /** Line position of the valve: A liquid, C suction, D discharge (hot gas). */
  Pos: Position;
  /** Evaporating temperature (dew point), K. */
  Te: number;
  /** Condensing temperature (dew point), K; not used in gas-cooler operation. */
  Tk: number;
  /**
   * Gas-cooler operation (transcritical R744): the high side is given by Pgc and Tgc in place of Tk and DTSC1.
   * Only R744 runs it; a form turns it on when Tk reaches the critical temperature.
   */
  GasCooler: boolean;
  /** Gas-cooler pressure, Pa absolute: the pressure the high-pressure valve holds (between 73.8 and 140 bar). */
  Pgc: number;
  /** Refrigerant temperature at the gas-cooler outlet, K. */
  Tgc: number;
  /**
   * Receiver (flash tank) pressure of gas-cooler operation, Pa absolute: the high-pressure valve expands the
   * gas-cooler outlet into it, and its liquid feeds the evaporators; between the evaporating and the critical pressure.
   */
  Prec: number;
  /** Refrigerating duty of the circuit the valve serves, W. */
  Capicity: number;
  /** Superheat at the evaporator outlet, K. */
  DTSH1: number;
  /** Subcooling at the condenser outlet, below the bubble point, K; not used in gas-cooler operation. */
  DTSC1: number;
  /**
   * Further superheat of the suction gas in the suction line up to the compressor inlet, K: a suction-line valve and
   * the compressor see the warmer gas; it adds no refrigerating effect.
   */
  DTSH2: number;
  /** Further subcooling of the liquid in the liquid line (subcooler, liquid-suction heat exchanger), K. */
  DTSC2: number;
  /**
   * Set point of a regulator, Pa gauge (regulator data sheets state set points and ranges in bar gauge): the
   * pressure it holds on its regulated side, its inlet (evaporating, condensing regulators) or its outlet
   * (crankcase, hot-gas bypass regulators).
   */
  Setting: number;
  /**
   * How a condensing regulator's set point is entered (LnwdType): 'temp' as its saturation temperature (Lnwd),
   * 'bar' as a pressure (Lnyl). Head-pressure regulators are set by the condensing temperature they keep as often as
   * by their pressure; the specification's default is the pressure.
   */
  LnwdType: 'temp' | 'bar';
  /**
   * Condensing set point as a temperature (Lnwd), K: the regulator holds the saturation pressure at it, the dew
   * point's for a blend (the condensing temperature is a dew point here as Tk is).
   */
  Lnwd: number;
  /**
   * Condensing set point as a pressure (Lnyl), Pa gauge as Setting: what a condensing (head-pressure) regulator holds
   * at its inlet, in place of Setting, which stays the set point of the other regulations.
   */
  Lnyl: number;
  /**
   * Lowest part load the system runs at, % of the design duty (compressor capacity steps: 75, 50, 33, 25 %; an
   * inverter down to 10 %); 100: full load only. A modulating valve must still control there.
   */
  Load: 100 | 75 | 50 | 33 | 25 | 10;
  /**
   * Expansion valves at A: pressure losses between condenser and valve inlet (liquid line, drier, solenoid, sight
   * glass, a liquid riser's static head, the valve's inlet strainer), Pa: the inlet's pressure, so liquid with less
   * subcooling than this loss reaches the port flashing. Eev default 0.5 bar (models/eev.ts).
   * Eev as a regulator (C, D): the drop the valve works at, Pa.
   */
  Dp1: number;
  /**
   * Expansion valves: pressure losses after the valve (distributor nozzle and tubes), Pa; off the drop only. TxvOld
   * assumes 1.5 bar (TXV_DISTRIBUTOR_DROP: Danfoss prints its TE distributor factors for 1–2 bar); Eev 1 bar, with
   * Dp1 the 1.5 bar of liquid-line and distributor losses of Emerson's EX4–8 tables; 0 for a single-circuit evaporator.
   */
  Dp2: number;
  /** Hot-gas temperature at the compressor outlet, K; used when TexhaustgasFlag is set and it lies above Tk. */
  Texhaustgas: number;
  /** Use Texhaustgas; otherwise (or when Texhaustgas is not above Tk, as its default 0 ℃) it is estimated. */
  TexhaustgasFlag: boolean;
  /**
   * Isentropic efficiency of the compressor, %, for the estimated hot gas: h₂ = h₁ + (h₂ₛ − h₁) / η. Default 70 %,
   * a typical figure of reciprocating and scroll compressors at their rating points; 100 % is the ideal compressor.
   */
  IsentropicEfficiency: 100 | 85 | 80 | 75 | 70 | 65 | 60 | 50;
  /** Largest pressure drop allowed across the valve at the design duty, Pa. */
  DpAlow: number;
  /**
   * Compressor speed: 1 fixed, 0 inverter, 2 universal (both), −1 not stated. Inverter and universal systems run
   * at part load: modulating valves (Eev, Eprv) are then also checked at PART_LOAD of the duty.
   */
  FrequencyType: -1 | 0 | 1 | 2;
  /** TXV pressure equalisation: 1 internal, 0 external, −1 any. */
  EqualType: -1 | 0 | 1;
  /** Connection standard the products are listed in: 1 inch (ODF/SAE), 0 metric (ODM), −1 any; applied to products by the catalogue. */
  WidthType: -1 | 0 | 1;
  /** Solenoid function: 0 normally closed, 1 normally open. */
  NormalType: 0 | 1;
  /** Shut-off valve charging (access) port: 0 with, 1 without, −1 any. */
  ChargingType: -1 | 0 | 1;
}

export type ConditionName = keyof SizingConditions;

export interface FieldOption {
  value: string | number;
  /** i18n key of the option's title. */
  labelKey: string;
}

export interface FieldDefinition {
  name: ConditionName;
  labelType: LabelType;
  /** i18n key of the label. */
  labelKey: string;
  /** Quantity of a number field (its unit follows the unit set). */
  quantity?: QuantityId;
  /** SI for numbers. */
  default: number | string | boolean;
  /**
   * Defaults that depend on the line position, over `default`: a regulator's set point means another duty in
   * another line (Xtf: a condensing regulator's in A and D, an evaporating regulator's in C).
   */
  defaultByPosition?: Readonly<Partial<Record<Position, number | string | boolean>>>;
  options?: readonly FieldOption[];
}

/** Share of the design duty at which inverter systems are checked (a typical inverter compressor turndown). */
export const PART_LOAD = 0.3;

const K0 = 273.15;
const BAR = 1e5;

/** Defaults every family starts from; a model overrides what the specification sets differently. */
export const BASE_DEFAULTS: SizingConditions = {
  Pos: 'A',
  Te: K0 - 10,
  Tk: K0 + 40,
  GasCooler: false,
  // A transcritical supermarket rack on a warm day (Danfoss CCMT rating: 90 bar, 35 ℃ at the gas-cooler outlet).
  Pgc: 90 * BAR,
  Tgc: K0 + 35,
  // The receiver of a CO2 booster system: "a flash vessel controlled by the pressure relief valve at a pressure of
  // around 35 to 40 bar" (Emerson Climate, Right Balance calculator, R744 booster transcritical); Copeland's
  // "CO2 booster systems" (2024) puts it at 550 psig, 38.9 bar absolute. The lower figure, the common setting.
  Prec: 35 * BAR,
  Capicity: 10_000,
  DTSH1: 5,
  DTSC1: 2,
  DTSH2: 0,
  DTSC2: 0,
  // The factory setting of evaporating and crankcase regulators (Danfoss KVP and KVL: 2 bar).
  Setting: 2 * BAR,
  // A condensing regulator's set point: the KVR factory setting (10 bar), entered as a pressure as the specification
  // has it; as a temperature the design condensing temperature, at which the regulator stands open.
  LnwdType: 'bar',
  Lnwd: K0 + 40,
  Lnyl: 10 * BAR,
  Load: 100,
  Dp1: 0,
  Dp2: 0,
  Texhaustgas: K0,
  TexhaustgasFlag: true,
  IsentropicEfficiency: 70,
  DpAlow: 0.2 * BAR,
  FrequencyType: -1,
  EqualType: -1,
  WidthType: -1,
  NormalType: 0,
  ChargingType: -1,
};

const opts = (key: string, values: readonly (string | number)[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `sizing:option.${key}.${value}` }));

type FieldShape = Omit<FieldDefinition, 'default' | 'labelKey'>;

const SHAPES: Record<ConditionName, FieldShape> = {
  Pos: { name: 'Pos', labelType: 'radio', options: opts('Pos', ['A', 'C', 'D']) },
  Te: { name: 'Te', labelType: 'value', quantity: 'Temp' },
  Tk: { name: 'Tk', labelType: 'value', quantity: 'Temp' },
  GasCooler: { name: 'GasCooler', labelType: 'checkbox' },
  Pgc: { name: 'Pgc', labelType: 'value', quantity: 'Press' },
  Tgc: { name: 'Tgc', labelType: 'value', quantity: 'Temp' },
  Prec: { name: 'Prec', labelType: 'value', quantity: 'Press' },
  Capicity: { name: 'Capicity', labelType: 'value', quantity: 'CoolCapacity' },
  DTSH1: { name: 'DTSH1', labelType: 'value', quantity: 'Temp2' },
  DTSC1: { name: 'DTSC1', labelType: 'value', quantity: 'Temp2' },
  DTSH2: { name: 'DTSH2', labelType: 'value', quantity: 'Temp2' },
  DTSC2: { name: 'DTSC2', labelType: 'value', quantity: 'Temp2' },
  Setting: { name: 'Setting', labelType: 'value', quantity: 'Press' },
  LnwdType: { name: 'LnwdType', labelType: 'select', options: opts('LnwdType', ['bar', 'temp']) },
  Lnwd: { name: 'Lnwd', labelType: 'value', quantity: 'Temp' },
  Lnyl: { name: 'Lnyl', labelType: 'value', quantity: 'Press' },
  Load: { name: 'Load', labelType: 'select', options: opts('Load', [100, 75, 50, 33, 25, 10]) },
  Dp1: { name: 'Dp1', labelType: 'value', quantity: 'Press' },
  Dp2: { name: 'Dp2', labelType: 'value', quantity: 'Press' },
  Texhaustgas: { name: 'Texhaustgas', labelType: 'value', quantity: 'Temp' },
  TexhaustgasFlag: { name: 'TexhaustgasFlag', labelType: 'checkbox' },
  IsentropicEfficiency: { name: 'IsentropicEfficiency', labelType: 'select', options: opts('IsentropicEfficiency', [100, 85, 80, 75, 70, 65, 60, 50]) },
  DpAlow: { name: 'DpAlow', labelType: 'value', quantity: 'Press' },
  FrequencyType: { name: 'FrequencyType', labelType: 'select', options: opts('FrequencyType', [-1, 1, 0, 2]) },
  EqualType: { name: 'EqualType', labelType: 'select', options: opts('EqualType', [-1, 1, 0]) },
  WidthType: { name: 'WidthType', labelType: 'select', options: opts('WidthType', [-1, 1, 0]) },
  NormalType: { name: 'NormalType', labelType: 'radio', options: opts('NormalType', [0, 1]) },
  ChargingType: { name: 'ChargingType', labelType: 'select', options: opts('ChargingType', [-1, 0, 1]) },
};

export type PositionDefaults = Partial<Record<ConditionName, Partial<Record<Position, number | string | boolean>>>>;

/** The field definitions of a family: the names it uses, with its defaults over BASE_DEFAULTS, some by line position. */
export function defineFields(names: readonly ConditionName[], defaults: Partial<SizingConditions>, byPosition: PositionDefaults = {}): readonly FieldDefinition[] {
  const merged = { ...BASE_DEFAULTS, ...defaults };
  return names.map((name) => ({
    ...SHAPES[name],
    labelKey: `sizing:field.${name}`,
    default: byPosition[name]?.[merged.Pos] ?? merged[name],
    ...(byPosition[name] && { defaultByPosition: byPosition[name] }),
  }));
}

/** The default of a field for a valve in line position `position`. */
export function fieldDefault(field: FieldDefinition, position: Position): number | string | boolean {
  return field.defaultByPosition?.[position] ?? field.default;
}

/**
 * The operating fields of every family that may sit in the suction or discharge line. DTSC2 counts everywhere (it
 * changes the refrigerating effect and so every mass flow); DTSH2 the gas in the suction line and at the compressor
 * inlet, hence the estimated hot gas.
 */
export const OPERATING_FIELDS: readonly ConditionName[] = ['Pos', 'Te', 'Tk', 'GasCooler', 'Pgc', 'Tgc', 'Capicity', 'DTSH1', 'DTSC1', 'DTSH2', 'DTSC2'];
/**
 * The fields of gas-cooler (transcritical) operation, in place of Tk and DTSC1; Prec only where a family sizes the
 * high-pressure valve (Eev at A).
 */
export const GAS_COOLER_FIELDS: readonly ConditionName[] = ['GasCooler', 'Pgc', 'Tgc', 'Prec'];
/**
 * The operating fields of a liquid-line-only family, whose results the suction gas does not change. Sight glasses
 * and thermostatic valves sit after the receiver, on subcritical liquid, so they have no gas-cooler operation.
 */
export const LIQUID_LINE_FIELDS: readonly ConditionName[] = OPERATING_FIELDS.filter((name) => name !== 'DTSH2' && !GAS_COOLER_FIELDS.includes(name));
/**
 * The condensing set point of a family that may hold a condensing (head-pressure) regulator: how it is entered, as
 * a temperature and as a pressure; only the entry LnwdType names counts (UNUSED_SET_POINT_ENTRY).
 */
export const CONDENSING_SET_POINT_FIELDS: readonly ConditionName[] = ['LnwdType', 'Lnwd', 'Lnyl'];
/** The field of the condensing set point that LnwdType leaves unused. */
export const UNUSED_SET_POINT_ENTRY: Readonly<Record<SizingConditions['LnwdType'], ConditionName>> = { bar: 'Lnwd', temp: 'Lnyl' };
/** The hot-gas fields of families that may sit in the discharge line. */
export const HOT_GAS_FIELDS: readonly ConditionName[] = ['Texhaustgas', 'TexhaustgasFlag', 'IsentropicEfficiency'];
