import { unitSetName } from '../../src/contracts/unit-set-name';
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

/** Why a new set cannot be kept: the key of the chooser's string, and the set whose name it has. */
export type UnitSetProblem = { key: 'nameRequired' | 'unitRequired' } | { key: 'nameTaken'; name: string };

/**
 * Why a new set cannot be kept (SPEC §5, and issue 41: a name one of `sets` has but for case and spaces, as the
 * server refuses it); empty when it can.
 */
export function unitSetProblems(name: string, units: UnitChoice, sets: readonly Pick<UnitSet, 'name'>[] = []): UnitSetProblem[] {
  const problems: UnitSetProblem[] = [];
  const { key } = unitSetName(name);
  const taken = sets.find((set) => unitSetName(set.name).key === key);
  if (key === '') problems.push({ key: 'nameRequired' });
  else if (taken) problems.push({ key: 'nameTaken', name: taken.name });
  if (!setQuantities.some((quantity) => unitsOf(quantity).includes(units[quantity] ?? ''))) problems.push({ key: 'unitRequired' });
  return problems;
}

/** What the page's values are in: the base system's units with the set's choices over them. */
export function unitsInEffect(system: UnitSystemId, set?: UnitSet): Record<QuantityId, string> {
  return { ...unitSetUnits(system, set?.units) };
}
