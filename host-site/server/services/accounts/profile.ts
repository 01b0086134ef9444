import type { Profile } from '../../../../src/contracts/schemas/account';
import { getPreferences, type Account } from '../../database';
import { masked } from './contacts';
import type { AccountDeps } from './deps';

/** Where an avatar is served (GET, by its id; a new upload gets a new id, so the address can be cached for good). */
export const photoPath = (photoId: string) => `/api/authorize/photo/${photoId}`;

/**
 * The profile of SPEC §3. Remarks is '{}' while the user has saved no preferences, else UnitId and Refrigerants
 * ("default;favourite,favourite"); CustomUnitId joins them when the preferences keep one.
 */
export async function profileOf({ db }: AccountDeps, account: Account): Promise<Profile> {
  const preferences = await getPreferences(db, account.userId);
  const remarks =
    preferences.updatedAt === null
      ? {}
      : {
          UnitId: preferences.unitSystem,
          Refrigerants: `${preferences.defaultRefrigerant ?? ''};${preferences.favouriteRefrigerants.join(',')}`,
          ...(preferences.customUnitSetId === null ? {} : { CustomUnitId: preferences.customUnitSetId }),
        };
  return {
    UserName: account.loginName,
    Photo: account.photoId ? photoPath(account.photoId) : '',
    Remarks: JSON.stringify(remarks),
    Email: masked('email', account.email),
    Phone: masked('phone', account.phone),
    Country: account.country,
    Region: account.region,
  };
}
