import type { Kysely } from 'kysely';
import type { PersonUnitBody, PersonUnitRow } from '../../../../src/contracts/schemas/preferences';
import { ResultCode } from '../../../../src/contracts/envelope';
import { createUnitSet, listUnitSets, updateUnitSet, type Database, type UnitSet } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { savedWorkNamespace as ns } from './saved-work.resources';

function refused(key: string, params: Record<string, unknown> = {}): CallFailure {
  return new CallFailure(ResultCode.invalidInput, 400, `${ns}:${key}`, params);
}

/** The unit set of a savepersonunit call: its name and a unit per quantity, checked as the dialog checks them (SPEC §5). */
function setOf(body: PersonUnitBody): { name: string; units: Record<string, string> } {
  if (body.unitList.length === 0) throw refused('unitSet.unitRequired');
  const names = new Set(body.unitList.map((entry) => entry.name.trim()));
  if (names.size > 1) throw refused('oneSetPerCall');
  const name = [...names][0]!;
  if (name === '') throw refused('unitSet.nameRequired');
  const units: Record<string, string> = {};
  for (const entry of body.unitList) {
    if (entry.unitType in units) throw refused('quantityTwice', { quantity: entry.unitType });
    units[entry.unitType] = entry.unit;
  }
  return { name, units };
}

/** SPEC §3's server form: one row per chosen unit. */
function rowsOf(sets: UnitSet[]): PersonUnitRow[] {
  return sets.flatMap((set) =>
    Object.entries(set.units).map(([quantity, unit]) => ({ Unitid: set.id, Name: set.name, UnitType: quantity as PersonUnitRow['UnitType'], Unit: unit })),
  );
}

export async function personUnitList(db: Kysely<Database>, userId: number): Promise<PersonUnitRow[]> {
  return rowsOf(await listUnitSets(db, userId));
}

/**
 * Creates the set, or replaces the one named by Unitid (name and units whole); the repository checks the units
 * against the engine's tables and the set's owner.
 * @throws CallFailure for a set without name or units; DataError for a unit, a name or a set the repository refuses.
 */
export async function savePersonUnit(db: Kysely<Database>, userId: number, body: PersonUnitBody): Promise<PersonUnitRow[]> {
  const set = setOf(body);
  if (body.Unitid === undefined) await createUnitSet(db, userId, set);
  else await updateUnitSet(db, userId, body.Unitid, set);
  return personUnitList(db, userId);
}
