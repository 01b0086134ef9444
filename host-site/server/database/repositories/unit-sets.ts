import type { Kysely, Selectable } from 'kysely';
import { EngineError } from '../../../../src/engine/errors';
import { canonicalLabel, quantityIds, type QuantityId } from '../../../../src/engine/units';
import { DataError, violatedConstraint } from '../data-error';
import type { CustomUnitSetsTable, Database } from '../schema';
import { unitSetName } from '../../../../src/contracts/unit-set-name';

/** A user's own unit set: a unit per quantity; quantities left out show in the user's unit system's unit. */
export interface UnitSet {
  id: number;
  userId: number;
  name: string;
  units: Partial<Record<QuantityId, string>>;
  createdAt: string;
  updatedAt: string;
}

export interface UnitSetInput {
  name: string;
  /** Quantity id → unit label or alias (`psi`, `m3/h`); stored under the canonical label (`Psi`, `m³/h`). */
  units: Record<string, string>;
}

/** A user's unit sets, by name. */
export async function listUnitSets(db: Kysely<Database>, userId: number): Promise<UnitSet[]> {
  const rows = await db.selectFrom('custom_unit_sets').selectAll().where('user_id', '=', userId).orderBy('name').orderBy('id').execute();
  return rows.map(fromRow);
}

/** One of a user's unit sets, or undefined (also when it belongs to someone else). */
export async function getUnitSet(db: Kysely<Database>, userId: number, id: number): Promise<UnitSet | undefined> {
  const row = await db.selectFrom('custom_unit_sets').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row && fromRow(row);
}

/**
 * Creates a unit set after checking every unit against the engine's tables. Its name is kept tidied (src/contracts/unit-set-name.ts)
 * and must differ from the user's other sets' in more than case and spaces.
 * @throws DataError unit_set_name_required, empty_unit_set, unknown_quantity, unit_not_of_quantity,
 *   duplicate_unit_set (naming the set that has the name) or unknown_user.
 */
export async function createUnitSet(db: Kysely<Database>, userId: number, input: UnitSetInput, now: Date = new Date()): Promise<UnitSet> {
  const { name, key } = checkedName(input.name);
  const units = checkedUnits(input.units);
  const stamp = now.toISOString();
  await refuseTakenName(db, userId, key);
  try {
    const row = await db
      .insertInto('custom_unit_sets')
      .values({ user_id: userId, name, name_key: key, units: JSON.stringify(units), created_at: stamp, updated_at: stamp })
      .returningAll()
      .executeTakeFirstOrThrow();
    return fromRow(row);
  } catch (error) {
    throw writeError(error, userId, name);
  }
}

/**
 * Renames a unit set and/or replaces its units.
 * @throws DataError unit_set_not_found, and the checks of createUnitSet.
 */
export async function updateUnitSet(
  db: Kysely<Database>,
  userId: number,
  id: number,
  changes: Partial<UnitSetInput>,
  now: Date = new Date(),
): Promise<UnitSet> {
  const named = changes.name === undefined ? undefined : checkedName(changes.name);
  const units = changes.units === undefined ? undefined : JSON.stringify(checkedUnits(changes.units));
  if (named) await refuseTakenName(db, userId, named.key, id);
  try {
    const row = await db
      .updateTable('custom_unit_sets')
      .set({ ...(named === undefined ? {} : { name: named.name, name_key: named.key }), ...(units === undefined ? {} : { units }), updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new DataError({ code: 'unit_set_not_found', id });
    return fromRow(row);
  } catch (error) {
    throw writeError(error, userId, named?.name ?? '');
  }
}

/** @throws DataError unit_set_not_found (also when it belongs to someone else). */
export async function deleteUnitSet(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  const result = await db.deleteFrom('custom_unit_sets').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new DataError({ code: 'unit_set_not_found', id });
}

function checkedName(raw: string): { name: string; key: string } {
  const named = unitSetName(raw);
  if (named.name === '') throw new DataError({ code: 'unit_set_name_required' });
  return named;
}

/**
 * Refuses a name another of the user's sets has (`except` is the set being renamed), with that set's name as it
 * stands, so that the member sees which one. The unique key is the guard when two requests race.
 */
async function refuseTakenName(db: Kysely<Database>, userId: number, key: string, except?: number): Promise<void> {
  let query = db.selectFrom('custom_unit_sets').select('name').where('user_id', '=', userId).where('name_key', '=', key);
  if (except !== undefined) query = query.where('id', '!=', except);
  const taken = await query.executeTakeFirst();
  if (taken) throw new DataError({ code: 'duplicate_unit_set', name: taken.name });
}

/** The units with canonical labels, in the engine's quantity order. */
function checkedUnits(units: Record<string, string>): Partial<Record<QuantityId, string>> {
  const entries = Object.entries(units);
  if (entries.length === 0) throw new DataError({ code: 'empty_unit_set' });
  const checked: Partial<Record<QuantityId, string>> = {};
  for (const [quantity, label] of entries) {
    if (!isQuantityId(quantity)) throw new DataError({ code: 'unknown_quantity', quantity });
    try {
      checked[quantity] = canonicalLabel(quantity, label);
    } catch (error) {
      if (error instanceof EngineError) throw new DataError({ code: 'unit_not_of_quantity', unit: label, quantity }, { cause: error });
      throw error;
    }
  }
  return Object.fromEntries(quantityIds.filter((q) => q in checked).map((q) => [q, checked[q]]));
}

function isQuantityId(text: string): text is QuantityId {
  return (quantityIds as readonly string[]).includes(text);
}

function writeError(error: unknown, userId: number, name: string): unknown {
  switch (violatedConstraint(error)) {
    case 'unique':
      return new DataError({ code: 'duplicate_unit_set', name }, { cause: error });
    case 'foreign_key':
      return new DataError({ code: 'unknown_user', userId }, { cause: error });
    default:
      return error;
  }
}

function fromRow(row: Selectable<CustomUnitSetsTable>): UnitSet {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    units: JSON.parse(row.units) as Partial<Record<QuantityId, string>>,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
