// A family's condition fields for a generic form, derived from the condition catalogue (condition-catalogue.ts):
// which conditions the family asks for and its defaults over the catalogue's. Names are the domain's; the API's
// names (`Te`, `Capicity`) are mapped in src/contracts. Defaults are SI (K, Pa, W); the API shows them in the
// request's unit set. Labels and option titles are i18n keys under `sizing:`.
import type { QuantityId } from '../units';
import { BASE_DEFAULTS, CONDITIONS, UNIT_QUANTITY } from './condition-catalogue';
import type { ConditionName, LabelType, SizingConditions } from './condition-types';
import type { Position } from './physics/operating-point';

export type { ConditionName, LabelType, SizingConditions } from './condition-types';
export { BASE_DEFAULTS } from './condition-catalogue';

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

/** A condition as a form field: its kind, unit-set quantity, options and i18n keys, from the catalogue. */
function fieldShape(name: ConditionName): Omit<FieldDefinition, 'default'> {
  const entry = CONDITIONS[name];
  const quantity = UNIT_QUANTITY[entry.quantity];
  return {
    name,
    labelType: entry.form,
    labelKey: `sizing:field.${entry.i18nKey}`,
    ...(quantity && { quantity }),
    ...(entry.options && { options: entry.options.map((value) => ({ value, labelKey: `sizing:option.${entry.i18nKey}.${value}` })) }),
  };
}

export type PositionDefaults = Partial<Record<ConditionName, Partial<Record<Position, number | string | boolean>>>>;

/** The field definitions of a family: the names it uses, with its defaults over BASE_DEFAULTS, some by line position. */
export function defineFields(names: readonly ConditionName[], defaults: Partial<SizingConditions>, byPosition: PositionDefaults = {}): readonly FieldDefinition[] {
  const merged = { ...BASE_DEFAULTS, ...defaults };
  return names.map((name) => ({
    ...fieldShape(name),
    default: byPosition[name]?.[merged.position] ?? merged[name],
    ...(byPosition[name] && { defaultByPosition: byPosition[name] }),
  }));
}

/** The default of a field for a valve in line position `position`. */
export function fieldDefault(field: FieldDefinition, position: Position): number | string | boolean {
  return field.defaultByPosition?.[position] ?? field.default;
}

/**
 * The operating fields of every family that may sit in the suction or discharge line. The liquid line's subcooling
 * counts everywhere (it changes the refrigerating effect and so every mass flow); the suction line's superheat the gas
 * in the suction line and at the compressor inlet, hence the estimated hot gas.
 */
export const OPERATING_FIELDS: readonly ConditionName[] = ['position', 'evaporatingTemperature', 'condensingTemperature', 'gasCooler', 'gasCoolerPressure', 'gasCoolerOutletTemperature', 'capacity', 'superheat', 'subcooling', 'suctionLineSuperheat', 'liquidLineSubcooling'];
/**
 * The fields of gas-cooler (transcritical) operation, in place of the condensing temperature and subcooling; the
 * receiver pressure only where a family sizes the high-pressure valve (Eev at A).
 */
export const GAS_COOLER_FIELDS: readonly ConditionName[] = ['gasCooler', 'gasCoolerPressure', 'gasCoolerOutletTemperature', 'receiverPressure'];
/** The fields gas-cooler operation stands in for: the condensing temperature and subcooling, neither asked nor used then. */
export const CONDENSING_FIELDS: readonly ConditionName[] = ['condensingTemperature', 'subcooling'];
/**
 * The operating fields of a liquid-line-only family, whose results the suction gas does not change. Sight glasses
 * and thermostatic valves sit after the receiver, on subcritical liquid, so they have no gas-cooler operation.
 */
export const LIQUID_LINE_FIELDS: readonly ConditionName[] = OPERATING_FIELDS.filter((name) => name !== 'suctionLineSuperheat' && !GAS_COOLER_FIELDS.includes(name));
/**
 * The condensing set point of a family that may hold a condensing (head-pressure) regulator: how it is entered, as
 * a temperature and as a pressure; only the entry condensingSetPointEntry names counts (UNUSED_SET_POINT_ENTRY).
 */
export const CONDENSING_SET_POINT_FIELDS: readonly ConditionName[] = ['condensingSetPointEntry', 'condensingSetPointTemperature', 'condensingSetPointPressure'];
/** The field of the condensing set point that condensingSetPointEntry leaves unused. */
export const UNUSED_SET_POINT_ENTRY: Readonly<Record<SizingConditions['condensingSetPointEntry'], ConditionName>> = { bar: 'condensingSetPointTemperature', temp: 'condensingSetPointPressure' };
/** The hot-gas fields of families that may sit in the discharge line. */
export const HOT_GAS_FIELDS: readonly ConditionName[] = ['dischargeTemperature', 'dischargeTemperatureGiven', 'isentropicEfficiency'];
