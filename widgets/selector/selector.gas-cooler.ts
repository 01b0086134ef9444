// Gas-cooler (transcritical) operation of R744 in the form (issue 15): above its critical temperature CO2 cannot
// condense, so the form asks for the gas-cooler pressure and outlet temperature instead of Tk and subcooling.
import { WIRE_NAMES, wireName } from '../../src/contracts/condition-names';
import { GAS_COOLER_FIELDS as GAS_COOLER_CONDITIONS } from '../../src/engine/sizing/fields';
import type { FieldInput } from './selector.seed';

/**
 * The refrigerant that runs transcritical and its critical temperature, K (Span & Wagner, J. Phys. Chem. Ref. Data
 * 25 (1996) 1509: 304.1282 K): a Tk there switches the form to gas-cooler operation. The widget keeps the figure
 * rather than load the property engine for one number.
 */
export const TRANSCRITICAL = { refrigerant: 'R744', criticalTemperature: 304.1282 } as const;

/** The fields of gas-cooler operation (the receiver pressure where a family sizes the high-pressure valve), and the ones they stand in for. */
export const GAS_COOLER_FIELDS: readonly string[] = GAS_COOLER_CONDITIONS.map(wireName);
const CONDENSING_FIELDS: readonly string[] = [WIRE_NAMES.condensingTemperature, WIRE_NAMES.subcooling];

/** True when the form is in gas-cooler operation: R744 with the GasCooler flag set. */
export function inGasCoolerOperation(refrigerant: string | undefined, inputs: Readonly<Record<string, FieldInput>>): boolean {
  return refrigerant === TRANSCRITICAL.refrigerant && inputs[WIRE_NAMES.gasCooler] === true;
}

/**
 * The fields the form does not show: the gas cooler's for every refrigerant but R744; for R744 either Tk and DTSC1
 * (gas-cooler operation) or the gas cooler's pressure and temperature (the flag stays, to switch back).
 */
export function hiddenFields(refrigerant: string | undefined, inputs: Readonly<Record<string, FieldInput>>): ReadonlySet<string> {
  if (refrigerant !== TRANSCRITICAL.refrigerant) return new Set(GAS_COOLER_FIELDS);
  return new Set(inGasCoolerOperation(refrigerant, inputs) ? CONDENSING_FIELDS : GAS_COOLER_FIELDS.filter((name) => name !== WIRE_NAMES.gasCooler));
}

/** True when a condensing temperature (K) leaves R744 no condensation: gas-cooler operation follows. */
export function isSupercritical(refrigerant: string | undefined, Tk: number | undefined): boolean {
  return refrigerant === TRANSCRITICAL.refrigerant && Tk !== undefined && Tk >= TRANSCRITICAL.criticalTemperature;
}
