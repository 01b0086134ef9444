// The condition catalogue: every operating condition a family may ask for, in domain words, with what it measures,
// how a form asks for it, its default (SI) and where the range it may take comes from. The engine's field
// definitions (fields.ts), the server's checks, the selector's form and the address all derive from it; the wire's
// names (`Te`, `Capicity` ...) are mapped once, in src/contracts/condition-names.ts. A family's own defaults are its
// model's (defineFields in models/*.ts); its meaning is on SizingConditions (condition-types.ts).
//
// The path of one condition, e.g. evaporatingTemperature: on the wire `Te` (src/contracts/condition-names.ts, also
// its address parameter, host-site/web/features/selector/selector-search.ts); its form field from GET
// /valve/selection (src/selection/fields.ts); its rules (sign, saturation range, Te < Tk, the gas-cooler switch)
// written once in condition-rules.ts here, which the selector's form checks as the user types
// (widgets/selector/selector.model.ts) and the calculate call refuses by, on SI values (src/selection/conditions.ts,
// with the ranges of condition-range.ts here); then the engine's models. A new condition: its meaning
// (condition-types.ts), its entry here, its wire name, its label (selection.json) and the family's model that uses it.
import type { QuantityId } from '../units';
// Data only: no value imports, so that the contracts and the address can read it without the property engine.
import type { ConditionName, LabelType, SizingConditions } from './condition-types';

/** What a condition measures, or that it is a choice among options or a flag. */
export type ConditionQuantity = 'temperature' | 'temperatureDifference' | 'pressure' | 'capacity' | 'choice' | 'flag';

/**
 * Where the values a condition may take come from, over the plausible magnitudes of its quantity (MAGNITUDES):
 *  - magnitude: those alone;
 *  - saturation: the refrigerant's saturation temperatures (limits(refrigerant)), where a pressure is defined;
 *  - gasCoolerPressure: the refrigerant's critical pressure up to GAS_COOLER_MAX_PRESSURE;
 *  - gasCoolerOutlet: above the evaporating temperature, up to GAS_COOLER_MAX_OUTLET_TEMPERATURE;
 *  - receiverPressure: between the evaporating pressure at Te and the refrigerant's critical pressure;
 *  - equationOfState: up to the highest temperature of the refrigerant's equation of state (limits(refrigerant)), where
 *    a state of the gas is defined;
 *  - options: one of the options; flag: true or false.
 */
export type RangeSource =
  | { from: 'magnitude' }
  | { from: 'saturation' }
  | { from: 'gasCoolerPressure' }
  | { from: 'gasCoolerOutlet' }
  | { from: 'receiverPressure' }
  | { from: 'equationOfState' }
  | { from: 'options' }
  | { from: 'flag' };

export interface ConditionEntry {
  quantity: ConditionQuantity;
  /** How a generic form asks for it. */
  form: LabelType;
  /** The choices of a select or radio field, in the order a form lists them. */
  options?: readonly (string | number)[];
  /** Default of every family, SI; a family's model may set its own. */
  default: number | string | boolean;
  range: RangeSource;
  /** Must be above zero (the duty): zero or less is refused. */
  positive?: true;
  /**
   * Describes the plant's operating point, the same whatever valve is sized in it: a switch to another family
   * carries it over (issue 26). Line position, allowed drops, options and set points are each family's own.
   */
  plant?: true;
  /**
   * The i18n key stem: the label is `sizing:field.<key>`, an option's title `sizing:option.<key>.<value>` (the
   * resources kept the specification's names).
   */
  i18nKey: string;
}

const K0 = 273.15;
const BAR = 1e5;

/**
 * The magnitudes a number of each quantity may take (SI), far beyond any valve's rating: a value outside is a typing
 * or unit mistake, or a probe (a denormal 5e-324 kW was calculated, issue 24).
 */
export const MAGNITUDES: Readonly<Partial<Record<ConditionQuantity, readonly [min: number, max: number]>>> = {
  /** −200 ℃ to 500 ℃. */
  temperature: [73.15, 773.15],
  /** Superheat and subcooling: 0 to 100 K. */
  temperatureDifference: [0, 100],
  /** Drops, set points and the gas-cooler pressure: 0 to 200 bar. */
  pressure: [0, 200e5],
  /** 1 W to 100 MW. */
  capacity: [1, 1e8],
};

/** The unit-set quantity a number is shown and entered in (units/quantities.ts). */
export const UNIT_QUANTITY: Readonly<Partial<Record<ConditionQuantity, QuantityId>>> = {
  temperature: 'Temp',
  temperatureDifference: 'Temp2',
  pressure: 'Press',
  capacity: 'CoolCapacity',
};

const number = (quantity: ConditionQuantity, i18nKey: string, value: number, range: RangeSource = { from: 'magnitude' }): ConditionEntry => ({
  quantity,
  form: 'value',
  default: value,
  range,
  i18nKey,
});
const choice = (i18nKey: string, options: readonly (string | number)[], value: string | number, form: LabelType = 'select'): ConditionEntry => ({
  quantity: 'choice',
  form,
  options,
  default: value,
  range: { from: 'options' },
  i18nKey,
});
const flag = (i18nKey: string, value: boolean): ConditionEntry => ({ quantity: 'flag', form: 'checkbox', default: value, range: { from: 'flag' }, i18nKey });

/** Every condition, in the order forms list them. */
export const CONDITIONS: Readonly<Record<ConditionName, ConditionEntry>> = {
  position: choice('Pos', ['A', 'C', 'D'], 'A', 'radio'),
  evaporatingTemperature: { ...number('temperature', 'Te', K0 - 10, { from: 'saturation' }), plant: true },
  condensingTemperature: { ...number('temperature', 'Tk', K0 + 40, { from: 'saturation' }), plant: true },
  gasCooler: { ...flag('GasCooler', false), plant: true },
  // A transcritical supermarket rack on a warm day (Danfoss CCMT rating: 90 bar, 35 ℃ at the gas-cooler outlet).
  gasCoolerPressure: { ...number('pressure', 'Pgc', 90 * BAR, { from: 'gasCoolerPressure' }), plant: true },
  gasCoolerOutletTemperature: { ...number('temperature', 'Tgc', K0 + 35, { from: 'gasCoolerOutlet' }), plant: true },
  // The receiver of a CO2 booster system: "a flash vessel controlled by the pressure relief valve at a pressure of
  // around 35 to 40 bar" (Emerson Climate, Right Balance calculator, R744 booster transcritical); Copeland's
  // "CO2 booster systems" (2024) puts it at 550 psig, 38.9 bar absolute. The lower figure, the common setting.
  receiverPressure: { ...number('pressure', 'Prec', 35 * BAR, { from: 'receiverPressure' }), plant: true },
  capacity: { ...number('capacity', 'Capicity', 10_000), positive: true, plant: true },
  superheat: { ...number('temperatureDifference', 'DTSH1', 5), plant: true },
  subcooling: { ...number('temperatureDifference', 'DTSC1', 2), plant: true },
  suctionLineSuperheat: { ...number('temperatureDifference', 'DTSH2', 0), plant: true },
  liquidLineSubcooling: { ...number('temperatureDifference', 'DTSC2', 0), plant: true },
  // The factory setting of evaporating and crankcase regulators (Danfoss KVP and KVL: 2 bar).
  setPoint: number('pressure', 'Setting', 2 * BAR),
  // A condensing regulator's set point: the KVR factory setting (10 bar), entered as a pressure as the specification
  // has it; as a temperature the design condensing temperature, at which the regulator stands open.
  condensingSetPointEntry: choice('LnwdType', ['bar', 'temp'], 'bar'),
  condensingSetPointTemperature: number('temperature', 'Lnwd', K0 + 40, { from: 'saturation' }),
  condensingSetPointPressure: number('pressure', 'Lnyl', 10 * BAR),
  lowestLoad: choice('Load', [100, 75, 50, 33, 25, 10], 100),
  upstreamDrop: number('pressure', 'Dp1', 0),
  downstreamDrop: number('pressure', 'Dp2', 0),
  // A given discharge temperature is the hot gas's state: beyond the equations it has none (issue 36: refused naming it).
  dischargeTemperature: { ...number('temperature', 'Texhaustgas', K0, { from: 'equationOfState' }), plant: true },
  dischargeTemperatureGiven: { ...flag('TexhaustgasFlag', true), plant: true },
  isentropicEfficiency: { ...choice('IsentropicEfficiency', [100, 85, 80, 75, 70, 65, 60, 50], 70), plant: true },
  // A valve passes no flow without a drop: an allowed drop of zero or less is refused, not graded (issue 36).
  allowedDrop: { ...number('pressure', 'DpAlow', 0.2 * BAR), positive: true },
  compressorSpeed: choice('FrequencyType', [-1, 1, 0, 2], -1),
  equalisation: choice('EqualType', [-1, 1, 0], -1),
  connectionStandard: choice('WidthType', [-1, 1, 0], -1),
  solenoidFunction: choice('NormalType', [0, 1], 0, 'radio'),
  chargingPort: choice('ChargingType', [-1, 0, 1], -1),
};

/** Every condition's name, in the catalogue's order. */
export const CONDITION_NAMES = Object.keys(CONDITIONS) as ConditionName[];

/** Defaults every family starts from; a model overrides what the specification sets differently. */
export const BASE_DEFAULTS = Object.fromEntries(CONDITION_NAMES.map((name) => [name, CONDITIONS[name].default])) as unknown as SizingConditions;
