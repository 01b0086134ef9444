import type { Kysely } from 'kysely';
import { ResultCode } from '../../../../src/contracts/envelope';
import type { SelectionSettingBody } from '../../../../src/contracts/schemas/preferences';
import { savePreferences, type Database, type PreferenceChanges } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { savedWorkNamespace } from './saved-work.resources';

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

/**
 * @throws CallFailure for a body that changes nothing; DataError unit_set_not_found for a unit set that is not the
 *   user's (nothing is saved then).
 */
export async function saveSelectionSetting(db: Kysely<Database>, userId: number, body: SelectionSettingBody): Promise<void> {
  const changes = preferenceChanges(body);
  if (Object.keys(changes).length === 0) throw new CallFailure(ResultCode.invalidInput, 400, `${savedWorkNamespace}:nothingToSave`);
  await savePreferences(db, userId, changes);
}
