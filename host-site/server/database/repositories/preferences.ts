import type { Kysely } from 'kysely';
import { defaultUnitSystem, type UnitSystemId } from '../../../../src/engine/units';
import { DataError, violatedConstraint } from '../data-error';
import type { Database } from '../schema';

export interface Preferences {
  unitSystem: UnitSystemId;
  /** ASHRAE designation, or null for none chosen. */
  defaultRefrigerant: string | null;
  /** ASHRAE designations in the user's order, without repeats. */
  favouriteRefrigerants: string[];
  /** The chosen custom unit set (one of the user's); null for none. */
  customUnitSetId: number | null;
  /** When they were last saved; null while the user has the defaults. */
  updatedAt: string | null;
}

export type PreferenceChanges = Partial<Omit<Preferences, 'updatedAt'>>;

export const defaultPreferences: Preferences = Object.freeze({
  unitSystem: defaultUnitSystem,
  defaultRefrigerant: null,
  favouriteRefrigerants: [],
  customUnitSetId: null,
  updatedAt: null,
});

/** A user's preferences; the defaults when they never saved any. */
export async function getPreferences(db: Kysely<Database>, userId: number): Promise<Preferences> {
  const row = await db.selectFrom('user_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { ...defaultPreferences, favouriteRefrigerants: [] };
  return {
    unitSystem: row.unit_system as UnitSystemId,
    defaultRefrigerant: row.default_refrigerant,
    favouriteRefrigerants: JSON.parse(row.favourite_refrigerants) as string[],
    customUnitSetId: row.custom_unit_set_id,
    updatedAt: row.updated_at,
  };
}

/**
 * Saves the given preferences over the stored ones (fields left out keep their value) and returns the result.
 * @throws DataError unknown_user, or unit_set_not_found for a unit set that is not the user's.
 */
export async function savePreferences(
  db: Kysely<Database>,
  userId: number,
  changes: PreferenceChanges,
  now: Date = new Date(),
): Promise<Preferences> {
  return db.transaction().execute(async (trx) => {
    const current = await getPreferences(trx, userId);
    const customUnitSetId = changes.customUnitSetId === undefined ? current.customUnitSetId : changes.customUnitSetId;
    // The reference alone would accept another user's set; ownership is checked here, in the same transaction.
    if (customUnitSetId !== null && changes.customUnitSetId !== undefined) {
      const owned = await trx.selectFrom('custom_unit_sets').select('id').where('id', '=', customUnitSetId).where('user_id', '=', userId).executeTakeFirst();
      if (!owned) throw new DataError({ code: 'unit_set_not_found', id: customUnitSetId });
    }
    const next: Preferences = {
      unitSystem: changes.unitSystem ?? current.unitSystem,
      defaultRefrigerant: changes.defaultRefrigerant === undefined ? current.defaultRefrigerant : changes.defaultRefrigerant,
      favouriteRefrigerants: [...new Set(changes.favouriteRefrigerants ?? current.favouriteRefrigerants)],
      customUnitSetId,
      updatedAt: now.toISOString(),
    };
    const row = {
      unit_system: next.unitSystem,
      default_refrigerant: next.defaultRefrigerant,
      favourite_refrigerants: JSON.stringify(next.favouriteRefrigerants),
      custom_unit_set_id: next.customUnitSetId,
      updated_at: next.updatedAt!,
    };
    try {
      await trx
        .insertInto('user_preferences')
        .values({ user_id: userId, ...row })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
        .execute();
    } catch (error) {
      if (violatedConstraint(error) === 'foreign_key') throw new DataError({ code: 'unknown_user', userId }, { cause: error });
      throw error;
    }
    return next;
  });
}
