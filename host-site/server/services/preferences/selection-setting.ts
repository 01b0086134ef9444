import type { Kysely } from 'kysely';
import type { SelectionSettingBody } from '../../../../src/contracts/schemas/preferences';
import { savePreferences, type Database, type PreferenceChanges } from '../../database';

/**
 * The preferences a saveselectionsetting body changes. Refrigerants is SPEC §3's "default;favourite,favourite"
 * (the contract has checked its form); CustomUnitId 0 or null chooses none.
 */
export function preferenceChanges(body: SelectionSettingBody): PreferenceChanges {
  const changes: PreferenceChanges = {};
  if (body.UnitId !== undefined) changes.unitSystem = body.UnitId;
  if (body.CustomUnitId !== undefined) changes.customUnitSetId = body.CustomUnitId === null || body.CustomUnitId === 0 ? null : body.CustomUnitId;
  if (body.Refrigerants !== undefined) {
    const [chosen = '', favourites = ''] = body.Refrigerants.split(';');
    changes.defaultRefrigerant = chosen === '' ? null : chosen;
    changes.favouriteRefrigerants = favourites === '' ? [] : favourites.split(',');
  }
  return changes;
}

/** @throws DataError unit_set_not_found for a unit set that is not the user's (nothing is saved then). */
export async function saveSelectionSetting(db: Kysely<Database>, userId: number, body: SelectionSettingBody): Promise<void> {
  await savePreferences(db, userId, preferenceChanges(body));
}
