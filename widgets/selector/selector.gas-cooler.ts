// Gas-cooler (transcritical) operation of R744 in the form (issue 15): above its critical temperature CO2 cannot
// condense, so the form asks for the gas-cooler pressure and outlet temperature instead of Tk and subcooling. Which
// refrigerant runs so and from which Tk are the engine's (condition-rules.ts, and limits() through the fields
// answer's gasCoolerFrom): the form keeps no figure of its own.
import type { SelectionFieldsData } from '../../src/contracts/selection';
import { gasCoolerFollows, hasGasCooler } from '../../src/engine/sizing/condition-rules';
import type { ConditionName } from '../../src/engine/sizing/condition-types';
import { CONDENSING_FIELDS, GAS_COOLER_FIELDS } from '../../src/engine/sizing/fields';
import type { FormInputs } from './selector.seed';

/** True when the form is in gas-cooler operation: a refrigerant that runs transcritical with the gas-cooler flag set. */
function inGasCoolerOperation(refrigerant: string | undefined, inputs: FormInputs): boolean {
  return refrigerant !== undefined && hasGasCooler(refrigerant) && inputs.gasCooler === true;
}

/**
 * The conditions the form does not ask: the gas cooler's for every refrigerant but R744; for R744 either Tk and
 * subcooling (gas-cooler operation) or the gas cooler's pressure and temperature (the flag stays, to switch back).
 */
export function hiddenFields(refrigerant: string | undefined, inputs: FormInputs): ReadonlySet<ConditionName> {
  if (refrigerant === undefined || !hasGasCooler(refrigerant)) return new Set(GAS_COOLER_FIELDS);
  return new Set(inGasCoolerOperation(refrigerant, inputs) ? CONDENSING_FIELDS : GAS_COOLER_FIELDS.filter((name) => name !== 'gasCooler'));
}

/**
 * True when a condensing temperature (K) leaves the refrigerant no condensation: gas-cooler operation follows, at the
 * temperature the fields answer gives (limits(refrigerant) on the server), by the calculate call's rule.
 */
export function isSupercritical(data: Pick<SelectionFieldsData, 'gasCoolerFrom'> | undefined, refrigerant: string | undefined, condensing: number | undefined): boolean {
  const from = refrigerant === undefined ? undefined : data?.gasCoolerFrom?.[refrigerant];
  return from !== undefined && condensing !== undefined && gasCoolerFollows(refrigerant!, condensing, from);
}
