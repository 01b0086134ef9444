// The one place the wire's condition names meet the domain's. The API (and the maker's integrations on it) names
// conditions as the specification does, spelling included (`Te`, `Capicity`, `DTSH1`, `LnwdType`); the engine, the
// server's services and the selector's model say `evaporatingTemperature`, `capacity`, `superheat`. The
// address of the selector page keeps the wire's names as its parameters (`&Te=-10℃`), so that links shared
// before stay good. What each condition is, its default and its range: src/engine/sizing/condition-catalogue.ts.
import { CONDITION_NAMES } from '../engine/sizing/condition-catalogue';
import type { ConditionName } from '../engine/sizing/condition-types';

/** Each condition's name on the wire (requests, field definitions, SelectCondition, saved lists, hashes). */
export const WIRE_NAMES = {
  position: 'Pos',
  evaporatingTemperature: 'Te',
  condensingTemperature: 'Tk',
  gasCooler: 'GasCooler',
  gasCoolerPressure: 'Pgc',
  gasCoolerOutletTemperature: 'Tgc',
  receiverPressure: 'Prec',
  capacity: 'Capicity',
  superheat: 'DTSH1',
  subcooling: 'DTSC1',
  suctionLineSuperheat: 'DTSH2',
  liquidLineSubcooling: 'DTSC2',
  setPoint: 'Setting',
  condensingSetPointEntry: 'LnwdType',
  condensingSetPointTemperature: 'Lnwd',
  condensingSetPointPressure: 'Lnyl',
  lowestLoad: 'Load',
  upstreamDrop: 'Dp1',
  downstreamDrop: 'Dp2',
  dischargeTemperature: 'Texhaustgas',
  dischargeTemperatureGiven: 'TexhaustgasFlag',
  isentropicEfficiency: 'IsentropicEfficiency',
  allowedDrop: 'DpAlow',
  compressorSpeed: 'FrequencyType',
  equalisation: 'EqualType',
  connectionStandard: 'WidthType',
  solenoidFunction: 'NormalType',
  chargingPort: 'ChargingType',
} as const satisfies Record<ConditionName, string>;

export type WireConditionName = (typeof WIRE_NAMES)[ConditionName];

/** Each condition's parameter in the selector page's address: its wire name, so that old links keep working. */
export const URL_KEYS: Readonly<Record<ConditionName, WireConditionName>> = WIRE_NAMES;

const byWire: ReadonlyMap<string, ConditionName> = new Map(CONDITION_NAMES.map((name) => [WIRE_NAMES[name], name]));

/** The condition a wire name stands for; undefined for a name the API does not know. */
export function conditionOfWire(wire: string): ConditionName | undefined {
  return byWire.get(wire);
}

/** The wire name of a condition. */
export function wireName(name: ConditionName): WireConditionName {
  return WIRE_NAMES[name];
}

/** Every condition's wire name, in the catalogue's order. */
export const WIRE_CONDITION_NAMES: readonly WireConditionName[] = CONDITION_NAMES.map(wireName);

