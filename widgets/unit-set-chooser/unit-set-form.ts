import { unitSetQuantities, quantities, type QuantityId } from '../../src/engine/units/quantities';
import { unitSystems, type UnitSystemId } from '../../src/engine/units/unit-systems';
import { unitsInEffect as unitSetUnits } from '../internal/units/units';

/** The quantities a custom unit set chooses a unit for (SPEC §3), shared with the server's schema. */
export const setQuantities = unitSetQuantities;

/** A quantity's unit in a set; '' while none is chosen (the base system's then applies). */
export type UnitChoice = Partial<Record<QuantityId, string>>;

/** A custom unit set as the chooser lists it: the server's Unitid (or a guest's local id), its name and units. */
export interface UnitSet {
  id: number;
  name: string;
  units: UnitChoice;
}

/** The new-set form of a base system: every quantity at that system's default (SPEC §4: a change refills it). */
export function newSetUnits(system: UnitSystemId): UnitChoice {
  return Object.fromEntries(setQuantities.map((quantity) => [quantity, unitSystems[system][quantity]]));
}

/** The units a quantity may be shown in. */
export function unitsOf(quantity: QuantityId): readonly string[] {
  return quantities[quantity].map((unit) => unit.label);
}

/** Why a new set cannot be kept (SPEC §5), as the keys of the chooser's strings; empty when it can. */
export function unitSetProblems(name: string, units: UnitChoice): ('nameRequired' | 'unitRequired')[] {
  const chosen = setQuantities.filter((quantity) => unitsOf(quantity).includes(units[quantity] ?? ''));
  return [...(name.trim() === '' ? (['nameRequired'] as const) : []), ...(chosen.length === 0 ? (['unitRequired'] as const) : [])];
}

/** What the page's values are in: the base system's units with the set's choices over them. */
export function unitsInEffect(system: UnitSystemId, set?: UnitSet): Record<QuantityId, string> {
  return { ...unitSetUnits(system, set?.units) };
}
