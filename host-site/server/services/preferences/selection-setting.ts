import type { Kysely } from 'kysely';
import type { Catalogue } from '../../../../src/catalogue';
import { ResultCode } from '../../../../src/contracts/envelope';
import type { SelectionSettingBody } from '../../../../src/contracts/schemas/preferences';
import { savePreferences, type Database, type PreferenceChanges } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { productFilter } from '../../../../src/selection/lookup';
import { savedWorkNamespace } from './saved-work.resources';

/** A refrigerant as the catalogue spells it (r410a is R410A). @throws CallFailure for one the catalogue lacks. */
function catalogueRefrigerant(catalogue: Catalogue, name: string): string {
  return productFilter(catalogue, name, undefined, { refrigerant: 'Refrigerants', approvals: '' }).refrigerant!;
}

/**
 * The preferences a saveselectionsetting body changes. Refrigerants is SPEC §3's "default;favourite,favourite"
 * (the contract has checked its form), each one of the catalogue's; CustomUnitId 0 or null chooses none.
 */
export function preferenceChanges(catalogue: Catalogue, body: SelectionSettingBody): PreferenceChanges {
  const changes: PreferenceChanges = {};
  if (body.UnitId !== undefined) changes.unitSystem = body.UnitId;
  if (body.CustomUnitId !== undefined) changes.customUnitSetId = body.CustomUnitId === null || body.CustomUnitId === 0 ? null : body.CustomUnitId;
  if (body.Refrigerants !== undefined) {
    const [chosen = '', favourites = ''] = body.Refrigerants.split(';');
    changes.defaultRefrigerant = chosen === '' ? null : catalogueRefrigerant(catalogue, chosen);
    changes.favouriteRefrigerants = favourites === '' ? [] : favourites.split(',').map((name) => catalogueRefrigerant(catalogue, name));
  }
  return changes;
}

/**
 * @throws CallFailure for a body that changes nothing or names a refrigerant the catalogue lacks; DataError unit_set_not_found for a unit set that is not the
 *   user's (nothing is saved then).
 */
export async function saveSelectionSetting(db: Kysely<Database>, catalogue: Catalogue, userId: number, body: SelectionSettingBody): Promise<void> {
  const changes = preferenceChanges(catalogue, body);
  if (Object.keys(changes).length === 0) throw new CallFailure(ResultCode.invalidInput, 400, `${savedWorkNamespace}:nothingToSave`);
  await savePreferences(db, userId, changes);
}
