export { connectDatabase, migrateToLatest, pingDatabase, type DatabaseConnection } from './connect';
export { DataError, isDataError, type DataErrorCode, type DataErrorDetail } from './data-error';
export type { Database, DialectName } from './schema';
export { createUser, deleteUser, type User } from './repositories/users';
export { getPreferences, savePreferences, defaultPreferences, type Preferences, type PreferenceChanges } from './repositories/preferences';
export {
  listUnitSets,
  getUnitSet,
  createUnitSet,
  updateUnitSet,
  deleteUnitSet,
  type UnitSet,
  type UnitSetInput,
} from './repositories/unit-sets';
