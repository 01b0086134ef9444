import type { PersonUnitBody, PersonUnitRow } from '../contracts/preferences';
import { unitChoicesOf, type UnitChoices } from '../contracts/units-header';
import { toJson } from '../contracts/json';
import type { QuantityId } from '../engine/units/quantities';
import { defaultUnitSystem, isUnitSystemId, unitSystems } from '../engine/units/unit-systems';

/**
 * A custom unit set (SPEC §3): its id (the server's Unitid for a member, a local one for a guest), its name, and
 * the unit it chooses for some quantities; the others show in the base system's units.
 */
export interface UnitSet {
  id: number;
  name: string;
  units: UnitChoices;
}

/** Stored sets, or undefined when the text is not a list of them (an older version's, or edited by hand). */
export function readUnitSets(text: string): readonly UnitSet[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return undefined;
    return parsed.flatMap((item: unknown) => {
      const { id, name, units } = (item ?? {}) as Record<string, unknown>;
      // Only the choices the engine knows, under their labels (`psi` reads as `Psi`): a stored set may be old.
      const choices = unitChoicesOf(units);
      const usable = Number.isSafeInteger(id) && (id as number) > 0 && typeof name === 'string' && Object.keys(choices).length > 0;
      return usable ? [{ id: id as number, name, units: choices }] : [];
    });
  } catch {
    return undefined;
  }
}

export const writeUnitSets = (sets: readonly UnitSet[]) => (sets.length === 0 ? undefined : toJson(sets));

/** The sets of getpersonunitlist and savepersonunit (SPEC §3 server form: a row per chosen unit), in their order. */
export function unitSetsOfRows(rows: readonly PersonUnitRow[]): UnitSet[] {
  const sets = new Map<number, UnitSet>();
  for (const row of rows) {
    const set = sets.get(row.Unitid) ?? { id: row.Unitid, name: row.Name, units: {} };
    set.units[row.UnitType] = row.Unit;
    sets.set(row.Unitid, set);
  }
  return [...sets.values()];
}

/** A set in savepersonunit's body form (SPEC §3: an entry per chosen unit, each naming the set). */
export function unitListOf({ name, units }: Pick<UnitSet, 'name' | 'units'>): PersonUnitBody['unitList'] {
  return Object.entries(units).flatMap(([unitType, unit]) => (unit ? [{ name, unitType: unitType as QuantityId, unit }] : []));
}

/** A guest's new set's id: one above any kept, so it never names another set in this browser. */
export function nextLocalId(sets: readonly UnitSet[]): number {
  return sets.reduce((highest, set) => Math.max(highest, set.id), 0) + 1;
}

/**
 * The unit each quantity is shown in: the base system's (1 imperial, 2 metric; else the default), with a set's
 * choices over them (an object or its JSON; pairs the engine does not know are left out).
 */
export function unitsInEffect(system: unknown, choices?: unknown): Readonly<Record<QuantityId, string>> {
  const id = Number(system);
  return { ...unitSystems[isUnitSystemId(id) ? id : defaultUnitSystem], ...unitChoicesOf(choices) };
}
