// Gas-cooler (transcritical) operation of R744 in the form (issue 15): above its critical temperature CO2 cannot
// condense, so the form asks for the gas-cooler pressure and outlet temperature instead of Tk and subcooling. Which
// refrigerant runs so and from which Tk are the engine's (condition-rules.ts, and limits() through the fields
// answer's gasCoolerFrom): the form keeps no figure of its own.
import { WIRE_NAMES, wireName } from '../../src/contracts/condition-names';
import type { SelectionFieldsData } from '../../src/contracts/selection';
import { gasCoolerFollows, hasGasCooler } from '../../src/engine/sizing/condition-rules';
import { CONDENSING_FIELDS as CONDENSING_CONDITIONS, GAS_COOLER_FIELDS as GAS_COOLER_CONDITIONS } from '../../src/engine/sizing/fields';
import type { FieldInput } from './selector.seed';

/** The fields of gas-cooler operation (the receiver pressure where a family sizes the high-pressure valve), and the ones they stand in for. */
const GAS_COOLER_FIELDS: readonly string[] = GAS_COOLER_CONDITIONS.map(wireName);
const CONDENSING_FIELDS: readonly string[] = CONDENSING_CONDITIONS.map(wireName);

/** True when the form is in gas-cooler operation: a refrigerant that runs transcritical with the GasCooler flag set. */
function inGasCoolerOperation(refrigerant: string | undefined, inputs: Readonly<Record<string, FieldInput>>): boolean {
  return refrigerant !== undefined && hasGasCooler(refrigerant) && inputs[WIRE_NAMES.gasCooler] === true;
}

/**
 * The fields the form does not show: the gas cooler's for every refrigerant but R744; for R744 either Tk and DTSC1
 * (gas-cooler operation) or the gas cooler's pressure and temperature (the flag stays, to switch back).
 */
export function hiddenFields(refrigerant: string | undefined, inputs: Readonly<Record<string, FieldInput>>): ReadonlySet<string> {
  if (refrigerant === undefined || !hasGasCooler(refrigerant)) return new Set(GAS_COOLER_FIELDS);
  return new Set(inGasCoolerOperation(refrigerant, inputs) ? CONDENSING_FIELDS : GAS_COOLER_FIELDS.filter((name) => name !== WIRE_NAMES.gasCooler));
}

/**
 * True when a condensing temperature (K) leaves the refrigerant no condensation: gas-cooler operation follows, at the
 * temperature the fields answer gives (limits(refrigerant) on the server), by the calculate call's rule.
 */
export function isSupercritical(data: Pick<SelectionFieldsData, 'gasCoolerFrom'> | undefined, refrigerant: string | undefined, Tk: number | undefined): boolean {
  const from = refrigerant === undefined ? undefined : data?.gasCoolerFrom?.[refrigerant];
  return from !== undefined && Tk !== undefined && gasCoolerFollows(refrigerant!, Tk, from);
}
